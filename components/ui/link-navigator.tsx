'use client';

import { useRouter } from 'next/navigation';
import { announceFrameworkReady } from '@/lib/islands/boot';
import { useEffect, useTransition } from 'react';
import { Splash } from './splash';
import { clientNavigationTarget } from './plain-click';

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
