/**
 * The performance budgets of architecture.md section 7, in one place. Every page
 * budget is a difference or a ratio to the floor, a bare Next.js page built and measured in the same
 * run: what Next.js itself costs is the framework's, everything above it is Miche's. Public pages may
 * be served lighter than Next.js draws them and must stay that light; account pages are served as
 * Next.js serves them, so theirs leave room for the framework. A failed budget is reported, never
 * fatal: the bench informs, CI decides.
 */
import type { PageKind } from './pages';

/** What a budget looks at: a page's medians, with its first-load JS (deterministic, measured once). */
export interface PageFigures {
  firstLoadJsBytes: number;
  transferBytes: number;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface Budget {
  label: string;
  /** The figure as shown in the verdict, and whether it is within budget. */
  check(page: PageFigures, floor: PageFigures): { actual: string; pass: boolean };
}

/** KB is 1000 bytes, as Next.js printed first-load sizes before version 16. */
export const KB = 1000;

const scoreWithin = (points: number): Budget => ({
  label: points === 0 ? 'Lighthouse ≥ floor' : `Lighthouse ≥ floor − ${points}`,
  check: (p, f) => ({ actual: `${p.score} (floor ${f.score})`, pass: p.score >= f.score - points }),
});

const tbtWithin = (ms: number): Budget => ({
  label: `TBT ≤ floor + ${ms} ms`,
  check: (p, f) => ({ actual: `${Math.round(p.tbtMs)} ms (floor ${Math.round(f.tbtMs)})`, pass: p.tbtMs <= f.tbtMs + ms }),
});

const lcpWithin = (ms: number): Budget => ({
  label: `LCP ≤ floor + ${ms} ms`,
  check: (p, f) => ({ actual: `${Math.round(p.lcpMs)} ms (floor ${Math.round(f.lcpMs)})`, pass: p.lcpMs <= f.lcpMs + ms }),
});

// Lighthouse shows CLS with 3 decimals; "CLS 0" means it shows 0, not that no pixel ever moved.
const noLayoutShift: Budget = {
  label: 'CLS 0',
  check: (p) => ({ actual: p.cls.toFixed(3), pass: p.cls < 0.0005 }),
};

/** Keep most of the light public pages' win (0.085 × the floor when it was set). */
export const FIRST_LOAD_JS_MAX_RATIO = 0.2;
const firstLoadJsLight: Budget = {
  label: `first-load JS ≤ ${FIRST_LOAD_JS_MAX_RATIO} × floor`,
  check: (p, floor) => {
    const ratio = p.firstLoadJsBytes / floor.firstLoadJsBytes;
    // Three decimals, so a ratio just over the budget (0.201) does not read as a passing 0.20.
    return { actual: `${ratio.toFixed(3)} × floor, ${(p.firstLoadJsBytes / KB).toFixed(1)} KB`, pass: ratio <= FIRST_LOAD_JS_MAX_RATIO };
  },
};

const transferAtMost = (kb: number): Budget => ({
  label: `transfer ≤ ${kb} KB`,
  check: (p) => ({ actual: `${(p.transferBytes / KB).toFixed(1)} KB`, pass: p.transferBytes <= kb * KB }),
});

const publicBudgets = [scoreWithin(0), tbtWithin(60), lcpWithin(300), noLayoutShift, firstLoadJsLight];

export const BUDGETS: Record<PageKind, readonly Budget[]> = {
  public: publicBudgets,
  product: [...publicBudgets, transferAtMost(200)],
  // As Next.js serves them: the framework's cost, and room for the page's own.
  account: [scoreWithin(10), tbtWithin(300)],
};

/** An interaction answers (its next paint) within this, under a 4× CPU slowdown. */
export const INTERACTION_BUDGET_MS = 100;

/** The first tap on a freshly opened page answers within this, and is never lost or sent elsewhere. */
export const FIRST_TAP_BUDGET_MS = 200;
