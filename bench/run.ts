/**
 * `npm run bench`: builds Miche and a bare Next.js page (the floor) for production, serves both, and
 * measures every page of pages.ts with Lighthouse, BENCH_RUNS times each; then the interactions, the
 * first taps and the bytes. Runs alternate between the sites (round 1 of every page, then round 2...)
 * so a burst of load on a shared machine hits all of them alike instead of skewing one. BENCH_ONLY
 * makes some parts only (`first-tap` needs no floor). Exits non-zero only when something crashes,
 * never for a budget.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumVersion } from './chromium';
import { buildFloor, startFloor } from './floor-app';
import { firstLoadJs, probePage, type FirstLoadJs } from './first-load-js';
import { runLighthouse, type LighthouseFigures } from './lighthouse-run';
import { startMiche } from './miche-server';
import { measureBytes } from './bytes';
import { measureFirstTaps } from './first-tap';
import { measureInteractions } from './interactions';
import { selectedPages, type BenchPage } from './pages';
import { stopAll } from './processes';
import { writeResults } from './report';
import { firstTapVerdicts, pageResult, summarise, verdicts, type PageResult, type Results } from './results';
import { benchOrder, sessionCookie } from './session-cookie';
import { BENCH_PARTS, settings, type BenchPart } from './settings';

interface Target {
  /** File-name-safe id, for logs and saved Lighthouse reports. */
  id: string;
  url: string;
  cookie?: string;
  firstLoadJs: FirstLoadJs;
  runs: LighthouseFigures[];
}

const log = (message: string) => console.log(`[bench] ${message}`);
const logFile = (name: string) => path.join(settings.tmpDir, 'logs', `${name}.log`);

/** Whether this run makes a part: BENCH_ONLY's, or all of them (only the pages with BENCH_PAGES). */
const makes = (part: BenchPart) => (settings.only ? settings.only.has(part) : part === 'pages' || !settings.pages);

