import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CartPanelSlot } from '@/components/cart-panel/cart-panel-slot';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { Providers } from '@/components/layout/providers';
import { THEME_COLORS, THEME_SCRIPT } from '@/components/layout/theme';
import { LinkNavigator } from '@/components/ui/link-navigator';
import { env } from '@/lib/server/env';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: 'Miche: vegetable seedlings for Kenyan farmers', template: '%s | Miche' },
  description:
    'Order healthy tomato, sukuma wiki, cabbage, onion and capsicum seedlings online. Pay with M-Pesa; delivery to your county or pickup at the nursery.',
  applicationName: 'Miche',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // Before the theme script knows the stored choice, follow the system; the toggle updates both.
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Before first paint, so a dark-theme farmer never sees a white flash; allowed by its hash. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <Providers firebaseConfig={env().firebasePublic}>
          <a
            href="#main"
            className="sr-only z-50 rounded bg-white p-3 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center dark:bg-soil-900"
          >
            Skip to content
          </a>
          <Header />
          {/* No Suspense boundary around the page: a 404 thrown inside one streams as a 200. */}
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
            {children}
          </main>
          <Footer />
          <CartPanelSlot />
          <LinkNavigator />
        </Providers>
      </body>
    </html>
  );
}
