/** Writes results/latest.json and results/latest.md, and gives the Markdown table to print. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KB, type PageFigures } from './budgets';
import type { Results } from './results';

const kb = (bytes: number) => (bytes / KB).toFixed(1);
// The first-load JS ratio gets three decimals: its budget (1.1) is close enough that 1.103 matters.
const times = (ratio: number, decimals = 2) => ratio.toFixed(decimals);

function figures(m: PageFigures): string[] {
  return [String(m.score), String(Math.round(m.lcpMs)), m.cls.toFixed(3), String(Math.round(m.tbtMs))];
}

export function markdown(results: Results): string {
  const { versions: v, floor } = results;
  const rows = results.pages.map((p) =>
    p.available
      ? [p.path, kb(p.median.firstLoadJsBytes), times(p.ratios.firstLoadJs, 3), kb(p.median.transferBytes), times(p.ratios.transfer), ...figures(p.median)]
      : [p.path, `not available (${p.reason})`, '', '', '', '', '', '', ''],
  );
  rows.push(['floor (bare Next.js "Hello")', kb(floor.median.firstLoadJsBytes), '1.000', kb(floor.median.transferBytes), '1.00', ...figures(floor.median)]);
  const table = [
    '| page | first-load JS KB gz | ×floor | transfer KB | ×floor | Lighthouse | LCP ms | CLS | TBT ms |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ];
  const budgets = results.verdicts.map((b) => `- ${b.pass ? 'pass' : '**FAIL**'} ${b.page}: ${b.budget} (${b.actual})`);
  const unjudged = results.pages.filter((p) => !p.available && p.optional).map((p) => `- ${p.path}: not available yet, not judged`);
  return [
    '# Miche performance bench',
    '',
    `${results.date}: medians of ${results.runs} Lighthouse runs (${results.throttling}), production builds.`,
    `Next ${v.next}, React ${v.react}, Node ${v.node}, ${v.chromium}, Lighthouse ${v.lighthouse}. ` +
      `KB = 1000 bytes; first-load JS is gzip as served. Load average ${results.loadAverage.start} → ${results.loadAverage.end} on ${results.loadAverage.cpus} CPUs.`,
    '',
    ...table,
    '',
    '## Budgets',
    '',
    ...budgets,
    ...unjudged,
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
