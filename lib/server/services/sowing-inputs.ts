import 'server-only';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { addDays, weekStart, type PlanProduct } from '@/lib/growing';
import type { DbOrTx } from '../db/client';
import { LIVE_ATTEMPT_STATUSES, orderItems, orders, ownSeedBookings, paymentAttempts, products, sowingBatches } from '../db/schema';

/**
 * What the nursery's sowing plan and a booking's capacity check are both computed from: the batches
 * growing, the trays sown each week, and the seedlings booked and still to be sown for. The plan
 * (sowing.ts) and the booking terms (booking-terms.ts) read them here, so neither imports the other.
 */

/** A product's growing figures, as the products table keeps them. */
export const figureColumns = {
  raisingDaysMin: products.raisingDaysMin,
  raisingDaysMax: products.raisingDaysMax,
  lossPercent: products.lossPercent,
  sellableDays: products.sellableDays,
  sowingTrayCells: products.sowingTrayCells,
};

/** Orders whose bookings still count: not cancelled, not yet on their way. */
export const OPEN_BOOKING = ['pending', 'booked', 'paid', 'processing'] as const;

/** Seedlings, from a line's quantity (trays count their seedlings). */
export const seedlingsOf = (quantity: number, traySize: number | null) => (traySize ? quantity * traySize : quantity);

/**
 * Not an own-seed booking (the propagation service, own-seed.ts): its line is the farmer's
 * own seed, raised apart; it never counts in the nursery's sowing nor ties to its batches.
 */
export const notOwnSeed = sql`not exists (select 1 from ${ownSeedBookings} where ${ownSeedBookings.orderId} = ${orders.id})`;

/** Minutes an M-Pesa prompt opened for an unpaid booking holds its place in the nursery's capacity. */
export const PROMPT_HOLD_MINUTES = 30;

/**
 * Capacity is held by money: a booking counts toward a week's sowing and the staff plan
 * once a payment reached it (its deposit, or all of it), or for PROMPT_HOLD_MINUTES while an M-Pesa
 * prompt for it is open, so a farmer keying in their PIN does not lose the week. An unpaid booking
 * holds nothing: throwaway accounts cannot fill the nursery's weeks. The prompt's age is the
 * database's clock, which wrote its created_at.
 */
export const heldByMoney = sql`(${orders.paidCents} > 0 or exists (
  select 1 from ${paymentAttempts} where ${paymentAttempts.orderId} = ${orders.id}
    and ${inArray(paymentAttempts.status, [...LIVE_ATTEMPT_STATUSES])}
    and ${paymentAttempts.createdAt} > now() - make_interval(mins => ${PROMPT_HOLD_MINUTES})))`;

/**
 * Seedlings booked and still to be sown for, per product and ready week (the planting date's week):
 * every open booking's line held by money (heldByMoney) that holds no ready stock and is tied to no
 * batch. A batch's seedlings promised to bookings are likewise not counted as growing for others
 * (loadPlanInputs).
 */
export async function bookedDemand(db: DbOrTx, options: { exceptOrderId?: string } = {}): Promise<BookedDemand> {
  const rows = await db
    .select({ productId: orderItems.productId, plantingDate: orders.plantingDate, quantity: orderItems.quantity, traySize: products.traySize })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        isNotNull(orders.plantingDate),
        inArray(orders.status, [...OPEN_BOOKING]),
        eq(orderItems.stockReserved, false),
        isNull(orderItems.sowingBatchId),
        notOwnSeed,
        heldByMoney,
        options.exceptOrderId ? ne(orders.id, options.exceptOrderId) : undefined,
      ),
    );
  const demand = new Map<string, Record<string, number>>();
  for (const r of rows) {
    if (!r.plantingDate) continue;
    const byWeek = demand.get(r.productId) ?? {};
    const week = weekStart(r.plantingDate);
    byWeek[week] = (byWeek[week] ?? 0) + seedlingsOf(r.quantity, r.traySize);
    demand.set(r.productId, byWeek);
  }
  return demand;
}

/** Seedlings booked per product and ready week (by the week's Monday): services/bookings.ts bookedDemand. */
export type BookedDemand = ReadonlyMap<string, Readonly<Record<string, number>>>;
export const NO_BOOKINGS: BookedDemand = new Map();

