'use client';

import { useRouter } from 'next/navigation';
import { announceFrameworkReady } from '@/lib/islands/boot';
import { useEffect, useTransition } from 'react';
import { Splash } from './splash';
import { isPlainClick } from './plain-click';

/** Paths the router must not take: API answers, files and Firebase's auth handler are full loads. */
const NOT_PAGES = /^\/(api|\.netlify|__)\//;

/**
 * The in-shop URL a click should navigate to on the client, or null to leave the click to the
 * browser: a modified or non-primary click, another window or origin, a download, a jump within the
 * page, a path that is not a page, or a link that asks for a full load.
 */
export function clientNavigationTarget(event: MouseEvent, location: Location): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hasAttribute('data-full-load')) return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin || NOT_PAGES.test(url.pathname)) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * One listener for every link of the shop (AppLink renders plain <a>): a click becomes a client-side
 * navigation, and while the next page is on its way the spec's loading splash shows, fading in late
 * so fast loads never flash.
 */
export function LinkNavigator() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  // A public page served with its framework held back (issue 14) waits for this to replay a tap.
  useEffect(announceFrameworkReady, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = clientNavigationTarget(event, window.location);
      // Offline, the browser loads the page itself, so the service worker can answer from its cache.
      if (target === null || !navigator.onLine) return;
      event.preventDefault();
      startTransition(() => router.push(target));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);

  if (!pending) return null;
  return (
    <div
      data-testid="navigation-splash"
      className="fixed inset-0 z-[60] grid [animation:splash-in_200ms_ease-out_400ms_forwards] place-items-center bg-page opacity-0"
    >
      <Splash />
    </div>
  );
}
