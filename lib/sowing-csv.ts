import { isoWeekLabel, type SowingPlan } from './growing';

/**
 * The sowing plan as CSV for a spreadsheet: one row per ready week and product. A cell
 * that a spreadsheet would run as a formula (=, +, -, @ first) is written with a leading apostrophe,
 * so a product name can never become one.
 */
export const PLAN_CSV_HEADER = [
  'ready_week',
  'ready_week_starts',
  'product',
  'slug',
  'booked_seedlings',
  'growing_trays',
  'trays_needed',
  'trays_to_sow',
  'trays_short',
  'sow_by',
  'late',
] as const;

function cell(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function planCsv(plan: Pick<SowingPlan, 'lines'>): string {
  const rows = plan.lines.map((l) => [
    isoWeekLabel(l.readyWeek),
    l.readyWeek,
    l.name,
    l.slug,
    l.demandSeedlings,
    l.growingTrays,
    l.neededTrays,
    l.toSowTrays,
    l.shortTrays,
    l.sowBy,
    l.late ? 'yes' : 'no',
  ]);
  return [PLAN_CSV_HEADER as readonly (string | number)[], ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
