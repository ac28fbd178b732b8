/**
 * The contract with Next.js: the light-page reshaping (lib/light-page/reshape.ts) reads
 * Next.js's output, so it is held to a real build's, the one these journeys serve (MICHE_DIST_DIR),
 * not to hand-written pages. Every public page the build prerendered, in both languages, is one the
 * reshaping knows; React's data inline is byte for byte the page's RSC answer the boot fetches; the
 * build id it names is the build's; the cache tag a light page carries is one Next.js gives the page.
 * And a real page changed as an upgrade or the host could change it is served as Next.js drew it.
 * If Next.js, React or the Netlify plugin change what they write, this fails (they are pinned).
 * `npm run build` checks its own build the same way (scripts/light-page-check.ts), with these helpers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FRAMEWORK_LIST_ID, flightBuildId } from '../lib/light-page/contract';
import { pageCacheTag } from '../lib/light-page/public-pages';
import { lightPage } from '../lib/light-page/reshape';
import { EXPECTED_PAGES, appDir, buildIdOf, changedPages, inlineFlight, prerenderedPages as builtPages } from '../scripts/light-page-contract';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'the build, not a layout'));

const dist = path.join(process.cwd(), process.env.MICHE_DIST_DIR ?? '.next-e2e');
const app = appDir(dist);
const buildId = () => buildIdOf(dist);

/** Every prerendered page of the build, by the path a farmer opens (en/about.html → /about). */
const prerenderedPages = () => builtPages(dist);

test('every public page the build prerendered is one the reshaping knows, in both languages', () => {
  const pages = prerenderedPages();
  const visible = pages.map((p) => p.visible);
  for (const expected of EXPECTED_PAGES) {
    expect(visible).toContain(expected);
  }
  for (const { visible: page, file } of pages) {
    const html = readFileSync(file, 'utf8');
    for (const variant of ['light', 'saver'] as const) {
      const light = lightPage(html, variant);
      expect({ page, variant, known: light !== null }).toEqual({ page, variant, known: true });
      expect(light).not.toMatch(/<script src="\/_next\//);
      expect(light).not.toContain('__next_f');
      expect(light).toContain(`id="${FRAMEWORK_LIST_ID}" data-build="${buildId()}"`);
    }
    // The boot's data: the page's RSC answer is what the page carried inline.
    const rsc = file.replace(/\.html$/, '.rsc');
    expect({ page, same: existsSync(rsc) && readFileSync(rsc, 'utf8') === inlineFlight(html) }).toEqual({ page, same: true });
    expect(flightBuildId(inlineFlight(html))).toBe(buildId());
    // The tag a light page carries is one Next.js gives the page: revalidatePath purges both.
    const meta = JSON.parse(readFileSync(file.replace(/\.html$/, '.meta'), 'utf8')) as { headers?: Record<string, string> };
    expect({ page, tags: (meta.headers?.['x-next-cache-tags'] ?? '').split(',') }).toEqual({ page, tags: expect.arrayContaining([pageCacheTag(page)]) });
  }
});

test('a real page changed as an upgrade or the host could change it is served as Next.js drew it', () => {
  const html = readFileSync(path.join(app, 'en', 'products.html'), 'utf8');
  expect(lightPage(html, 'light')).not.toBeNull();
  const changed = changedPages(html);
  for (const [what, page] of Object.entries(changed)) {
    expect({ what, served: page === html ? 'unchanged' : lightPage(page, 'light') }).toEqual({ what, served: null });
  }
});

test("the served light page names the build, and the page's RSC answer the boot fetches is the page's own data", async ({ page, baseURL }) => {
  const served = await (await page.request.get('/products', { headers: { accept: 'text/html' } })).text();
  expect(served).toContain(`data-build="${buildId()}"`);
  const whole = await (await page.request.get('/products', { headers: { accept: 'text/html', cookie: 'miche_signed_in=1' } })).text();
  const rsc = await page.request.get('/products?_rsc=', { headers: { RSC: '1' } });
  expect(rsc.headers()['content-type']).toContain('text/x-component');
  expect(await rsc.text()).toBe(inlineFlight(whole));
  expect(baseURL).toBeTruthy();
});
