import { useLocale } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { localePath } from '@/lib/i18n/locales';

/**
 * A link inside the shop: a plain <a>, with nothing to hydrate. The one LinkNavigator of the layout
 * turns its clicks into client-side navigations (with the loading splash); before hydration, or
 * without JavaScript, it is an ordinary link. next/link would cost every page its runtime and every
 * link its own component on a slow phone, and its viewport prefetching spends farmers' data.
 * `data-full-load` asks for a full page load instead. An English path ("/products") leads to the
 * page in the reader's language ("/sw/products"), on the server and in the browser alike.
 */
export function AppLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const locale = useLocale();
  return <a {...props} href={href.startsWith('/') ? localePath(locale, href) : href} />;
}
