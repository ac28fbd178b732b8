/**
 * Issue 17: the service worker, on Serwist (its strategies, expiration and precache). Bundled by
 * scripts/service-worker.ts into lib/generated/service-worker.js and served at /service-worker.js.
 *
 * - The offline pages (both languages), the manifest and the icons are precached at install.
 * - Public pages are kept as they are visited (stale-while-revalidate: shown at once, refreshed in
 *   the background by a cheap conditional request); a page that is not kept, offline, is answered
 *   with the offline page in its language.
 * - Build files (named by content) come from the cache first; pictures stale-while-revalidate.
 * - Nothing else is touched: account pages, the checkout, orders, the back office and the API go to
 *   the network as if there were no worker (lib/offline/rules.ts says which is which).
 * - A new version waits until the farmer chooses to reload (components/offline/offline-kit.ts).
 */
/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { CACHE_LIMITS, CACHE_NAMES, OFFLINE_PAGES, isBuildAsset, isImage, isPublicPage, mayKeep, offlinePageFor } from './rules';

declare const self: ServiceWorkerGlobalScope & { __MICHE_PRECACHE: PrecacheEntry[] };

/** Only full, public answers go into a cache. */
const keepPublicOnly: SerwistPlugin = { cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null) };

const isPage = (request: Request) => request.mode === 'navigate';
const sameOrigin = (url: URL) => url.origin === self.location.origin;

const serwist = new Serwist({
  precacheEntries: self.__MICHE_PRECACHE,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => isPage(request) && sameOrigin(url) && isPublicPage(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: CACHE_NAMES.pages,
        // Next.js varies pages by its router's headers; a navigation never sends them.
        matchOptions: { ignoreVary: true },
        plugins: [keepPublicOnly, new ExpirationPlugin(CACHE_LIMITS.pages)],
      }),
    },
    // Every other page goes to the network; only when that fails does the offline page answer.
    { matcher: ({ request, url }) => isPage(request) && sameOrigin(url), handler: new NetworkOnly() },
    {
      matcher: ({ url }) => sameOrigin(url) && isBuildAsset(url.pathname),
      handler: new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [keepPublicOnly, new ExpirationPlugin(CACHE_LIMITS.assets)] }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && isImage(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: CACHE_NAMES.images, plugins: [keepPublicOnly, new ExpirationPlugin(CACHE_LIMITS.images)] }),
    },
  ],
  fallbacks: {
    entries: Object.values(OFFLINE_PAGES).map((url) => ({
      url,
      matcher: ({ request }) => request.mode === 'navigate' && offlinePageFor(new URL(request.url).pathname) === url,
    })),
  },
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; url?: string } | null;
  // The farmer chose "reload" on the new-version notice.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page that installed the worker came before it: keep it too, from the browser's cache if it can.
  if (data?.type === 'KEEP' && typeof data.url === 'string') {
    const url = new URL(data.url);
    if (sameOrigin(url) && isPublicPage(url.pathname))
      event.waitUntil(
        fetch(url.href, { cache: 'force-cache', credentials: 'same-origin' }).then(async (response) => {
          if (mayKeep(response)) await (await caches.open(CACHE_NAMES.pages)).put(url.href, response);
        }),
      );
  }
});

serwist.addEventListeners();
