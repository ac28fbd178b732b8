/**
 * Issue 17, data saver: which pages have a light version and where it lives. A light page is the
 * same page's HTML without the framework's scripts or the product pictures (app/[locale]/lite), at
 * /lite/… in English and /sw/lite/… in Kiswahili; the pages that need the full shop (cart, checkout,
 * accounts) have none. Pure: the proxy, the light-page route, the switch and the worker share it.
 */
import { localePath, splitLocale } from '@/lib/i18n/locales';

/** The cookie that remembers the farmer's choice: `on` or `off`; without it, the browser's Save-Data decides. */
export const DATA_SAVER_COOKIE = 'data-saver';

const LITE = '/lite';
/** The pages a farmer browses: home, the list, its no-JavaScript search, and each product. */
const LIGHT_PAGES = [/^\/$/, /^\/products$/, /^\/products\/search$/, /^\/products\/[a-z0-9-]{1,80}$/];

const hasLightVersion = (path: string) => LIGHT_PAGES.some((page) => page.test(path));

/** The light version of a full page's path ("/sw/products" → "/sw/lite/products"), or null when it has none. */
export function lightPathFor(pathname: string): string | null {
  const { locale, path } = splitLocale(pathname);
  if (!hasLightVersion(path)) return null;
  return localePath(locale, path === '/' ? LITE : `${LITE}${path}`);
}

/** The full page a light path stands for ("/sw/lite/products" → "/sw/products"), or null when it is not one. */
export function fullPathFor(pathname: string): string | null {
  const { locale, path } = splitLocale(pathname);
  if (path !== LITE && !path.startsWith(`${LITE}/`)) return null;
  const full = path.slice(LITE.length) || '/';
  return hasLightVersion(full) ? localePath(locale, full) : null;
}

/** Whether a visit gets the light pages: the farmer's own choice first, else the browser's `Save-Data: on`. */
export function wantsLightPages(cookie: string | undefined, saveData: string | null): boolean {
  if (cookie === 'on') return true;
  if (cookie === 'off') return false;
  return saveData?.trim().toLowerCase() === 'on';
}

/**
 * Where the switch sends the farmer back to: the page they were on (from the Referer, this site only,
 * never another), in the version just chosen; the home page when that is unknown.
 */
export function pageAfterSwitch(referer: string | null, host: string | null, light: boolean): string {
  let from: URL | null = null;
  try {
    from = referer ? new URL(referer) : null;
  } catch {
    from = null;
  }
  if (!from || !host || from.host !== host) return light ? LITE : '/';
  // "//elsewhere" would be read as another site's address.
  const full = fullPathFor(from.pathname) ?? from.pathname.replace(/^\/+/, '/');
  const target = light ? (lightPathFor(full) ?? full) : full;
  return `${target}${from.search}`;
}
