/**
 * One Lighthouse run: the default mobile configuration with its default (simulated) throttling,
 * performance category only, in a fresh Chromium.
 */
import { writeFileSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { launchChromium } from './chromium';

export interface LighthouseFigures {
  /** Performance score, 0 to 100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every response of the page load, images included (the total-byte-weight audit). */
  transferBytes: number;
  /**
   * Lighthouse's measure of how fast the CPU was during this run (higher is faster). Not a page figure:
   * a run with a low index ran on a busy machine, which explains a high TBT or a low score.
   */
  benchmarkIndex: number;
  /** Where the main thread's time went: Lighthouse's groups (script evaluation, style and layout...), ms. */
  mainThread: Record<string, number>;
  /** Each script's main-thread time (bootup-time audit): total and its part spent evaluating, ms. */
  scripts: Array<{ url: string; totalMs: number; scriptingMs: number; parseMs: number }>;
  /** Tasks over 50 ms, with the script Lighthouse blames. */
  longTasks: Array<{ url: string; durationMs: number }>;
}

type Items = Array<Record<string, unknown>>;
const items = (lhr: Result, audit: string): Items => (lhr.audits[audit]?.details as { items?: Items } | undefined)?.items ?? [];
const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A script's address without the origin: the chunk's name is what a reader needs. */
function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname === '/' ? u.host : u.pathname;
  } catch {
    return url;
  }
}

function breakdown(lhr: Result): Pick<LighthouseFigures, 'mainThread' | 'scripts' | 'longTasks'> {
  return {
    mainThread: Object.fromEntries(items(lhr, 'mainthread-work-breakdown').map((i) => [str(i.groupLabel) || str(i.group), Math.round(num(i.duration))])),
    scripts: items(lhr, 'bootup-time').map((i) => ({
      url: shortUrl(str(i.url)),
      totalMs: Math.round(num(i.total)),
      scriptingMs: Math.round(num(i.scripting)),
      parseMs: Math.round(num(i.scriptParseCompile)),
    })),
    longTasks: items(lhr, 'long-tasks').map((i) => ({ url: shortUrl(str(i.url)), durationMs: Math.round(num(i.duration)) })),
  };
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit} for ${lhr.requestedUrl ?? 'the page'}`);
  return value;
}

export async function runLighthouse(
  url: string,
  options: { chromiumPath: string; cookie?: string; chromiumLog: string; reportFile: string },
): Promise<LighthouseFigures> {
  // A dynamic import on purpose: a static one is compiled by tsx into require(), which runs Lighthouse
  // through esbuild with keepNames, and the `__name(...)` calls it adds break the functions Lighthouse
  // sends to the page ("__name is not defined"). import() leaves Lighthouse to Node untouched.
  const { default: lighthouse } = await import('lighthouse');
  const chromium = await launchChromium(options.chromiumPath, options.chromiumLog);
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse clears the origin's storage (cookies too) before loading, so the session goes in
      // a header on every request instead of the cookie jar.
      ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // Kept (git-ignored) so a surprising figure can be opened in the Lighthouse viewer.
    writeFileSync(options.reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === undefined || score === null) throw new Error(`Lighthouse gave no performance score for ${url}`);
    return {
      score: Math.round(score * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      transferBytes: numeric(lhr, 'total-byte-weight'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      ...breakdown(lhr),
    };
  } finally {
    await chromium.close();
  }
}
