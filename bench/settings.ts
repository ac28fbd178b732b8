/** The bench's settings, read once from the environment (documented in bench/README.md). */
import { existsSync } from 'node:fs';
import path from 'node:path';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

const root = process.cwd();

/** The bench's parts, in the order a full run makes them; BENCH_ONLY picks some. */
export const BENCH_PARTS = ['pages', 'interactions', 'first-tap', 'bytes'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

function benchParts(): ReadonlySet<BenchPart> | undefined {
  const raw = process.env.BENCH_ONLY;
  if (!raw) return undefined;
  const names = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(BENCH_PARTS as readonly string[]).includes(n));
  if (unknown.length > 0 || names.length === 0)
    throw new Error(`BENCH_ONLY names no part called ${unknown.join(', ') || '""'} (known: ${BENCH_PARTS.join(', ')})`);
  return new Set(names as BenchPart[]);
}

/**
 * The Chromium that measures. Debian's headless shell (package chromium-headless-shell) when it is
 * installed: the full browser, even headless, starts its own tab-strip and omnibox pages (about a
 * second of CPU on this 2-core machine) while Lighthouse is already loading the page, which made the
 * same page's TBT swing by hundreds of milliseconds. Both sites are measured with the same one.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const settings = {
  root,
  /** Lighthouse runs per page; every figure reported is the median of these. */
  runs: positiveInt('BENCH_RUNS', 5),
  chromiumPath,
  /** Only these pages (BENCH_PAGES, comma-separated names of pages.ts), for a quick look. */
  pages: process.env.BENCH_PAGES
    ? process.env.BENCH_PAGES.split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : undefined,
  /** Only these parts of the run (BENCH_ONLY, comma-separated), for a quick look; undefined: all of them. */
  only: benchParts(),
  /** Repetitions of each interaction, and of each first tap; the figure is their median. */
  interactionRuns: positiveInt('BENCH_INTERACTION_RUNS', 5),
  /** Raw Cookie header sent with every Miche page request (a signed-in session for /dashboard). */
  cookie: process.env.BENCH_COOKIE || undefined,
  /** Minutes to wait for the production build and /api/health: the build alone takes minutes on 2 cores. */
  startTimeoutMs: positiveInt('BENCH_START_TIMEOUT_MIN', 20) * 60_000,
  floorDir: path.join(root, 'bench', '.floor'),
  tmpDir: path.join(root, 'bench', '.tmp'),
  resultsDir: path.join(root, 'bench', '.results'),
  nextBin: path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
  tsxBin: path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
};
