/**
 * The performance budgets of architecture.md section 7, in one place. A failed budget is reported,
 * never fatal: the bench informs, CI decides.
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

const scoreAtLeast = (min: number): Budget => ({
  label: `Lighthouse ≥ ${min}`,
  check: (p) => ({ actual: String(p.score), pass: p.score >= min }),
});

// Lighthouse shows CLS with 3 decimals; "CLS 0" means it shows 0, not that no pixel ever moved.
const noLayoutShift: Budget = {
  label: 'CLS 0',
  check: (p) => ({ actual: p.cls.toFixed(3), pass: p.cls < 0.0005 }),
};

const lcpUnder: Budget = {
  label: 'LCP < 2000 ms',
  check: (p) => ({ actual: `${Math.round(p.lcpMs)} ms`, pass: p.lcpMs < 2000 }),
};

const FIRST_LOAD_JS_MAX_RATIO = 1.1;
const firstLoadJsNearFloor: Budget = {
  label: `first-load JS ≤ ${FIRST_LOAD_JS_MAX_RATIO} × floor`,
  check: (p, floor) => {
    const ratio = p.firstLoadJsBytes / floor.firstLoadJsBytes;
    // Three decimals, so a ratio of 1.103 does not read as a failing 1.10.
    return { actual: `${ratio.toFixed(3)} × floor, ${(p.firstLoadJsBytes / KB).toFixed(1)} KB`, pass: ratio <= FIRST_LOAD_JS_MAX_RATIO };
  },
};

const transferAtMost = (kb: number): Budget => ({
  label: `transfer ≤ ${kb} KB`,
  check: (p) => ({ actual: `${(p.transferBytes / KB).toFixed(1)} KB`, pass: p.transferBytes <= kb * KB }),
});

const publicBudgets = [scoreAtLeast(95), noLayoutShift, lcpUnder, firstLoadJsNearFloor];

export const BUDGETS: Record<PageKind, readonly Budget[]> = {
  public: publicBudgets,
  product: [...publicBudgets, transferAtMost(200)],
  'signed-in': [scoreAtLeast(85)],
};