/** The whole trays of a batch that its seedlings not promised to bookings make (rounded down). */
export function freeTrays(batch: { trays: number; expectedSeedlings: number; promised: number }): number {
  if (batch.expectedSeedlings <= 0) return 0;
  const free = Math.max(0, batch.expectedSeedlings - batch.promised);
  return Math.floor((batch.trays * free) / batch.expectedSeedlings);
}

/** What the plan is computed from, but the bookings: the products with what is growing, and the trays sown each week. */
export interface PlanInputs {
  products: Array<Omit<PlanProduct, 'demandByWeek'>>;
  sownTraysByWeek: Record<string, number>;
}

/**
 * The plan's inputs from `from`'s week for `weeks` weeks: every active product (and any hidden one
 * with trays growing), what is growing for each week, and the trays sown in each sowing week so far.
 */
export async function loadPlanInputs(db: DbOrTx, input: { today: string; from?: string; weeks: number }): Promise<PlanInputs> {
  const start = weekStart(input.from ?? input.today);
  const end = addDays(start, 7 * input.weeks);
  // A batch's seedlings already promised to bookings are not there for other demand: it
  // counts only the whole trays its unpromised seedlings make.
  const promised = sql<number>`coalesce((
    select sum(${orderItems.quantity} * coalesce(${products.traySize}, 1)) from ${orderItems}
    join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orderItems.sowingBatchId} = ${sowingBatches.id} and ${orderItems.stockReserved} = false
      and ${orders.status} in ('pending', 'booked', 'paid', 'processing')), 0)::int`;
  const batches = await db
    .select({
      productId: sowingBatches.productId,
      expectedReadyOn: sowingBatches.expectedReadyOn,
      trays: sowingBatches.trays,
      expectedSeedlings: sowingBatches.expectedSeedlings,
      promised,
    })
    .from(sowingBatches)
    .innerJoin(products, eq(products.id, sowingBatches.productId))
    .where(and(eq(sowingBatches.status, 'growing'), gte(sowingBatches.expectedReadyOn, start), lt(sowingBatches.expectedReadyOn, end)));
  const growing = batches.map((b) => ({ ...b, trays: freeTrays(b) }));
  // Sowing weeks can start before the first ready week (a slow crop's sow-by day), so count from today's week.
  const sownSince = weekStart(input.today) < start ? weekStart(input.today) : start;
  const sown = await db
    .select({ sownOn: sowingBatches.sownOn, trays: sowingBatches.trays })
    .from(sowingBatches)
    .where(and(gte(sowingBatches.sownOn, sownSince), lt(sowingBatches.sownOn, end)));
  const withGrowing = [...new Set(growing.map((g) => g.productId))];
  const rows = await db
    .select({ productId: products.id, slug: products.slug, name: products.name, traySize: products.traySize, ...figureColumns })
    .from(products)
    .where(withGrowing.length > 0 ? or(eq(products.active, true), inArray(products.id, withGrowing)) : eq(products.active, true))
    .orderBy(asc(products.name), sql`${products.traySize} asc nulls first`, asc(products.slug));
  const growingByProduct = new Map<string, Record<string, number>>();
  for (const g of growing) {
    const byWeek = growingByProduct.get(g.productId) ?? {};
    const key = weekStart(g.expectedReadyOn);
    byWeek[key] = (byWeek[key] ?? 0) + g.trays;
    growingByProduct.set(g.productId, byWeek);
  }
  const sownTraysByWeek: Record<string, number> = {};
  for (const s of sown) {
    const key = weekStart(s.sownOn);
    sownTraysByWeek[key] = (sownTraysByWeek[key] ?? 0) + s.trays;
  }
  return {
    sownTraysByWeek,
    products: rows.map((r) => ({
      productId: r.productId,
      slug: r.slug,
      name: r.traySize ? `${r.name} (tray of ${r.traySize})` : r.name,
      raisingDaysMax: r.raisingDaysMax,
      lossPercent: r.lossPercent,
      sowingTrayCells: r.sowingTrayCells,
      growingTraysByWeek: growingByProduct.get(r.productId) ?? {},
    })),
  };
}
