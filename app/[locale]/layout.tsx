import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CartPanelSlot } from '@/components/cart-panel/cart-panel-slot';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { Providers } from '@/components/layout/providers';
import { SiteStyles } from '@/components/layout/site-styles';
import { THEME_COLORS, HEAD_SCRIPT } from '@/lib/theme';
import { FrameworkReady } from '@/components/islands/framework-ready';
import { NavigationSplash } from '@/components/ui/navigation-splash';
import { OfflineKitLoader } from '@/components/offline/offline-kit-loader';
import { OfflineNotices } from '@/components/offline/offline-notices';
import { env } from '@/lib/server/env';
import { nurseryContact } from '@/lib/server/nursery';
import { LOCALES, isLocale, type Locale } from '@/lib/i18n/locales';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/pick';
import { OG_LOCALE, TITLE_TEMPLATE } from '@/lib/server/page-metadata';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'meta' });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t('homeTitle'), template: TITLE_TEMPLATE },
    description: t('homeDescription'),
    applicationName: 'Miche',
    // Named, so a browser does not ask for /favicon.ico and download the not-found page instead.
    icons: { icon: { url: '/icons/192.png', type: 'image/png', sizes: '192x192' }, apple: '/icons/192.png' },
    // Pages with a preview of their own (shopPageMetadata) replace these; the rest share the shop's.
    openGraph: { siteName: 'Miche', locale: OG_LOCALE[isLocale(locale) ? locale : 'en'], type: 'website' },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // Before the theme script knows the stored choice, follow the system; the toggle updates both.
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
  ],
};

export default async function RootLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('layout');
  return (
    <html lang={locale satisfies Locale} suppressHydrationWarning>
      <head>
        <SiteStyles />
        {/* Before first paint, so a dark-theme farmer never sees a white flash; allowed by its hash. */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        {/* Without JavaScript (Opera Mini, data savers) controls that need it are not shown. */}
        <noscript dangerouslySetInnerHTML={{ __html: '<style>.js-only{display:none!important}</style>' }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <ClientMessages locale={locale} namespaces={LAYOUT_NAMESPACES}>
          <Providers firebaseConfig={env().firebasePublic}>
            <a
              href="#main"
              className="sr-only z-50 rounded bg-page p-3 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
            >
              {t('skipToContent')}
            </a>
            <Header />
            {/* No Suspense boundary around the page: a 404 thrown inside one streams as a 200. */}
            <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
              {children}
            </main>
            <Footer nursery={nurseryContact()} />
            <CartPanelSlot />
            <NavigationSplash />
            <FrameworkReady />
            <OfflineNotices />
            <OfflineKitLoader />
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
