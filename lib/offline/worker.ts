/**
 * The service worker, on Serwist (its router, strategies and expiration). Bundled by
 * scripts/service-worker.ts into lib/generated/service-worker.js and served at /service-worker.js.
 *
 * - The offline page and the cart page are fetched ahead, in the language of the pages the farmer
 *   reads (each page tells the worker: components/offline/offline-kit.ts), and the offline page in
 *   the other language too, so a page is answered in the language it was asked in. They
 *   are kept per version of the shop (`__MICHE_REVISION`), so an update brings the new ones; and the
 *   offline page's "Open your cart" opens the cart, connection or not.
 * - Public pages are kept as they are visited (stale-while-revalidate: shown at once, refreshed in
 *   the background by a cheap conditional request); a page that is not kept, offline, is answered
 *   with its copy fetched ahead (the cart), else the offline page in its language.
 * - Build files (named by content) come from the cache first; pictures stale-while-revalidate.
 * - Nothing else is touched: account pages, the checkout, orders, the back office and the API go to
 *   the network as if there were no worker (lib/offline/rules.ts says which is which).
 * - A new version waits until the farmer chooses to reload.
 */
/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, StaleWhileRevalidate, type SerwistPlugin } from 'serwist';
import { DATA_SAVER_SWITCH } from '../light-page/data-saver';
import { CACHE_LIMITS, CACHE_NAMES, isBuildAsset, isImage, isPublicPage, mayKeep, offlineAnswersFor, pagesKeptAhead } from './rules';

declare const self: ServiceWorkerGlobalScope & { __MICHE_REVISION: string };

const OFFLINE_CACHE = `${CACHE_NAMES.offline}-${self.__MICHE_REVISION}`;
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPage = (request: Request) => request.mode === 'navigate';

/** Only full, public answers go into a cache. */
const keepPublicOnly: SerwistPlugin = { cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null) };

/**
 * A page the network could not bring: the page itself where it is kept ahead (the cart), else the
 * offline page in its language, or else in the other.
 */
const offlineAnswer: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(OFFLINE_CACHE);
    for (const page of offlineAnswersFor(new URL(request.url).pathname)) {
      const answer = await cache.match(page);
      if (answer) return answer;
    }
    return undefined;
  },
};

const serwist = new Serwist({
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => isPage(request) && sameOrigin(url) && isPublicPage(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: CACHE_NAMES.pages,
        // Next.js varies pages by its router's headers; a navigation never sends them.
        matchOptions: { ignoreVary: true },
        plugins: [keepPublicOnly, new ExpirationPlugin(CACHE_LIMITS.pages), offlineAnswer],
      }),
    },
    // Every other page goes to the network; only when that fails does the offline page answer.
    { matcher: ({ request, url }) => isPage(request) && sameOrigin(url), handler: new NetworkOnly({ plugins: [offlineAnswer] }) },
    {
      matcher: ({ url }) => sameOrigin(url) && isBuildAsset(url.pathname),
      handler: new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [keepPublicOnly, new ExpirationPlugin(CACHE_LIMITS.assets)] }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && isImage(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: CACHE_NAMES.images, plugins: [keepPublicOnly, new ExpirationPlugin(CACHE_LIMITS.images)] }),
    },
  ],
});

/**
 * Puts a public page into a cache unless it is there. `force-cache`: the page just shown, from the
 * browser's own cache (no second download); `no-cache`: the offline page of a new version, checked
 * with the server (a 304 when it has not changed), never an old copy.
 */
async function keep(cacheName: string, href: string, mode: 'force-cache' | 'no-cache') {
  const cache = await caches.open(cacheName);
  if (await cache.match(href, { ignoreVary: true })) return;
  // Asked as a browser opens a page, so it comes as the farmer would get it: light for a visitor.
  const response = await fetch(href, { cache: mode, credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (mayKeep(response)) await cache.put(href, response);
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; url?: string } | null;
  // The farmer chose "reload" on the new-version notice.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type !== 'VISIT' || typeof data.url !== 'string') return;
  const url = new URL(data.url);
  if (!sameOrigin(url)) return;
  // The offline page and the cart, in this page's language, and the other language's offline page,
  // once per version of the shop.
  const tasks = pagesKeptAhead(url.pathname).map((page) => keep(OFFLINE_CACHE, new URL(page, url).href, 'no-cache'));
  // A page the worker did not serve (the one that installed it, or one opened before it took charge of
  // the tab) is kept too: asking whether it was served is racy, and keep() skips a page already kept.
  if (isPublicPage(url.pathname)) tasks.push(keep(CACHE_NAMES.pages, url.href, 'force-cache'));
  event.waitUntil(Promise.all(tasks).catch(() => undefined));
});

// The data saver switched (a plain form posted through here): the pages kept were the other version of
// each page, served at the same address, so they go; they are kept again, in this version,
// as they are opened.
self.addEventListener('fetch', (event: FetchEvent) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || !sameOrigin(url) || url.pathname !== DATA_SAVER_SWITCH) return;
  // Let go first, then send: the page the switch leads back to must not find the other version.
  event.respondWith(caches.delete(CACHE_NAMES.pages).then(() => fetch(event.request)));
});

// A new version's offline pages replace the old ones.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(`${CACHE_NAMES.offline}-`) && n !== OFFLINE_CACHE).map((n) => caches.delete(n)))),
  );
});

serwist.addEventListeners();
