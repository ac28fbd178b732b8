/**
 * The propagation service: the farmer brings their own seed and the nursery raises it for
 * a fee per seedling. Pure rules shared by the farmer's page, the back office, the services and the
 * tests. Dates are calendar dates ("YYYY-MM-DD", Nairobi's day); amounts are integer cents.
 */
import { BOOKING_MAX_DAYS } from './booking';
import { addDays, daysBetween, isIsoDate } from './growing';

/** Limits on what a farmer books and staff record. */
export const OWN_SEED_LIMITS = {
  /** Seeds brought in one booking. */
  seedCount: { min: 1, max: 100_000 },
  /** Seedlings wanted: never more than the seeds brought. */
  seedlings: { min: 1, max: 10_000 },
  variety: { max: 80 },
  germinationPercent: { min: 0, max: 100 },
  /** The fee per seedling staff may set: KES 0.01 to KES 1,000. */
  feeCents: { min: 1, max: 100_000 },
} as const;

/**
 * The planting dates an own-seed booking may take: from the drop-off day + the crop's fewest raising
 * days (the seed is sown the day it arrives) to 120 days from today, like any booking. Null when the
 * drop-off is too late for any planting date to fit.
 */
export function ownSeedPlantingBounds(input: { today: string; dropOffDate: string; raisingDaysMin: number }): { earliest: string; latest: string } | null {
  const earliest = addDays(input.dropOffDate, input.raisingDaysMin);
  const latest = addDays(input.today, BOOKING_MAX_DAYS);
  return earliest <= latest ? { earliest, latest } : null;
}

/** The last day a farmer may bring their seed: late enough that the seedlings are ready within 120 days. */
export function lastDropOffDate(today: string, raisingDaysMin: number): string {
  return addDays(today, BOOKING_MAX_DAYS - raisingDaysMin);
}

export type OwnSeedProblem = 'drop_off_invalid' | 'drop_off_past' | 'drop_off_too_late' | 'planting_invalid' | 'planting_too_soon' | 'planting_too_late';

/** Why an own-seed booking's dates cannot be booked, or null when they can. */
export function ownSeedDateProblem(input: { today: string; dropOffDate: string; plantingDate: string; raisingDaysMin: number }): OwnSeedProblem | null {
  if (!isIsoDate(input.dropOffDate)) return 'drop_off_invalid';
  if (!isIsoDate(input.plantingDate)) return 'planting_invalid';
  if (input.dropOffDate < input.today) return 'drop_off_past';
  if (input.dropOffDate > lastDropOffDate(input.today, input.raisingDaysMin)) return 'drop_off_too_late';
  if (daysBetween(input.today, input.plantingDate) > BOOKING_MAX_DAYS) return 'planting_too_late';
  if (input.plantingDate < addDays(input.dropOffDate, input.raisingDaysMin)) return 'planting_too_soon';
  return null;
}

/** Where an own-seed booking stands, for staff and the farmer. */
export type OwnSeedStage = 'awaiting_seed' | 'raising' | 'ready' | 'delivered' | 'cancelled';

export function ownSeedStage(b: { orderStatus: string; receivedOn: string | null; readyOn: string | null; deliveredOn: string | null }): OwnSeedStage {
  if (b.orderStatus === 'cancelled') return 'cancelled';
  if (b.deliveredOn) return 'delivered';
  if (b.readyOn) return 'ready';
  if (b.receivedOn) return 'raising';
  return 'awaiting_seed';
}

/**
 * A crop's name without its variety: "Tomato Cal J" sold as variety "Cal J (open-pollinated)" is
 * "Tomato" (the farmer brings their own variety). Falls back to the whole name.
 */
export function cropName(p: { name: string; variety: string }): string {
  const variety = p.variety.split('(')[0]?.trim() ?? '';
  if (variety && p.name.endsWith(` ${variety}`)) return p.name.slice(0, -variety.length - 1).trim();
  return p.name;
}

/** The seedlings a count of seed can be expected to give at a germination rate, rounded down. */
export function expectedFromSeed(seedCount: number, germinationPercent: number | null): number {
  return germinationPercent === null ? seedCount : Math.floor((seedCount * germinationPercent) / 100);
}

/** An own-seed booking as the farmer's order pages show it (BookingView.ownSeed). */
export interface OwnSeedView {
  variety: string;
  seedCount: number;
  dropOffDate: string;
  seedReceivedCount: number | null;
  germinationPercent: number | null;
  receivedOn: string | null;
  deliveredCount: number | null;
  deliveredOn: string | null;
}

/** An own-seed row (or any record with its fields) as pages show it. */
export const ownSeedView = (r: OwnSeedView): OwnSeedView => ({
  variety: r.variety,
  seedCount: r.seedCount,
  dropOffDate: r.dropOffDate,
  seedReceivedCount: r.seedReceivedCount,
  germinationPercent: r.germinationPercent,
  receivedOn: r.receivedOn,
  deliveredCount: r.deliveredCount,
  deliveredOn: r.deliveredOn,
});
