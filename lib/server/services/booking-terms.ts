import 'server-only';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import { BOOKING_MAX_DAYS, depositCents, latestPlantingDate, lineSource } from '@/lib/booking';
import { addDays, daysBetween, sowingPlan, weekStart } from '@/lib/growing';
import { dayProblem } from '@/lib/calendar-day';
import { CHOOSE_PLANTING_DATE } from '@/lib/schemas/order';
import { smsDate } from '@/lib/sms/words';
import type { DbOrTx, Tx } from '../db/client';
import { orderItems, orders, products } from '../db/schema';
import { ServiceError } from './errors';
import type { BookingAccount, BookingSettings, BookingTerms, BookingTermsInput } from './order-hooks';
import { bookedDemand, loadPlanInputs, notOwnSeed, OPEN_BOOKING, seedlingsOf, type BookedDemand, type PlanInputs } from './sowing-inputs';

/**
 * The terms of a booking (an order with a planting date): each line met from ready stock set aside
 * now, or grown for it within the nursery's weekly sowing capacity and the account's cap on unpaid
 * seedlings. The order core asks for them through its hooks (order-hooks.ts) when it creates one;
 * moving a booking's date checks the same capacity.
 *
 * Lock order, everywhere: the capacity lock, a batch, orders (by id), then products and people.
 */

/** Ready weeks the capacity check looks at: every week a booking can fall in, and one more. */
const CAPACITY_WEEKS = Math.ceil(BOOKING_MAX_DAYS / 7) + 2;
/** pg_advisory_xact_lock's key for the nursery's sowing capacity: bookings and sowings take turns. */
const CAPACITY_LOCK_KEY = 30_030;

/** Takes the capacity lock until the transaction ends: two bookings for the last trays of a week take turns. */
export async function lockCapacity(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAPACITY_LOCK_KEY})`);
}

export interface GrownLine {
  productId: string;
  seedlings: number;
}

/** Trays the plan cannot fit, in all, with some lines added for a planting date. */
function shortTrays(inputs: PlanInputs, demand: BookedDemand, today: string, traysPerWeek: number, extra: { date: string; lines: GrownLine[] } | null): number {
  const week = extra ? weekStart(extra.date) : null;
  const plan = sowingPlan({
    today,
    weeks: CAPACITY_WEEKS,
    capacityTraysPerWeek: traysPerWeek,
    sownTraysByWeek: inputs.sownTraysByWeek,
    products: inputs.products.map((p) => {
      const byWeek = { ...(demand.get(p.productId) ?? {}) };
      for (const line of extra?.lines ?? []) if (line.productId === p.productId && week) byWeek[week] = (byWeek[week] ?? 0) + line.seedlings;
      return { ...p, demandByWeek: byWeek };
    }),
  });
  return plan.sowingWeeks.reduce((sum, w) => sum + w.shortTrays, 0);
}

/**
 * Refuses a planting date whose sowing would not fit the nursery's weekly capacity, offering the
 * nearest date that fits (from the earliest the lines can be grown to 120 days ahead). Called under
 * the capacity lock, so two farmers cannot both take the last trays of a week.
 */
export async function checkCapacity(
  tx: Tx,
  input: { lines: GrownLine[]; date: string; earliest: string; today: string; settings: BookingSettings; exceptOrderId?: string },
) {
  if (input.lines.length === 0) return;
  const inputs = await loadPlanInputs(tx, { today: input.today, weeks: CAPACITY_WEEKS });
  const demand = await bookedDemand(tx, { exceptOrderId: input.exceptOrderId });
  const base = shortTrays(inputs, demand, input.today, input.settings.traysPerWeek, null);
  const byWeek = new Map<string, boolean>();
  const fits = (date: string) => {
    const week = weekStart(date);
    if (!byWeek.has(week)) byWeek.set(week, shortTrays(inputs, demand, input.today, input.settings.traysPerWeek, { date, lines: input.lines }) <= base);
    return byWeek.get(week) === true;
  };
  if (fits(input.date)) return;
  const latest = latestPlantingDate(input.today);
  for (let step = 1; step <= daysBetween(input.earliest, latest) + daysBetween(input.earliest, input.date); step++) {
    for (const date of [addDays(input.date, -step), addDays(input.date, step)]) {
      if (date < input.earliest || date > latest) continue;
      if (fits(date)) throw new ServiceError('booking_date_full', { date: smsDate(date) }, { nearestDate: date });
    }
  }
  throw new ServiceError('booking_date_full', { date: '-' }, { nearestDate: null });
}

/**
 * A planting date's own rules, after the one parser (lib/calendar-day.ts): a day (else 400), never
 * before today in Nairobi, even when ready stock could cover it, and at most 120 days ahead.
 */
export function checkPlantingDate(date: string, today: string): void {
  if (dayProblem(date, { today }) === 'invalid') throw new ServiceError('invalid_input', { message: CHOOSE_PLANTING_DATE });
  if (date < today) throw new ServiceError('booking_date_past');
  if (daysBetween(today, date) > BOOKING_MAX_DAYS) throw new ServiceError('booking_date_too_late');
}

/**
 * The grown seedlings an account's unpaid bookings hold: its open bookings no payment has
 * reached, their lines still to be grown (not set aside from stock, not the farmer's own seed).
 */
export async function unpaidGrownSeedlings(db: DbOrTx, uid: string): Promise<number> {
  const [row] = await db
    .select({ seedlings: sql<string | number>`coalesce(sum(${orderItems.quantity}::bigint * coalesce(${products.traySize}, 1)), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.userUid, uid),
        isNotNull(orders.plantingDate),
        inArray(orders.status, [...OPEN_BOOKING]),
        eq(orders.paidCents, 0),
        eq(orderItems.stockReserved, false),
        notOwnSeed,
      ),
    );
  return Number(row?.seedlings ?? 0);
}

