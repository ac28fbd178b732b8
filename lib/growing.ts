/**
 * How seedlings grow, and what the nursery can promise: pure rules over calendar dates
 * ("YYYY-MM-DD", Nairobi's day) and whole numbers, shared by the back office, its services and,
 * later, the farmer's booking. Nothing here touches the database or the clock.
 */

/** A product's growing figures, as staff edit them and the database checks them. */
export interface GrowingFigures {
  /** Days from sowing to ready, in a good week (the earliest a batch may be ready). */
  raisingDaysMin: number;
  /** Days from sowing to ready, in a slow week: the date the nursery promises. */
  raisingDaysMax: number;
  /** Seedlings sown on top of those wanted, in percent, for seeds that never come up and plants culled. */
  lossPercent: number;
  /** Days a ready seedling stays fit to sell before it grows too big for transplanting. */
  sellableDays: number;
  /** Cells in the nursery's sowing tray for this crop: the plan counts trays of this size. */
  sowingTrayCells: number;
}

/** The ranges the form, the route and the database's CHECKs all hold the figures to. */
export const GROWING_LIMITS = {
  raisingDays: { min: 7, max: 180 },
  lossPercent: { min: 0, max: 90 },
  sellableDays: { min: 1, max: 60 },
  sowingTrayCells: { min: 1, max: 1000 },
} as const;

/** The weekly sowing capacity when the setting is not given (NURSERY_SOWING_TRAYS_PER_WEEK). */
export const DEFAULT_SOWING_TRAYS_PER_WEEK = 200;

/** How many weeks the plan shows: this one and the next 8. */
export const PLAN_WEEKS = 9;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** Kenya keeps one time zone all year (EAT, UTC+3). */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

function toUtc(date: string): number {
  if (!ISO_DATE.test(date)) throw new Error(`not a date: ${date}`);
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new Error(`not a date: ${date}`);
  return ms;
}

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  try {
    toUtc(value);
    return true;
  } catch {
    return false;
  }
}

