/** Writes results/latest.json and results/latest.md, and gives the Markdown table to print. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KB, type PageFigures } from './budgets';
import { OUT_OF_BUNDLE_KES_PER_MB } from './bytes';
import type { Measured, Results } from './results';

const kb = (bytes: number) => (bytes / KB).toFixed(1);
// The first-load JS ratio gets three decimals: its budget (1.1) is close enough that 1.103 matters.
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

export function markdown(results: Results): string {
  const { versions: v, floor } = results;
  const rows = results.pages.map((p) =>
    p.available
      ? [p.path, kb(p.median.firstLoadJsBytes), times(p.ratios.firstLoadJs, 3), kb(p.median.transferBytes), ...figures(p.median)]
      : [p.path, `not available (${p.reason})`, '', '', '', '', '', ''],
  );
  rows.push(['floor (bare Next.js "Hello")', kb(floor.median.firstLoadJsBytes), '1.000', kb(floor.median.transferBytes), ...figures(floor.median)]);
  const table = [
    '| page | first-load JS KB gz | ×floor | transfer KB | Lighthouse | LCP ms | CLS | TBT ms |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ];
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
    ...(results.bytes ?? []).map(
      (b) =>
        `| ${b.path} | ${kb(b.firstBytes)} | ${b.firstKes} | ${kb(b.repeatBytes)} | ${b.repeatKes} | ${b.repeatPass ? 'yes' : '**no**'} | ${kb(b.saverFirstBytes)} | ${b.saverFirstKes} | ${Math.round((100 * b.saverFirstBytes) / b.firstBytes)} % | ${b.saverPass ? 'yes' : '**no**'} | ${kb(b.saverRepeatBytes)} |`,
    ),
  ];
  const mainThread = [mainThreadLine('floor', floor), ...results.pages.flatMap((p) => (p.available ? [mainThreadLine(p.path, p)] : []))];
  const budgets = results.verdicts.map((b) => `- ${b.pass ? 'pass' : '**FAIL**'} ${b.page}: ${b.budget} (${b.actual})`);
  return [
    '# Miche performance bench',
    '',
    `${results.date}: medians of ${results.runs} Lighthouse runs (${results.throttling}), production builds.`,
    `Next ${v.next}, React ${v.react}, Node ${v.node}, ${v.chromium}, Lighthouse ${v.lighthouse}. ` +
      `KB = 1000 bytes; first-load JS is gzip as served. Load average ${results.loadAverage.start} → ${results.loadAverage.end} on ${results.loadAverage.cpus} CPUs.`,
    '',
    ...table,
    '',
    ...(results.interactions.length > 0 ? [...interactions, ''] : []),
    ...((results.bytes ?? []).length > 0
      ? [`Bytes over the network (both ways, HTTP as served), priced at KES ${OUT_OF_BUNDLE_KES_PER_MB} per MB out of bundle:`, '', ...bytes, '']
      : []),
    '## Budgets',
    '',
    ...budgets,
    '',
    '## Where the main thread went (Lighthouse, medians)',
    '',
    ...mainThread,
    '',
  ].join('\n');
}

export function writeResults(results: Results, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const text = markdown(results);
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(dir, 'latest.md'), text);
  return text;
}
