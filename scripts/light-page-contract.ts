/**
 * The contract with Next.js, read from a real build: the light-page reshaping (lib/light-page/
 * reshape.ts) reads Next.js's output, so it is held to what a build wrote, not to hand-written pages.
 * `npm run build` runs it right after `next build` (scripts/light-page-check.ts), and the journeys'
 * contract test (e2e/light-page-contract.spec.ts) reads the build with the same helpers.
 * It says what is wrong instead of throwing, so the build can list every broken page at once.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FRAMEWORK_LIST_ID, flightBuildId } from '../lib/light-page/contract.ts';
import { isPublicPage, pageCacheTag } from '../lib/light-page/public-pages.ts';
import { lightPage } from '../lib/light-page/reshape.ts';
import { lightPageResponse } from '../lib/light-page/respond.ts';

/** Pages a build must have prerendered: if one is missing, the walk below is reading the wrong place. */
export const EXPECTED_PAGES = ['/', '/products', '/products/tomato-anna-f1', '/about', '/contact', '/cart', '/offline', '/sw', '/sw/products', '/sw/cart'];

/** Netlify's edge allows an edge function 50 ms of CPU per request; the step must leave room in it. */
export const STEP_BUDGET_MS = 50;

export interface BuiltPage {
  /** The path a farmer opens: en/about.html is /about, sw/about.html /sw/about. */
  visible: string;
  file: string;
}

/** Where a build (`distDir`) keeps its prerendered pages. */
export const appDir = (dist: string) => path.join(dist, 'server', 'app');

export const buildIdOf = (dist: string) => readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim();

/** Every public page the build prerendered, by the path a farmer opens. */
export function prerenderedPages(dist: string): BuiltPage[] {
  const app = appDir(dist);
  const pages: BuiltPage[] = [];
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
export function inlineFlight(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g)].map((m) => (JSON.parse(m[1]!) as [1, string])[1]).join('');
}

/** A real page changed as a Next.js upgrade or the host could change it: each must be served as drawn. */
export function changedPages(html: string): Record<string, string> {
  const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">/.exec(html)?.[1];
  return {
    // No chunk to change: the page as it is, which the callers report as not changed.
    'skew protection on the chunks': chunk ? html.replace(`${chunk}"`, `${chunk}?dpl=dpl_1"`) : html,
    'an asset prefix': html.replaceAll('src="/_next/', 'src="https://cdn.example/_next/'),
    "React's data without its build": html.replace(/\\"b\\":\\"[^\\]+\\"/, '\\"b\\":null'),
    "React's data as form state": html.replace('</body>', '<script>self.__next_f.push([2,"x"])</script></body>'),
    'a streamed part': html.replace('</body>', '<script>$RC("B:0","S:0")</script></body>'),
  };
}

/** What is wrong with one prerendered page, as a light page would be made from it. */
function pageProblems({ visible: page, file }: BuiltPage, html: string, build: string): string[] {
  const problems: string[] = [];
  for (const variant of ['light', 'saver'] as const) {
    let light: string | null;
    try {
      light = lightPage(html, variant);
    } catch (error) {
      problems.push(`${page} (${variant}): the reshaping failed: ${String(error)}`);
      continue;
    }
    if (light === null) problems.push(`${page} (${variant}): not the shape the reshaping knows, so it would be served as Next.js drew it`);
    else {
      if (/<script src="\/_next\//.test(light)) problems.push(`${page} (${variant}): a framework script is still loaded`);
      if (light.includes('__next_f')) problems.push(`${page} (${variant}): React's data is still inline`);
      if (!light.includes(`id="${FRAMEWORK_LIST_ID}" data-build="${build}"`))
        problems.push(`${page} (${variant}): the framework list does not name build ${build}`);
    }
  }
  // The boot's data: the page's RSC answer is what the page carried inline.
  const rsc = file.replace(/\.html$/, '.rsc');
  const flight = inlineFlight(html);
  if (!existsSync(rsc) || readFileSync(rsc, 'utf8') !== flight) problems.push(`${page}: its RSC answer is not the data it carries inline`);
  if (flightBuildId(flight) !== build) problems.push(`${page}: React's data names build ${flightBuildId(flight)}, not ${build}`);
  // The tag a light page carries is one Next.js gives the page: revalidatePath purges both.
  const metaFile = file.replace(/\.html$/, '.meta');
  const meta = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, 'utf8')) as { headers?: Record<string, string> }) : {};
  const tags = (meta.headers?.['x-next-cache-tags'] ?? '').split(',');
  if (!tags.includes(pageCacheTag(page))) problems.push(`${page}: Next.js does not tag it ${pageCacheTag(page)} (it has ${tags.join(', ') || 'none'})`);
  return problems;
}

/** The step's time on a page, the best of a few runs (a busy machine only ever adds to it). */
async function stepMs(html: string, pathname: string): Promise<number> {
  const request = new Request(`https://miche.example${pathname}`, { headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const answer = await lightPageResponse(request, async () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    await answer.text();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export interface ContractReport {
  pages: number;
  problems: string[];
  /** The largest public page the step makes light, and the step's time on it. */
  largest: { page: string; kb: number; ms: number } | null;
}

/** Checks a build (`dist`, its distDir) against the light page's expectations. */
export async function checkBuild(dist: string): Promise<ContractReport> {
  if (!existsSync(path.join(dist, 'BUILD_ID'))) return { pages: 0, problems: [`no build in ${dist} (no BUILD_ID)`], largest: null };
  const build = buildIdOf(dist);
  const pages = prerenderedPages(dist);
  const visible = pages.map((p) => p.visible);
  const problems = EXPECTED_PAGES.filter((page) => !visible.includes(page)).map((page) => `${page}: not among the build's prerendered public pages`);
  // The largest page the step makes light is the one its time is measured on.
  let biggest: (BuiltPage & { html: string }) | undefined;
  for (const page of pages) {
    const html = readFileSync(page.file, 'utf8');
    const found = pageProblems(page, html, build);
    problems.push(...found);
    if (found.length === 0 && html.length > (biggest?.html.length ?? 0)) biggest = { ...page, html };
  }

  const products = pages.find((p) => p.visible === '/products');
  if (products) {
    const html = readFileSync(products.file, 'utf8');
    for (const [what, changed] of Object.entries(changedPages(html))) {
      if (changed === html) problems.push(`/products: could not make it changed by ${what}`);
      else if (lightPage(changed, 'light') !== null) problems.push(`/products changed by ${what} would still be made light`);
    }
  }

  let largest: ContractReport['largest'] = null;
  if (biggest) {
    const ms = await stepMs(biggest.html, biggest.visible);
    largest = { page: biggest.visible, kb: Math.round(Buffer.byteLength(biggest.html) / 1024), ms: Math.round(ms * 10) / 10 };
    if (ms > STEP_BUDGET_MS) problems.push(`${biggest.visible}: the step took ${largest.ms} ms, over the ${STEP_BUDGET_MS} ms an edge function may spend`);
  }
  return { pages: pages.length, problems, largest };
}
