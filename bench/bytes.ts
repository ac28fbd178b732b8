/**
 * What a visit costs a farmer in data. Debian's Chromium loads each page through a
 * counting proxy in front of the shop, so every byte the phone sends or receives is counted (HTTP
 * as served, gzip where the server compresses; TCP and TLS overheads are not), service worker
 * traffic included: a first visit (a fresh browser profile, with the worker installing and
 * precaching), then a repeat visit in the same profile with the worker warm; then the same two in
 * data-saver mode (a fresh profile whose browser sends `Save-Data: on`, so the light page: no worker
 * is installed by it, the repeat visit is the browser's own cache). Priced at Safaricom's
 * out-of-bundle data rate (OUT_OF_BUNDLE_KES_PER_MB; its source in docs/tests-and-benchmarks.md).
 */
import net from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from './chromium';

/** Safaricom, out-of-bundle data with tax, from 7 July 2021 (safaricom.co.ke FAQ 826). 1 MB = 2^20 bytes. */
export const OUT_OF_BUNDLE_KES_PER_MB = 4.87;
/** The offline work's goal for a repeat visit with the worker warm. */
export const REPEAT_VISIT_BUDGET_BYTES = 10_000;
/** The data saver's goal for a first visit in data-saver mode, as a share of the normal first visit. */
export const DATA_SAVER_SHARE_BUDGET = 0.6;

export const BYTE_PAGES = ['/', '/products', '/products/tomato-anna-f1'] as const;

export interface VisitBytes {
  path: string;
  firstBytes: number;
  repeatBytes: number;
  firstKes: number;
  repeatKes: number;
  repeatPass: boolean;
  saverFirstBytes: number;
  saverRepeatBytes: number;
  saverFirstKes: number;
  /** The data-saver first visit within DATA_SAVER_SHARE_BUDGET of the normal first visit. */
  saverPass: boolean;
}

const kes = (bytes: number) => Number(((bytes / 2 ** 20) * OUT_OF_BUNDLE_KES_PER_MB).toFixed(3));

/** A TCP proxy to the shop that counts the bytes both ways. */
async function countingProxy(target: URL) {
  let bytes = 0;
  let lastTraffic = Date.now();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        lastTraffic = Date.now();
        to.write(chunk);
      });
      from.on('end', () => to.end());
      from.on('error', () => to.destroy());
      from.on('close', () => sockets.delete(from));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
    /** Resolves once nothing has moved for `quietMs` (the worker's background work included). */
    async quiet(quietMs = 1500) {
      while (Date.now() - lastTraffic < quietMs) await new Promise((r) => setTimeout(r, 200));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The worker controls the page and keeps it (so a repeat visit can be answered from the phone). */
async function workerKeeps(page: Page, path: string) {
  await page.waitForFunction(
    async (wanted) => {
      if (!navigator.serviceWorker.controller) return false;
      const kept = await (await caches.open('miche-pages')).keys();
      return kept.some((r) => new URL(r.url).pathname === wanted);
    },
    path,
    { timeout: 30_000, polling: 250 },
  );
}

export async function measureBytes(origin: string, options: { chromiumPath: string; log: (m: string) => void }): Promise<VisitBytes[]> {
  const proxy = await countingProxy(new URL(origin));
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: options.chromiumPath, args: QUIET_CHROMIUM_FLAGS });
    const results: VisitBytes[] = [];
    const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
    /** A first visit and a repeat visit in one fresh profile; `ready` waits for what the first leaves behind. */
    const twoVisits = async (path: string, extraHTTPHeaders: Record<string, string>, ready: (page: Page) => Promise<void>) => {
      const context = await browser!.newContext({ ...phone, extraHTTPHeaders });
      const page = await context.newPage();
      await proxy.quiet(300);
      proxy.take();
      await page.goto(`${proxy.origin}${path}`, { waitUntil: 'load' });
      await ready(page);
      await proxy.quiet();
      const first = proxy.take();
      await page.goto(`${proxy.origin}${path}`, { waitUntil: 'load' });
      await proxy.quiet();
      const repeat = proxy.take();
      await context.close();
      return [first, repeat] as const;
    };
    for (const path of BYTE_PAGES) {
      const [firstBytes, repeatBytes] = await twoVisits(path, {}, (page) => workerKeeps(page, path));
      const [saverFirstBytes, saverRepeatBytes] = await twoVisits(path, { 'Save-Data': 'on' }, async () => undefined);
      options.log(`bytes ${path}: first visit ${firstBytes}, repeat visit ${repeatBytes}; data saver ${saverFirstBytes}, then ${saverRepeatBytes}`);
      results.push({
        path,
        firstBytes,
        repeatBytes,
        firstKes: kes(firstBytes),
        repeatKes: kes(repeatBytes),
        repeatPass: repeatBytes <= REPEAT_VISIT_BUDGET_BYTES,
        saverFirstBytes,
        saverRepeatBytes,
        saverFirstKes: kes(saverFirstBytes),
        saverPass: saverFirstBytes <= DATA_SAVER_SHARE_BUDGET * firstBytes,
      });
    }
    return results;
  } finally {
    await browser?.close();
    await proxy.close();
  }
}
