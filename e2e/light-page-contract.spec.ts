/**
 * Issue 26, the contract with Next.js: the light-page reshaping (lib/light-page/reshape.ts) reads
 * Next.js's output, so it is held to a real build's, the one these journeys serve (MICHE_DIST_DIR),
 * not to hand-written pages. Every public page the build prerendered, in both languages, is one the
 * reshaping knows; React's data inline is byte for byte the page's RSC answer the boot fetches; the
 * build id it names is the build's; the cache tag a light page carries is one Next.js gives the page.
 * And a real page changed as an upgrade or the host could change it is served as Next.js drew it.
 * If Next.js, React or the Netlify plugin change what they write, this fails (they are pinned).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FRAMEWORK_LIST_ID, flightBuildId } from '../lib/light-page/contract';
import { isPublicPage, pageCacheTag } from '../lib/light-page/public-pages';
import { lightPage } from '../lib/light-page/reshape';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'the build, not a layout'));

const dist = path.join(process.cwd(), process.env.MICHE_DIST_DIR ?? '.next-e2e');
const app = path.join(dist, 'server', 'app');
const buildId = () => readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim();

/** Every prerendered page of the build, by the path a farmer opens (en/about.html → /about). */
function prerenderedPages(): Array<{ visible: string; file: string }> {
  const pages: Array<{ visible: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const route = `/${path.relative(app, full).replace(/\.html$/, '')}`;
        const [, locale, rest = ''] = /^\/(en|sw)(\/.*)?$/.exec(route) ?? [];
        if (locale) pages.push({ visible: locale === 'en' ? rest || '/' : `/sw${rest}`, file: full });
      }
    }
  };
  walk(app);
  return pages.filter((p) => isPublicPage(p.visible));
}

/** React's data as the page carries it inline: the text of its `self.__next_f.push([1, …])` scripts. */
function inlineFlight(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g)].map((m) => (JSON.parse(m[1]!) as [1, string])[1]).join('');
}

test('every public page the build prerendered is one the reshaping knows, in both languages', () => {
  const pages = prerenderedPages();
  const visible = pages.map((p) => p.visible);
  for (const expected of ['/', '/products', '/products/tomato-anna-f1', '/about', '/contact', '/cart', '/offline', '/sw', '/sw/products', '/sw/cart']) {
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
  const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">/.exec(html)![1]!;
  const changed = {
    'skew protection on the chunks': html.replace(`${chunk}"`, `${chunk}?dpl=dpl_1"`),
    'an asset prefix': html.replaceAll('src="/_next/', 'src="https://cdn.example/_next/'),
    "React's data without its build": html.replace(/\\"b\\":\\"[^\\]+\\"/, '\\"b\\":null'),
    "React's data as form state": html.replace('</body>', '<script>self.__next_f.push([2,"x"])</script></body>'),
    'a streamed part': html.replace('</body>', '<script>$RC("B:0","S:0")</script></body>'),
  };
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
