import type { ReactNode } from 'react';

/**
 * The shop's pages have their layout, <html> and all, in app/[locale]/layout.tsx. This one only
 * passes them through: with [locale] as the root layout, Next.js gave app/[locale]/not-found.tsx no
 * boundary to render in, and every 404 came back as its bare error document.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
