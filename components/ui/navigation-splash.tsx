'use client';

import { useSyncExternalStore } from 'react';
import { Splash } from './splash';

/**
 * Spec section 1: pages load behind the loading splash (logo, brand name, 'Loading, please wait...').
 * A link's navigation shows it while on its way (AppLink); it fades in after 0.4 s, so fast loads never
 * flash. The same markup is the islands script's template for a page whose framework has not booted.
 */
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Shows the splash until the returned function is called. */
export function showNavigationSplash(): () => void {
  pending += 1;
  notify();
  let shown = true;
  return () => {
    if (!shown) return;
    shown = false;
    pending -= 1;
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The splash over the page, fading in late. */
export function SplashOverlay() {
  return (
    <div
      data-testid="navigation-splash"
      className="fixed inset-0 z-[60] grid [animation:splash-in_200ms_ease-out_400ms_forwards] place-items-center bg-page opacity-0"
    >
      <Splash />
    </div>
  );
}

export function NavigationSplash() {
  const showing = useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
  return showing ? <SplashOverlay /> : null;
}
