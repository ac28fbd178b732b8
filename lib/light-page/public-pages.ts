/**
 * The public pages a farmer opens: home, the list and its no-JavaScript search, each
 * product, About, Contact, the cart page and the offline page, in both languages. Next.js renders them
 * ahead of any request and the host's cache keeps them; a first visit gets them light (reshape.ts).
 * Pure: the local server, the Netlify edge function and the tests share it.
 */
import { splitLocale } from '../i18n/locales.ts';

const PUBLIC_PAGES = [/^\/$/, /^\/products$/, /^\/products\/[a-z0-9-]{1,80}$/, /^\/about$/, /^\/contact$/, /^\/cart$/, /^\/offline$/];

/**
 * Whether a visible path ("/sw/about") is a public page that may be served light. Not the search
 * (`/products/search`): its answer differs for every query, and no cache could keep it.
 */
export function isPublicPage(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return path !== '/products/search' && PUBLIC_PAGES.some((page) => page.test(path));
}

/**
 * The tag Next.js gives a page's cache entry for its path (`revalidatePath('/sw/products')` expires
 * `_N_T_/sw/products`; English pages live under /en). A light page carries it too, so the same staff
 * edit purges both from Netlify's cache. The `_N_T_` prefix is Next.js's own (its implicit tags): the
 * light-page contract test reads it back from a real build's cache entries.
 */
export function pageCacheTag(pathname: string): string {
  const { locale, path } = splitLocale(pathname);
  return `_N_T_/${locale}${path === '/' ? '' : path}`;
}
