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
    };
  } finally {
    await chromium.close();
  }
}
