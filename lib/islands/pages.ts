/**
 * Issue 14: the public pages a farmer opens are served as their HTML with the framework held back
 * (lib/islands/hold-framework.ts): plain DOM islands answer the taps every visitor makes, and the
 * framework boots only when something needs it. Which pages, and where that version is served from.
 * Pure: the proxy, the route that serves them and the tests share it.
 */
import { splitLocale } from '@/lib/i18n/locales';

/** The internal route that serves a page with its framework on demand (app/[locale]/islands). */
export const ISLANDS_ROUTE = '/islands';

/**
 * Sent by that route when it asks the server for the page itself, so the proxy lets the request
 * through instead of sending it back to the route.
 */
export const FULL_PAGE_HEADER = 'x-miche-full-page';

/** Sent by the islands script when it boots the framework and asks for the page's data for React. */
export const PAGE_DATA_HEADER = 'x-miche-page-data';

/**
 * Home, the list and its no-JavaScript search, each product, About, Contact, the cart page, and the
 * offline page (the service worker keeps it for when there is no connection, and the framework's
 * scripts with it would cost every farmer's data; the islands keep its header and cart working).
 */
const PUBLIC_PAGES = [/^\/$/, /^\/products$/, /^\/products\/search$/, /^\/products\/[a-z0-9-]{1,80}$/, /^\/about$/, /^\/contact$/, /^\/cart$/, /^\/offline$/];

/**
 * Sign-in, registration and the account's pages: rendered per request (their own nonce), with their
 * data for React kept in the page, and the framework booted at the farmer's first touch, key or
 * focus (lib/islands/intent.ts `bootOnFirstIntent`). Checkout and the back office keep theirs.
 */
const ACCOUNT_PAGES = [/^\/login$/, /^\/register$/, /^\/dashboard$/, /^\/wallet$/, /^\/orders$/, /^\/order-confirmation\/[0-9a-f-]{36}$/];

/** Whether a visible path ("/sw/about") is a public page that is served with its framework on demand. */
export function isIslandsPage(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return PUBLIC_PAGES.some((page) => page.test(path));
}

/** Whether a visible path ("/sw/wallet") is an account page served with its framework on demand. */
export function isAccountIslandsPage(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return ACCOUNT_PAGES.some((page) => page.test(path));
}

/** The internal path that serves such a page ("/sw/about" → "/sw/islands/about"; "/" → "/en/islands"). */
export function islandsRouteFor(pathname: string): string {
  const { locale, path } = splitLocale(pathname);
  const inner = path === '/' ? ISLANDS_ROUTE : `${ISLANDS_ROUTE}${path}`;
  return `/${locale}${inner}`;
}