function packageVersion(name: string): string {
  const file = path.join(settings.root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

async function probeTarget(id: string, url: string, cookie?: string): Promise<Target | { reason: string }> {
  const probe = await probePage(url, cookie);
  if (!probe.available) return { reason: probe.reason };
  return { id, url, cookie, firstLoadJs: await firstLoadJs(probe.html, url, cookie), runs: [] };
}

/** One Lighthouse run, tried twice: a shared machine now and then times a page load out. */
async function lighthouseRun(target: Target, round: number): Promise<LighthouseFigures> {
  const options = {
    chromiumPath: settings.chromiumPath,
    cookie: target.cookie,
    chromiumLog: logFile('chromium'),
    reportFile: path.join(settings.tmpDir, 'lighthouse', `${target.id}-${round}.json`),
  };
  try {
    return await runLighthouse(target.url, options);
  } catch (error) {
    log(`retrying ${target.url} after: ${error instanceof Error ? error.message : String(error)}`);
    return runLighthouse(target.url, options);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(settings.tmpDir, { recursive: true, force: true });
  for (const dir of ['logs', 'lighthouse']) mkdirSync(path.join(settings.tmpDir, dir), { recursive: true });
  // Also checks CHROMIUM_PATH before minutes of building.
  const versions = {
    node: process.version,
    next: packageVersion('next'),
    react: packageVersion('react'),
    lighthouse: packageVersion('lighthouse'),
    chromium: await chromiumVersion(settings.chromiumPath),
  };

  if (makes('pages')) {
    log('building the floor (bare Next.js page)...');
    await buildFloor(logFile('floor-build'));
  }
  log(`building and starting Miche (npm start -- --build; log in ${logFile('miche')})...`);
  const miche = await startMiche(logFile('miche'));
  const floorSite = makes('pages') ? await startFloor(logFile('floor-server')) : undefined;
  const cookie = await sessionCookie(miche.origin);
  const order = cookie ? await benchOrder(miche.origin, cookie) : 'none';

  const loadStart = os.loadavg()[0] ?? 0;
  const measured = floorSite ? await measurePages(floorSite.origin, miche.origin, cookie, order) : undefined;
  const interactions = makes('interactions') ? await timeInteractions(miche.origin) : [];
  let firstTaps: Results['firstTaps'] = [];
  if (makes('first-tap')) {
    log(`timing the first tap on fresh pages (4× CPU, slow 4G), ${settings.interactionRuns} times each...`);
    firstTaps = await measureFirstTaps(miche.origin, { chromiumPath: settings.chromiumPath, runs: settings.interactionRuns, cookie, order, log });
  }
  let bytes: Results['bytes'] = [];
  if (makes('bytes')) {
    log('counting the bytes of first and repeat visits through a proxy...');
    bytes = await measureBytes(miche.origin, { chromiumPath: settings.chromiumPath, log });
  }
  const loadEnd = os.loadavg()[0] ?? 0;
  await floorSite?.stop();
  await miche.stop();

  const floorMeasured = measured ? summarise(measured.floor.url, measured.floor.firstLoadJs, measured.floor.runs) : undefined;
  const pageResults: PageResult[] =
    measured && floorMeasured
      ? [...measured.pages].map(([page, t]) =>
          'id' in t ? pageResult(page, summarise(t.url, t.firstLoadJs, t.runs), floorMeasured) : { ...page, available: false, reason: t.reason },
        )
      : [];
  const results: Results = {
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    versions,
    runs: settings.runs,
    throttling: 'Lighthouse default mobile config, simulated throttling',
    loadAverage: { start: Number(loadStart.toFixed(2)), end: Number(loadEnd.toFixed(2)), cpus: os.cpus().length },
    parts: settings.only ? BENCH_PARTS.filter((p) => settings.only!.has(p)) : [],
    floor: floorMeasured,
    pages: pageResults,
    verdicts: [...(floorMeasured ? verdicts(pageResults, floorMeasured) : []), ...firstTapVerdicts(firstTaps)],
    interactions,
    firstTaps,
    bytes,
  };
  console.log(`\n${writeResults(results, settings.resultsDir)}`);
  log(`done in ${results.durationSeconds} s; results in bench/.results/${floorMeasured ? ', Lighthouse reports in bench/.tmp/lighthouse/' : ''}`);
}

/** Every page of pages.ts and the floor: probed (first-load JS), then Lighthouse in rounds. */
async function measurePages(floorOrigin: string, origin: string, cookie: string | undefined, order: string) {
  // Probing also warms each server up, so the first Lighthouse run does not pay for cold code.
  const floor = await probeTarget('floor', `${floorOrigin}/`);
  if (!('id' in floor)) throw new Error(`the floor page is not available (${floor.reason})`);
  const pages = new Map<BenchPage, Target | { reason: string }>();
  for (const page of selectedPages(settings.pages)) {
    const path = page.path.replace('{order}', order);
    pages.set({ ...page, path }, await probeTarget(page.name, `${origin}${path}`, page.session ? cookie : undefined));
  }
  const targets = [floor, ...[...pages.values()].filter((t): t is Target => 'id' in t)];
  for (let round = 1; round <= settings.runs; round++) {
    for (const target of targets) {
      const run = await lighthouseRun(target, round);
      target.runs.push(run);
      log(
        `run ${round}/${settings.runs} ${target.id}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms, ${Math.round(run.transferBytes / 1000)} KB (CPU index ${run.benchmarkIndex})`,
      );
    }
  }
  return { floor, pages };
}

function timeInteractions(origin: string) {
  log(`timing interactions under a 4× CPU slowdown, ${settings.interactionRuns} times each...`);
  return measureInteractions(origin, { chromiumPath: settings.chromiumPath, runs: settings.interactionRuns, log });
}

// On Ctrl-C the bench just ends (default signal handling) and the reaper stops the servers; a crash
// stops them here first, so the terminal comes back only when they are gone.
async function crash(error: unknown): Promise<never> {
  console.error('[bench]', error instanceof Error ? (error.stack ?? error.message) : error);
  await stopAll();
  process.exit(1);
}

process.on('uncaughtException', (error) => void crash(error));
main().catch(crash);
