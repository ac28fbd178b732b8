/**
 * The check `npm run build` runs after `next build` (scripts/light-page-check.ts), over a stand-in
 * for a build's prerendered pages written here in Next.js's shape: a build whose public pages the
 * reshaping knows passes, and one changed as a Next.js upgrade could change it is reported page by
 * page (in CI that fails the build). e2e/light-page-contract.spec.ts runs the same over a real build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXPECTED_PAGES, checkBuild } from '@/scripts/light-page-contract';
import { pageCacheTag } from '@/lib/light-page/public-pages';

const BUILD = 'B7build';
const flight = `1:"$Sreact.fragment"\n0:{"P":null,"b":"${BUILD}","c":["",""]}\n`;
const block = JSON.stringify({ src: '/islands.js?v=abc', css: '/site.css?v=def', words: {} });
const html =
  `<!DOCTYPE html><html><head><style id="site-css">.flex{display:flex}</style></head><body class="flex">` +
  `<script type="application/json" id="miche-islands">${block}</script><script src="/_next/static/chunks/a.js" async=""></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push(${JSON.stringify([1, flight])})</script></body></html>`;

/** Where Next.js writes a page's files: /about as en/about.*, / as en.*, /sw/about as sw/about.*. */
const fileOf = (page: string) => (page.startsWith('/sw') ? `sw${page.slice(3)}` : page === '/' ? 'en' : `en${page}`);

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'miche-build-'));
  writeFileSync(path.join(dist, 'BUILD_ID'), BUILD);
  for (const page of EXPECTED_PAGES) {
    const base = path.join(dist, 'server', 'app', fileOf(page));
    mkdirSync(path.dirname(base), { recursive: true });
    writeFileSync(`${base}.html`, html);
    writeFileSync(`${base}.rsc`, flight);
    writeFileSync(`${base}.meta`, JSON.stringify({ headers: { 'x-next-cache-tags': `_N_T_/layout,${pageCacheTag(page)}` } }));
  }
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

it('passes a build whose public pages the reshaping knows, and times the step on the largest', async () => {
  const report = await checkBuild(dist);
  expect(report.problems).toEqual([]);
  expect(report.pages).toBe(EXPECTED_PAGES.length);
  expect(report.largest?.ms).toBeLessThan(50);
});

it('reports each page a Next.js upgrade changed, and a page the build lacks', async () => {
  const about = path.join(dist, 'server', 'app', 'en', 'about.html');
  writeFileSync(about, readFileSync(about, 'utf8').replace('</body>', '<script>$RC("B:0","S:0")</script></body>'));
  rmSync(path.join(dist, 'server', 'app', 'sw', 'cart.html'));
  const report = await checkBuild(dist);
  expect(report.problems).toEqual([
    "/sw/cart: not among the build's prerendered public pages",
    '/about (light): not the shape the reshaping knows, so it would be served as Next.js drew it',
    '/about (saver): not the shape the reshaping knows, so it would be served as Next.js drew it',
  ]);
});

it('reports a missing build rather than passing', async () => {
  rmSync(path.join(dist, 'BUILD_ID'));
  expect((await checkBuild(dist)).problems).toEqual([`no build in ${dist} (no BUILD_ID)`]);
});
