/**
 * The shop's languages. English keeps the spec's paths (/, /products, /login...);
 * Kiswahili lives under /sw. Pure: used by pages, components, the proxy and next.config's rewrites.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a choice of language (next-intl's name for it). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * The request header next-intl falls back on when a server component reads the language before the
 * page has named it (setRequestLocale): its own middleware's header, set here by proxy.ts from the path.
 */
export const LOCALE_HEADER = 'x-next-intl-locale';

/** How each language formats money and dates: Kenya's English and Kenya's Kiswahili. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-KE', sw: 'sw-KE' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A path of the shop in a language: "/about" stays "/about" in English and is "/sw/about" in Kiswahili. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The language a visible path is in, and the path as English would have it ("/sw/about" → sw, "/about"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The language the switch offers: the shop has two. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'sw' ? 'en' : 'sw';
}

/** A path without its language prefix, whichever it has ("/en/about" and "/sw/about" → "/about"). */
export function stripLocale(pathname: string): string {
  for (const locale of LOCALES) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

/** A shop path taken to a language where one is known ("/sw/orders" in English is "/orders"); else left as it is. */
export function inLanguage(path: string, locale: Locale | null | undefined): string {
  return locale ? localePath(locale, stripLocale(path)) : path;
}