/** Today in Nairobi, as a calendar date. */
export function nairobiToday(now: Date): string {
  return fromUtc(now.getTime() + EAT_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The Monday that starts the ISO week of a date. */
export function weekStart(date: string): string {
  const day = new Date(toUtc(date)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((day + 6) % 7));
}

/** The ISO week's name, "2026-W48" (the year is the one its Thursday falls in). */
export function isoWeekLabel(date: string): string {
  const thursday = addDays(weekStart(date), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const later = (a: string, b: string) => (a > b ? a : b);

/** The date a batch sown on `sownOn` is promised ready: the slow end of the raising range. */
export function expectedReadyOn(sownOn: string, raisingDaysMax: number): string {
  return addDays(sownOn, raisingDaysMax);
}

/**
 * Seedlings a batch is expected to give. The plan sows the loss allowance on top of what is wanted
 * (wanted × (1 + loss)), so the seedlings expected are the sown ones without it: sown ÷ (1 + loss),
 * rounded down. Integer arithmetic: no float ever decides a seedling.
 */
export function expectedSeedlings(seedlingsSown: number, lossPercent: number): number {
  return Math.floor((seedlingsSown * 100) / (100 + lossPercent));
}

/** Seedlings in the product's own unit: whole trays for a product sold by the tray, else seedlings. */
export function seedlingsToUnits(seedlings: number, traySize: number | null): number {
  return traySize ? Math.floor(seedlings / traySize) : seedlings;
}

/** A batch still growing, as readyFrom needs it: when it is promised, and how many units it brings. */
export interface GrowingBatch {
  expectedReadyOn: string;
  /** Units (seedlings, or trays for a tray product) it is expected to add to ready stock. */
  expectedUnits: number;
}

export interface ReadyFrom {
  date: string;
  /** Where the quantity comes from: the shelf today, batches already growing, or a sowing still to make. */
  source: 'stock' | 'growing' | 'sowing';
}

/**
 * The earliest date the nursery can supply `quantity` of a product: today when the ready stock
 * covers it; else the earliest date by which the batches growing (in order of their expected ready
 * dates, an overdue one counting from today) bring the rest; else a sowing made today, ready by
 * today + the raising days' slow end.
 */
export function readyFrom(
  product: { readyStock: number; raisingDaysMax: number; growing: readonly GrowingBatch[] },
  quantity: number,
  today: string,
): ReadyFrom {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new Error(`quantity of ${quantity}`);
  if (product.readyStock >= quantity) return { date: today, source: 'stock' };
  let rest = quantity - Math.max(0, product.readyStock);
  const batches = [...product.growing].sort((a, b) => (a.expectedReadyOn < b.expectedReadyOn ? -1 : a.expectedReadyOn > b.expectedReadyOn ? 1 : 0));
  for (const batch of batches) {
    rest -= Math.max(0, batch.expectedUnits);
    if (rest <= 0) return { date: later(batch.expectedReadyOn, today), source: 'growing' };
  }
  return { date: addDays(today, product.raisingDaysMax), source: 'sowing' };
}

/**
 * Trays to sow for one week's demand: ceil(demand ÷ tray cells × (1 + loss)), less the trays already
 * growing for that week, never below 0. Computed in whole numbers.
 */
export function traysToSow(input: { demandSeedlings: number; sowingTrayCells: number; lossPercent: number; growingTrays: number }): number {
  const { demandSeedlings, sowingTrayCells, lossPercent, growingTrays } = input;
  if (demandSeedlings <= 0) return 0;
  const numerator = demandSeedlings * (100 + lossPercent);
  const denominator = sowingTrayCells * 100;
  const needed = Math.floor((numerator + denominator - 1) / denominator);
  return Math.max(0, needed - Math.max(0, growingTrays));
}

/** One product as the plan needs it. */
export interface PlanProduct extends Pick<GrowingFigures, 'raisingDaysMax' | 'lossPercent' | 'sowingTrayCells'> {
  productId: string;
  slug: string;
  name: string;
  /** Seedlings booked for each ready week, by the week's Monday (filled by the bookings slice). */
  demandByWeek: Readonly<Record<string, number>>;
  /** Trays growing whose expected ready date falls in each week, by the week's Monday. */
  growingTraysByWeek: Readonly<Record<string, number>>;
}

export interface PlanLine {
  productId: string;
  slug: string;
  name: string;
  /** The Monday of the week the seedlings are wanted ready. */
  readyWeek: string;
  demandSeedlings: number;
  growingTrays: number;
  /** Trays the demand needs sown, after what is growing, before capacity. */
  neededTrays: number;
  /** Trays to sow, within the week's capacity. */
  toSowTrays: number;
  /** Trays the capacity could not take: staff must move bookings or add room. */
  shortTrays: number;
  /** The last day to sow them for the seedlings to be ready by the week's Monday (today when that is past). */
  sowBy: string;
  /** True when the ideal sowing day has already gone: sown today, they are ready late. */
  late: boolean;
}

export interface PlanSowingWeek {
  /** The Monday of the week the trays are sown in. */
  weekStart: string;
  capacityTrays: number;
  /** Trays already sown this week (batches recorded). */
  sownTrays: number;
  plannedTrays: number;
  shortTrays: number;
}

export interface SowingPlan {
  /** The ready weeks the plan covers, Mondays, this week first. */
  weeks: string[];
  lines: PlanLine[];
  sowingWeeks: PlanSowingWeek[];
}

/**
 * The sowing plan for this week's and the next weeks' demand. For each ready week and product:
 * the trays to sow (traysToSow) and the day to sow them by (the week's Monday less the raising
 * days' slow end, today at the earliest). Each sowing week's trays are then held to the weekly
 * capacity less what was already sown that week, the earliest sow-by date first (then by name):
 * what does not fit is shown as short, never silently dropped.
 */
export function sowingPlan(input: {
  today: string;
  /** A day in the first ready week to plan (today's week when left out). */
  from?: string;
  weeks?: number;
  capacityTraysPerWeek: number;
  /** Trays already sown in each week, by its Monday. */
  sownTraysByWeek: Readonly<Record<string, number>>;
  products: readonly PlanProduct[];
}): SowingPlan {
  const first = weekStart(input.from ?? input.today);
  const weeks = Array.from({ length: input.weeks ?? PLAN_WEEKS }, (_, i) => addDays(first, 7 * i));
  const lines: PlanLine[] = [];
  for (const readyWeek of weeks) {
    for (const p of input.products) {
      const demandSeedlings = Math.max(0, p.demandByWeek[readyWeek] ?? 0);
      const growingTrays = Math.max(0, p.growingTraysByWeek[readyWeek] ?? 0);
      if (demandSeedlings === 0 && growingTrays === 0) continue;
      const neededTrays = traysToSow({ demandSeedlings, sowingTrayCells: p.sowingTrayCells, lossPercent: p.lossPercent, growingTrays });
      const ideal = addDays(readyWeek, -p.raisingDaysMax);
      lines.push({
        productId: p.productId,
        slug: p.slug,
        name: p.name,
        readyWeek,
        demandSeedlings,
        growingTrays,
        neededTrays,
        toSowTrays: 0,
        shortTrays: 0,
        sowBy: later(ideal, input.today),
        late: neededTrays > 0 && ideal < input.today,
      });
    }
  }
  const room = new Map<string, PlanSowingWeek>();
  const order = [...lines].sort((a, b) =>
    a.sowBy !== b.sowBy ? (a.sowBy < b.sowBy ? -1 : 1) : a.name.localeCompare(b.name) || a.readyWeek.localeCompare(b.readyWeek),
  );
  for (const line of order) {
    if (line.neededTrays === 0) continue;
    const key = weekStart(line.sowBy);
    let week = room.get(key);
    if (!week) {
      const sownTrays = Math.max(0, input.sownTraysByWeek[key] ?? 0);
      week = { weekStart: key, capacityTrays: input.capacityTraysPerWeek, sownTrays, plannedTrays: 0, shortTrays: 0 };
      room.set(key, week);
    }
    const free = Math.max(0, week.capacityTrays - week.sownTrays - week.plannedTrays);
    line.toSowTrays = Math.min(line.neededTrays, free);
    line.shortTrays = line.neededTrays - line.toSowTrays;
    week.plannedTrays += line.toSowTrays;
    week.shortTrays += line.shortTrays;
  }
  const sowingWeeks = [...room.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  return { weeks, lines, sowingWeeks };
}
