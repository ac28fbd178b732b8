/** Writes .results/latest.json and results/latest.md, and gives the Markdown table to print. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KB, type PageFigures } from './budgets';
import { OUT_OF_BUNDLE_KES_PER_MB } from './bytes';
import { CONTROL_LABELS, CPU_SLOWDOWN, LOST_AFTER_MS, SLOW_4G, type FirstTapResult, type FirstTapRun } from './first-tap';
import type { Measured, Results } from './results';

const kb = (bytes: number) => (bytes / KB).toFixed(1);
// The first-load JS ratio gets three decimals, as its budget's verdict shows it.
const times = (ratio: number, decimals = 2) => ratio.toFixed(decimals);

function figures(m: PageFigures): string[] {
  return [String(m.score), String(Math.round(m.lcpMs)), m.cls.toFixed(3), String(Math.round(m.tbtMs))];
}

/** The page's main-thread time in a line: its groups, then the scripts that cost the most. */
function mainThreadLine(path: string, m: Measured): string {
  const groups = Object.entries(m.mainThread.groups)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 4)
    .map(([g, ms]) => `${g} ${ms}`)
    .join(', ');
  const scripts = m.mainThread.scripts.map((s) => `${s.url} ${s.totalMs} (${s.scriptingMs} evaluating)`).join('; ');
  const long = m.mainThread.longTasks;
  return `- ${path}: ${groups} ms. Long tasks: ${long.count}, ${long.totalMs} ms. Scripts: ${scripts || 'none over the threshold'}.`;
}

/** A run as the table shows it: its time, "lost", or where the tap sent the page (the path, without its query). */
function tapRun(run: FirstTapRun): string {
  if (run.outcome === 'answered') return String(run.answerMs);
  if (run.outcome === 'lost') return 'lost';
  return `→ ${(run.url ?? '').split('?')[0]}`;
}

/** One row per page: the tap 3 s after load and the tap 0.5 s after the control shows. */
function firstTapTable(taps: readonly FirstTapResult[]): string[] {
  const pages = [...new Set(taps.map((t) => t.path))];
  const cell = (t: FirstTapResult | undefined) => {
    if (!t) return ['', ''];
    if (t.error) return [`runs failed: ${t.error}`, t.runs.map(tapRun).join(', ')];
    const misses = [t.lost > 0 ? `${t.lost} lost` : '', t.elsewhere > 0 ? `${t.elsewhere} sent elsewhere` : ''].filter(Boolean).join(', ');
    return [`${t.medianMs ?? '**no answer**'}${misses ? ` (${misses})` : ''}`, t.runs.map(tapRun).join(', ')];
  };
  return [
    `| page | tapped → its own answer | 3 s after load: median ms | runs | 0.5 s after it shows: median ms | runs | within budget |`,
    '|---|---|--:|---|--:|---|---|',
    ...pages.map((path) => {
      const [late, early] = [taps.find((t) => t.path === path && t.moment === 'load+3s'), taps.find((t) => t.path === path && t.moment === 'shown+0.5s')];
      const labels = CONTROL_LABELS[(late ?? early)!.control];
      const pass = [late, early].every((t) => !t || t.pass);
      return `| ${path} | ${labels.control} → ${labels.answer} | ${[...cell(late), ...cell(early)].join(' | ')} | ${pass ? 'yes' : '**no**'} |`;
    }),
  ];
}

