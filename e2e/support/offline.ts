import { expect, type Page } from '@playwright/test';

/** The pages the worker keeps: visited public pages, and the offline pages (and cart) kept ahead by language. */
export function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return [];
    const names = (await caches.keys()).filter((n) => n === 'miche-pages' || n.startsWith('miche-offline-'));
    const requests = (await Promise.all(names.map(async (n) => (await caches.open(n)).keys()))).flat();
    return requests.map((r) => new URL(r.url).pathname);
  });
}

/** The worker controls the page and keeps at least these pages. */
export async function workerKeeps(page: Page, paths: string[]): Promise<void> {
  await expect.poll(() => keptPaths(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(paths));
}
