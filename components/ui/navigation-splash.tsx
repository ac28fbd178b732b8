'use client';

import { useLinkStatus } from 'next/link';
import { createPortal } from 'react-dom';
import { Splash } from './splash';

/**
 * The spec's loading splash for client-side navigations. It belongs to each link, so it shows
 * exactly while that link's page is on its way, and fades in late so fast loads never flash.
 * It is drawn in a portal on <body>: inside the link, the header's backdrop blur would shrink a
 * fixed overlay to the header's box, and the splash's text would join the link's accessible name.
 * (A route-level loading.tsx would put the splash into the static HTML, hiding the page from
 * browsers without JavaScript.)
 */
export function NavigationSplash() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return createPortal(
    <div
      data-testid="navigation-splash"
      className="fixed inset-0 z-[60] grid [animation:splash-in_200ms_ease-out_400ms_forwards] place-items-center bg-white/90 opacity-0 dark:bg-soil-900/90"
    >
      <Splash />
    </div>,
    document.body,
  );
}