export function markdown(results: Results): string {
  const { versions: v, floor } = results;
  const rows = results.pages.map((p) =>
    p.available
      ? [p.path, kb(p.median.firstLoadJsBytes), times(p.ratios.firstLoadJs, 3), kb(p.median.transferBytes), ...figures(p.median)]
      : [p.path, `not available (${p.reason})`, '', '', '', '', '', ''],
  );
  if (floor) rows.push(['floor (bare Next.js "Hello")', kb(floor.median.firstLoadJsBytes), '1.000', kb(floor.median.transferBytes), ...figures(floor.median)]);
  const table = [
    '| page | first-load JS KB gz | ×floor | transfer KB | Lighthouse | LCP ms | CLS | TBT ms |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ];
  const firstTaps = results.firstTaps;
  const interactions = [
    '| interaction (4× CPU slowdown) | next paint, median ms | runs ms | within 100 ms |',
    '|---|--:|---|---|',
    ...results.interactions.map(
      (i) => `| ${i.label} | ${i.error ? `not timed: ${i.error}` : i.medianMs} | ${i.runsMs.join(', ')} | ${i.pass ? 'yes' : '**no**'} |`,
    ),
  ];
  const bytes = [
    '| page | first visit KB | KES | repeat visit, worker warm, KB | KES | repeat within 10 KB | data saver first KB | KES | share of first | within 60 % | data saver repeat KB |',
    '|---|--:|--:|--:|--:|---|--:|--:|--:|---|--:|',
    ...results.bytes.map(
      (b) =>
        `| ${b.path} | ${kb(b.firstBytes)} | ${b.firstKes} | ${kb(b.repeatBytes)} | ${b.repeatKes} | ${b.repeatPass ? 'yes' : '**no**'} | ${kb(b.saverFirstBytes)} | ${b.saverFirstKes} | ${Math.round((100 * b.saverFirstBytes) / b.firstBytes)} % | ${b.saverPass ? 'yes' : '**no**'} | ${kb(b.saverRepeatBytes)} |`,
    ),
  ];
  const mainThread = floor ? [mainThreadLine('floor', floor), ...results.pages.flatMap((p) => (p.available ? [mainThreadLine(p.path, p)] : []))] : [];
  const budgets = results.verdicts.map((b) => `- ${b.pass ? 'pass' : '**FAIL**'} ${b.page}: ${b.budget} (${b.actual})`);
  const tapHeading =
    `The first tap on a freshly opened page (${CPU_SLOWDOWN}× CPU slowdown, ${SLOW_4G.latencyMs} ms and ${SLOW_4G.downBitsPerSecond / 1e6} Mbps down), ` +
    `from the touch to its own answer painted, medians of ${Math.max(0, ...firstTaps.map((t) => t.runs.length))} runs; lost: no answer within ${LOST_AFTER_MS / 1000} s; → the page it was sent to:`;
  const parts = results.parts;
  return [
    '# Miche performance bench',
    '',
    `${results.date}: ${floor ? `medians of ${results.runs} Lighthouse runs (${results.throttling}), ` : ''}production builds${parts.length > 0 ? `; only ${parts.join(', ')} (BENCH_ONLY)` : ''}.`,
    `Next ${v.next}, React ${v.react}, Node ${v.node}, ${v.chromium}, Lighthouse ${v.lighthouse}. ` +
      `${floor ? 'KB = 1000 bytes; first-load JS is gzip as served. ' : ''}Load average ${results.loadAverage.start} → ${results.loadAverage.end} on ${results.loadAverage.cpus} CPUs.`,
    '',
    ...(floor ? [...table, ''] : []),
    ...(results.interactions.length > 0 ? [...interactions, ''] : []),
    ...(firstTaps.length > 0 ? [tapHeading, '', ...firstTapTable(firstTaps), ''] : []),
    ...(results.bytes.length > 0
      ? [`Bytes over the network (both ways, HTTP as served), priced at KES ${OUT_OF_BUNDLE_KES_PER_MB} per MB out of bundle:`, '', ...bytes, '']
      : []),
    '## Budgets',
    '',
    ...budgets,
    '',
    ...(mainThread.length > 0 ? ['## Where the main thread went (Lighthouse, medians)', '', ...mainThread, ''] : []),
  ].join('\n');
}

/** `latest.*` for a whole run; a run of some parts (BENCH_ONLY) goes beside it, as `first-tap-latest.*` say. */
export function writeResults(results: Results, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const text = markdown(results);
  const name = results.parts.length > 0 ? `${results.parts.join('+')}-latest` : 'latest';
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(dir, `${name}.md`), text);
  return text;
}
