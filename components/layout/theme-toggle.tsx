'use client';

import { useSyncExternalStore } from 'react';
import { chooseTheme, currentTheme, subscribeTheme } from './theme';

/** Flips between light and dark (spec section 4); the server and hydration draw the light state. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => null);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
      className="grid h-11 w-11 place-items-center rounded-full hover:bg-neutral-100 dark:hover:bg-neutral-800"
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={theme === null ? undefined : dark}
    >
      {dark ? (
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" strokeLinecap="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" strokeLinejoin="round" />
        </svg>
      )}
    </button>
  );
}
