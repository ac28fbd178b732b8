import { SERVICE_WORKER } from '@/lib/generated/service-worker';

export const dynamic = 'force-static';

/**
 * The service worker (lib/offline/worker.ts, bundled by scripts/service-worker.ts). Served
 * from the root so it may look after every page; always checked with the server, so a new version
 * is found on the next visit.
 */
export function GET(): Response {
  return new Response(SERVICE_WORKER, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'service-worker-allowed': '/' },
  });
}
