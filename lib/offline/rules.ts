/**
 * What the service worker may keep on the farmer's phone. Pure, so the worker
 * (lib/offline/worker.ts) and its tests share one answer. Only the public pages a farmer browses
 * are kept: never an account page, the checkout, an order, the back office, or anything the API
 * answers, and never a response that says it is private.
 */
import { LOCALES, localePath, otherLocale, splitLocale, type Locale } from '@/lib/i18n/locales';

/** The pages kept for offline use, in either language ("/sw/products/x" as "/products/x"). */
const PUBLIC_PAGES = [/^\/$/, /^\/products$/, /^\/products\/[a-z0-9-]+$/, /^\/about$/, /^\/contact$/, /^\/cart$/, /^\/offline$/];

/** Paths never served from a cache, whatever their response says. */
const NEVER = /^\/(api|\.netlify|__|_next\/data)(\/|$)/;

/** Where the worker is served (app/service-worker.js/route.ts), from the root so it may look after every page. */
export const WORKER_URL = '/service-worker.js';

/** The page shown for a page that is not kept, when there is no connection. */
export const OFFLINE_PAGES = { en: '/offline', sw: '/sw/offline' } as const;

/**
 * The pages fetched ahead, in the language the farmer reads, so they open offline though never
 * visited: the offline page, and the cart its "Open your cart" leads to. The cart lives in
 * the browser, so its page works without a connection; kept only as it was visited, "Open your cart"
 * brought the offline page back instead. The offline page in the other language comes too,
 * so a page asked for in that language (the language switch, offline) is answered in it.
 */
const KEPT_AHEAD = ['/offline', '/cart'] as const;

/** `offline` is followed by the shop's version: each version keeps its own offline pages. */
export const CACHE_NAMES = { pages: 'miche-pages', images: 'miche-images', assets: 'miche-assets', offline: 'miche-offline' } as const;

/** How much each runtime cache keeps, and for how long: a phone's storage is small too. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
  images: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
  assets: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/** A public page of the shop, kept as it is visited. */
export function isPublicPage(pathname: string): boolean {
  if (NEVER.test(pathname)) return false;
  const { path } = splitLocale(pathname);
  return PUBLIC_PAGES.some((page) => page.test(path));
}

/** The offline page in the language of the page asked for. */
export function offlinePageFor(pathname: string): string {
  return OFFLINE_PAGES[splitLocale(pathname).locale];
}

/**
 * What the worker fetches ahead for a farmer reading this page: the pages kept ahead, in its language,
 * then the offline page in the other language (a light page of about 11 KB gzip, once per
 * version of the shop, on the first visit; a repeat visit fetches nothing more).
 */
export function pagesKeptAhead(pathname: string): string[] {
  const { locale } = splitLocale(pathname);
  return [...KEPT_AHEAD.map((page) => localePath(locale, page)), OFFLINE_PAGES[otherLocale(locale)]];
}

/**
 * What answers a page the network could not bring and no cache of visited pages holds, first found
 * first: the page itself where it is kept ahead (the cart), else the offline page in its language,
 * else in the other (kept ahead too, but a fetch ahead may have failed: better the other language than
 * the browser's error page).
 */
export function offlineAnswersFor(pathname: string): string[] {
  const { locale, path } = splitLocale(pathname);
  const own = (KEPT_AHEAD as readonly string[]).includes(path) ? [localePath(locale, path)] : [];
  return [...own, OFFLINE_PAGES[locale], ...LOCALES.filter((l) => l !== locale).map((l) => OFFLINE_PAGES[l])];
}

/**
 * The kept pages the offline page lists for browsing, in its language: the home page, the products
 * page and each product (the home page too). A pattern, for the offline page's inline
 * script (components/offline/kept-pages-script.ts) runs from the cache with nothing imported.
 */
export function listedOnOfflinePage(locale: Locale): RegExp {
  const prefix = localePath(locale, '');
  return new RegExp(`^(?:${localePath(locale, '/')}|${prefix}(?:/lite)?/products(?:/[a-z0-9-]+)?)$`);
}

/** A product picture or illustration, or the shop's icons. */
export function isImage(pathname: string): boolean {
  return /^\/(images|icons)\//.test(pathname) || pathname === '/opengraph-image';
}

/** The framework's build files: named by their content, so kept until the cache's limit. */
export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith('/_next/static/');
}

/**
 * Whether a response may be kept: a full, successful answer that is not private. A response that sets
 * a session cookie cannot be seen from a worker (Set-Cookie is hidden from it), so the pages that set
 * one are kept out by path above, and the server marks them private as well.
 */
export function mayKeep(response: { status: number; type?: string; headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(control)) return false;
  return !response.headers.get('set-cookie');
}
