/**
 * Run by `npm run build` after `next build`: the built public pages against the light page's
 * expectations (scripts/light-page-contract.ts). If Next.js, React or the Netlify plugin change what
 * they write, every public page would silently be served heavy (the step fails closed), so in CI
 * (CI=true, as Netlify's build sets it too) a broken contract fails the build. Elsewhere it warns: the
 * production server then serves Next.js's own pages, which work, only heavier.
 */
import path from 'node:path';
import { checkBuild } from './light-page-contract';

async function main(): Promise<number> {
  const started = performance.now();
  const dist = path.resolve(process.cwd(), process.env.MICHE_DIST_DIR ?? '.next');
  const strict = process.env.CI === 'true' || process.env.CI === '1';
  const report = await checkBuild(dist);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const largest = report.largest ? `; the step on the largest, ${report.largest.page} (${report.largest.kb} KB): ${report.largest.ms} ms` : '';
  if (report.problems.length === 0) {
    console.log(`[light-page] the build's ${report.pages} public pages are ones the light page knows (${seconds} s${largest})`);
    return 0;
  }
  const list = report.problems.map((problem) => `  - ${problem}`).join('\n');
  if (strict) {
    console.error(`[light-page] the build breaks the light page's contract with Next.js:\n${list}\nThe build fails in CI (CI=true).`);
    return 1;
  }
  console.warn(
    `[light-page] warning: the build breaks the light page's contract with Next.js:\n${list}\n` +
      `Public pages will be served as Next.js draws them (heavier, still working). In CI (CI=true) this fails the build.`,
  );
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    // The check itself failed (an unreadable build): in CI that is a failed build too.
    console.error('[light-page] the contract check failed', error);
    process.exitCode = process.env.CI === 'true' || process.env.CI === '1' ? 1 : 0;
  },
);
