'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import { chooseTheme, currentTheme, subscribeTheme } from './theme';

/**
 * Flips between light and dark (spec section 4); the server and hydration draw the light state.
 * The icons come from the server as children (ThemeIcons), so they cost the page's JavaScript nothing
 * and show the right one before hydration.
 */
export function ThemeToggle({ children }: { children?: ReactNode }) {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => null);
  const dark = theme === 'dark';
  const t = useTranslations('common');
  return (
    <button
      type="button"
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
      data-theme-toggle
      // For the islands script (lib/islands/header.ts), which keeps the toggle before the framework boots.
      data-label-to-light={t('toLightTheme')}
      data-label-to-dark={t('toDarkTheme')}
      // js-only: without JavaScript nothing could change the theme, so the button is not shown.
      className="js-only grid h-11 w-11 place-items-center rounded-full hover:bg-tint"
      aria-label={t(dark ? 'toLightTheme' : 'toDarkTheme')}
      aria-pressed={theme === null ? undefined : dark}
    >
      {children}
    </button>
  );
}
