/** The bench's findings, as written to .results/latest.json: figures, ratios to the floor, verdicts. */
import { BUDGETS, FIRST_TAP_BUDGET_MS, type PageFigures } from './budgets';
import type { FirstLoadJs } from './first-load-js';
import type { LighthouseFigures } from './lighthouse-run';
import type { VisitBytes } from './bytes';
import { TAP_MOMENTS, type FirstTapResult } from './first-tap';
import type { InteractionResult } from './interactions';
import type { BenchPage } from './pages';
import { median } from './stats';

/** Where a page's main-thread time went, as medians over its runs: a regression names its cause. */
export interface MainThread {
  /** Lighthouse's groups (script evaluation, style and layout, parsing...), ms. */
  groups: Record<string, number>;
  /** The scripts that cost the most main-thread time, most first, ms. */
  scripts: Array<{ url: string; totalMs: number; scriptingMs: number }>;
  longTasks: { count: number; totalMs: number };
}

export interface Measured {
  url: string;
  /** Deterministic for a build, so measured once rather than per run. */
  firstLoadJs: FirstLoadJs;
  runs: LighthouseFigures[];
  median: PageFigures;
  mainThread: MainThread;
}

export interface Verdict {
  page: string;
  budget: string;
  actual: string;
  pass: boolean;
}

export type PageResult = BenchPage &
  ({ available: false; reason: string } | ({ available: true; ratios: { firstLoadJs: number; transfer: number } } & Measured));

export interface Results {
  date: string;
  durationSeconds: number;
  versions: Record<'node' | 'next' | 'react' | 'lighthouse' | 'chromium', string>;
  runs: number;
  throttling: string;
  /** Load average (1 min) when the runs started and ended: a busy machine explains noisy figures. */
  loadAverage: { start: number; end: number; cpus: number };
  /** The parts of the bench this run made (BENCH_ONLY); the others' fields are empty. */
  parts: string[];
  /** Absent when the pages were not measured (BENCH_ONLY without `pages`). */
  floor?: Measured;
  pages: PageResult[];
  verdicts: Verdict[];
  interactions: InteractionResult[];
  /** The first tap on a freshly opened page (first-tap.ts). */
  firstTaps: FirstTapResult[];
  /** Bytes over the network for first and repeat visits (bytes.ts). */
  bytes: VisitBytes[];
}

function mainThreadOf(runs: readonly LighthouseFigures[]): MainThread {
  const groups = [...new Set(runs.flatMap((r) => Object.keys(r.mainThread)))];
  const urls = [...new Set(runs.flatMap((r) => r.scripts.map((s) => s.url)))];
  const scriptMedian = (url: string, pick: (s: LighthouseFigures['scripts'][number]) => number) =>
    median(runs.map((r) => r.scripts.find((s) => s.url === url)).map((s) => (s ? pick(s) : 0)));
  return {
    groups: Object.fromEntries(groups.map((g) => [g, median(runs.map((r) => r.mainThread[g] ?? 0))])),
    scripts: urls
      .map((url) => ({ url, totalMs: scriptMedian(url, (s) => s.totalMs), scriptingMs: scriptMedian(url, (s) => s.scriptingMs) }))
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, 5),
    longTasks: {
      count: median(runs.map((r) => r.longTasks.length)),
      totalMs: median(runs.map((r) => r.longTasks.reduce((sum, t) => sum + t.durationMs, 0))),
    },
  };
}

export function summarise(url: string, firstLoadJs: FirstLoadJs, runs: LighthouseFigures[]): Measured {
  const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    mainThread: mainThreadOf(runs),
    url,
    firstLoadJs,
    runs,
    median: {
      firstLoadJsBytes: firstLoadJs.bytes,
      transferBytes: of((r) => r.transferBytes),
      score: of((r) => r.score),
      lcpMs: of((r) => r.lcpMs),
      cls: of((r) => r.cls),
      tbtMs: of((r) => r.tbtMs),
    },
  };
}

export function pageResult(page: BenchPage, measured: Measured, floor: Measured): PageResult {
  const ratios = {
    firstLoadJs: measured.median.firstLoadJsBytes / floor.median.firstLoadJsBytes,
    transfer: measured.median.transferBytes / floor.median.transferBytes,
  };
  return { ...page, available: true, ratios, ...measured };
}

/** Every budget of every page; a page that is not available fails all of its budgets. */
export function verdicts(pages: readonly PageResult[], floor: Measured): Verdict[] {
  return pages.flatMap((page) => {
    return BUDGETS[page.kind].map((budget) =>
      page.available
        ? { page: page.path, budget: budget.label, ...budget.check(page.median, floor.median) }
        : { page: page.path, budget: budget.label, actual: `not available (${page.reason})`, pass: false },
    );
  });
}

/** The first-tap budget of every page and moment, for the list of budgets. */
export function firstTapVerdicts(taps: readonly FirstTapResult[]): Verdict[] {
  return taps.map((t) => {
    const misses = [t.lost > 0 ? `${t.lost} lost` : '', t.elsewhere > 0 ? `${t.elsewhere} sent elsewhere` : ''].filter(Boolean).join(', ');
    const figure = t.error ? `runs failed: ${t.error}` : t.medianMs === null ? 'no answer in most runs' : `${t.medianMs} ms`;
    return {
      page: t.path,
      budget:
        t.moment === 'load+3s'
          ? `first tap ${TAP_MOMENTS[t.moment].label} ≤ ${FIRST_TAP_BUDGET_MS} ms, never lost or sent elsewhere`
          : `first tap ${TAP_MOMENTS[t.moment].label} never sent elsewhere (its time reported)`,
      actual: `${figure}${misses ? `; ${misses} of ${t.runs.length}` : ''}`,
      pass: t.pass,
    };
  });
}
