import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { localePath, stripLocale } from '@/lib/i18n/locales';

/**
 * This page's path as the farmer's address bar shows it ("/cart", "/sw/cart"). usePathname gives the
 * built route's ("/en/cart") while a static page renders on the server, and the address in the
 * browser; a return path or a language link must be the same in both.
 */
export function usePagePath(): string {
  return localePath(useLocale(), stripLocale(usePathname() ?? '/'));
}
