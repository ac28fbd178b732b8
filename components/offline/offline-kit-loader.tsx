'use client';

import { useEffect } from 'react';

/**
 * Fetches the offline kit (service worker, connection and update notices) once the page is up and
 * the phone is idle: nothing of it is in a page's first-load script or its blocking time. Production
 * builds only: in development a worker keeping pages would hide the edits being made, so one left
 * from a production run is removed.
 */
export function OfflineKitLoader() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') {
      // A worker left by `npm start` on the same port would keep serving its pages to `npm run dev`.
      void navigator.serviceWorker?.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
      return;
    }
    const start = () => void import('./offline-kit').then((kit) => kit.startOfflineKit()).catch(() => undefined);
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 5000 }) : window.setTimeout(start, 2000));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, []);
  return null;
}