/**
 * Refuses a booking that would leave its account holding more unpaid grown seedlings than the cap
 * (BOOKING_UNPAID_SEEDLINGS_CAP): unpaid bookings hold no capacity, yet each is a line in the staff's
 * lists and a prompt away from it. Called under the capacity lock, so two bookings of one account
 * take turns.
 */
async function checkUnpaidCap(tx: Tx, account: BookingAccount, lines: GrownLine[], cap: number): Promise<void> {
  const adding = account.paysNow ? 0 : lines.reduce((sum, l) => sum + l.seedlings, 0);
  if (adding === 0) return;
  const unpaid = await unpaidGrownSeedlings(tx, account.uid);
  if (unpaid + adding > cap) throw new ServiceError('booking_unpaid_cap', { cap, unpaid });
}

/**
 * The terms of a new booking, checked: a planting date from today to 120 days ahead; each line from
 * stock or grown for it (too soon a date is refused with the earliest that works); the grown ones
 * within the account's cap on unpaid seedlings (`account`; null only for a trial that is rolled
 * back, USSD's bookingOffer) and within capacity.
 */
export async function bookingTerms(tx: Tx, input: BookingTermsInput): Promise<BookingTerms> {
  const { plantingDate, today } = input;
  checkPlantingDate(plantingDate, today);
  await lockCapacity(tx);
  const ids = input.lines.map((l) => l.productId);
  const figures = await tx
    .select({
      id: products.id,
      stock: products.stock,
      traySize: products.traySize,
      raisingDaysMin: products.raisingDaysMin,
      sellableDays: products.sellableDays,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(figures.map((f) => [f.id, f]));
  const fromStock = new Set<string>();
  const grown: GrownLine[] = [];
  let earliest = today;
  let tooSoon = false;
  for (const line of input.lines) {
    const f = byId.get(line.productId);
    if (!f) throw new ServiceError('product_not_found');
    const source = lineSource({
      plantingDate,
      today,
      readyStock: f.stock,
      quantity: line.quantity,
      raisingDaysMin: f.raisingDaysMin,
      sellableDays: f.sellableDays,
    });
    const growFrom = addDays(today, f.raisingDaysMin);
    if (source === 'stock') fromStock.add(line.productId);
    else {
      if (growFrom > earliest) earliest = growFrom;
      if (source === 'grown') grown.push({ productId: line.productId, seedlings: seedlingsOf(line.quantity, f.traySize) });
      else tooSoon = true;
    }
  }
  if (tooSoon) throw new ServiceError('booking_date_too_soon', { date: smsDate(earliest) }, { earliest });
  if (input.account) await checkUnpaidCap(tx, input.account, grown, input.settings.unpaidSeedlingsCap);
  await checkCapacity(tx, { lines: grown, date: plantingDate, earliest, today, settings: input.settings, exceptOrderId: input.exceptOrderId });
  return { plantingDate, paymentPlan: input.paymentPlan, depositCents: depositCents(input.totalCents, input.settings.depositPercent), fromStock };
}
