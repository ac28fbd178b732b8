'use client';

import Link, { useLinkStatus } from 'next/link';
import { useLocale } from 'next-intl';
import { useEffect, type AnchorHTMLAttributes } from 'react';
import { localePath } from '@/lib/i18n/locales';
import { showNavigationSplash } from './navigation-splash';

/** While its link's navigation is on its way, the spec's loading splash shows (NavigationSplash). */
function SplashWhilePending() {
  const { pending } = useLinkStatus();
  useEffect(() => (pending ? showNavigationSplash() : undefined), [pending]);
  return null;
}

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean };

/**
 * A link inside the shop: next/link (client-side navigation once React runs; before that, or without
 * JavaScript, an ordinary link), without prefetching by default: prefetching a page a farmer may never
 * open spends their data. An English path ("/products") leads to the page in the reader's language
 * ("/sw/products"), on the server and in the browser alike. `data-full-load` asks for a full page
 * load, and a link out of the shop is a plain one.
 */
export function AppLink({ href, prefetch = false, children, ...props }: Props) {
  const locale = useLocale();
  const target = href.startsWith('/') ? localePath(locale, href) : href;
  if (!href.startsWith('/') || 'data-full-load' in props) {
    return (
      <a {...props} href={target}>
        {children}
      </a>
    );
  }
  return (
    <Link {...props} href={target} prefetch={prefetch}>
      {children}
      <SplashWhilePending />
    </Link>
  );
}
