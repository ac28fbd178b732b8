/** The bench's findings, as written to results/latest.json: figures, ratios to the floor, verdicts. */
import { BUDGETS, type PageFigures } from './budgets';
import type { FirstLoadJs } from './first-load-js';
import type { LighthouseFigures } from './lighthouse-run';
import type { BenchPage } from './pages';
import { median } from './stats';

export interface Measured {
  url: string;
  /** Deterministic for a build, so measured once rather than per run. */
  firstLoadJs: FirstLoadJs;
  runs: LighthouseFigures[];
  median: PageFigures;
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
  floor: Measured;
  pages: PageResult[];
  verdicts: Verdict[];
}

export function summarise(url: string, firstLoadJs: FirstLoadJs, runs: LighthouseFigures[]): Measured {
  const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  return {
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

/**
 * Every budget of every page. A public page that is not available fails all its budgets (it must
 * exist); an optional one that is not available yet is simply not judged.
 */
export function verdicts(pages: readonly PageResult[], floor: Measured): Verdict[] {
  return pages.flatMap((page) => {
    if (!page.available && page.optional) return [];
    return BUDGETS[page.kind].map((budget) =>
      page.available
        ? { page: page.path, budget: budget.label, ...budget.check(page.median, floor.median) }
        : { page: page.path, budget: budget.label, actual: `not available (${page.reason})`, pass: false },
    );
  });
}
