'use client';

import { useTheme } from 'next-themes';
import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { THEME_COLORS, flippedTheme, storeTheme } from '@/lib/theme';

const noSubscription = () => () => {};

/**
 * Flips between light and dark (spec section 4) through next-themes, which follows the system while
 * the choice is `system` (lib/theme.ts flippedTheme: flipping to what the phone shows chooses it). The
 * server and hydration draw the light state; the browser's colour follows the theme shown. The icons
 * come from the server as children (ThemeIcons), so they cost the page's JavaScript nothing.
 */
export function ThemeToggle({ children }: { children?: ReactNode }) {
  const { resolvedTheme, systemTheme, setTheme } = useTheme();
  const t = useTranslations('common');
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const dark = mounted && resolvedTheme === 'dark';

  useEffect(() => {
    if (resolvedTheme !== 'dark' && resolvedTheme !== 'light') return;
    document.querySelectorAll('meta[name="theme-color"]').forEach((m) => m.setAttribute('content', THEME_COLORS[resolvedTheme]));
  }, [resolvedTheme]);

  const flip = () => {
    const choice = flippedTheme(dark ? 'dark' : 'light', systemTheme === 'dark');
    setTheme(choice);
    storeTheme(choice);
  };

  return (
    <button
      type="button"
      onClick={flip}
      data-theme-toggle
      // For the islands script (components/islands/header.ts), which keeps the toggle before the framework boots.
      data-label-to-light={t('toLightTheme')}
      data-label-to-dark={t('toDarkTheme')}
      // js-only: without JavaScript nothing could change the theme, so the button is not shown.
      className="js-only grid h-11 w-11 place-items-center rounded-full hover:bg-tint"
      aria-label={t(dark ? 'toLightTheme' : 'toDarkTheme')}
      aria-pressed={mounted ? dark : undefined}
    >
      {children}
    </button>
  );
}
