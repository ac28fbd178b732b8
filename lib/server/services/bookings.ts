import 'server-only';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';

import {
  BALANCE_REMINDER_DAYS,
  batchMeets,
  BOOKING_MAX_DAYS,
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_UNPAID_SEEDLINGS_CAP,
  depositCents,
  latestPlantingDate,
  lineSource,
  releaseDate,
  type PaymentPlan,
} from '@/lib/booking';
import { addDays, daysBetween, DEFAULT_SOWING_TRAYS_PER_WEEK, nairobiToday, seedlingsToUnits, sowingPlan, weekStart } from '@/lib/growing';
import { dayProblem } from '@/lib/calendar-day';
import { CHOOSE_PLANTING_DATE } from '@/lib/schemas/order';
import { smsDate } from '@/lib/sms/words';
import { BOOKING_REFUND_REASONS } from '@/lib/wallet-descriptions';
import type { Clock } from '../clock';
import type { Db, DbOrTx, Tx } from '../db/client';
import { LIVE_ATTEMPT_STATUSES, orderEvents, orderItems, orders, ownSeedBookings, paymentAttempts, products, sowingBatches, users } from '../db/schema';
import { queueOrderSms } from '../sms/outbox';
import { ServiceError } from './errors';
import { releaseStock } from './order-lifecycle';
import type { QuotedLine } from './order-quote';
import { hasLiveAttempt, type OrderRow } from './orders';
import { refundOrder } from './refunds';
import { loadPlanInputs, type BookedDemand, type PlanInputs } from './sowing';
import { moveStock } from './stock';

/**
 * A farmer's booking for their planting day (issue 30): the server's side of lib/booking.ts. A
 * booking is an order with a planting date. Each of its lines is met from ready stock set aside now,
 * or grown for it: counted in the sowing plan, tied to a batch when one is sown, filled from that
 * batch when it is ready. The nursery's weekly sowing capacity bounds what can be booked.
 *
 * Lock order, everywhere: the capacity lock, a batch, orders (by id), then products and people.
 */

export interface BookingSettings {
  /** BOOKING_DEPOSIT_PERCENT */
  depositPercent: number;
  /** NURSERY_SOWING_TRAYS_PER_WEEK */
  traysPerWeek: number;
  /** BOOKING_UNPAID_SEEDLINGS_CAP: the grown seedlings one account's unpaid bookings may hold (issue 35). */
  unpaidSeedlingsCap: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  depositPercent: DEFAULT_DEPOSIT_PERCENT,
  traysPerWeek: DEFAULT_SOWING_TRAYS_PER_WEEK,
  unpaidSeedlingsCap: DEFAULT_UNPAID_SEEDLINGS_CAP,
};

/** Orders whose bookings still count: not cancelled, not yet on their way. */
const OPEN_BOOKING = ['pending', 'booked', 'paid', 'processing'] as const;
/** Ready weeks the capacity check looks at: every week a booking can fall in, and one more. */
const CAPACITY_WEEKS = Math.ceil(BOOKING_MAX_DAYS / 7) + 2;
/** pg_advisory_xact_lock's key for the nursery's sowing capacity: bookings and sowings take turns. */
const CAPACITY_LOCK_KEY = 30_030;

/** Takes the capacity lock until the transaction ends: two bookings for the last trays of a week take turns. */
export async function lockCapacity(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAPACITY_LOCK_KEY})`);
}

const seedlingsOf = (quantity: number, traySize: number | null) => (traySize ? quantity * traySize : quantity);

/**
 * Not an own-seed booking (the propagation service, services/own-seed.ts): its line is the farmer's
 * own seed, raised apart; it never counts in the nursery's sowing nor ties to its batches.
 */
const notOwnSeed = sql`not exists (select 1 from ${ownSeedBookings} where ${ownSeedBookings.orderId} = ${orders.id})`;

/** True once an own-seed booking's seed is received: it is then sown (cancelling keeps the deposit). */
export async function ownSeedReceived(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ownSeedBookings.id })
    .from(ownSeedBookings)
    .where(and(eq(ownSeedBookings.orderId, orderId), isNotNull(ownSeedBookings.receivedOn)));
  return !!row;
}

/** Minutes an M-Pesa prompt opened for an unpaid booking holds its place in the nursery's capacity (issue 35). */
export const PROMPT_HOLD_MINUTES = 30;

/**
 * Capacity is held by money (issue 35): a booking counts toward a week's sowing and the staff plan
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

interface GrownLine {
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
async function checkCapacity(
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
 * before today in Nairobi, even when ready stock could cover it (issue 35), and at most 120 days ahead.
 */
function checkPlantingDate(date: string, today: string): void {
  if (dayProblem(date, { today }) === 'invalid') throw new ServiceError('invalid_input', { message: CHOOSE_PLANTING_DATE });
  if (date < today) throw new ServiceError('booking_date_past');
  if (daysBetween(today, date) > BOOKING_MAX_DAYS) throw new ServiceError('booking_date_too_late');
}

/**
 * The grown seedlings an account's unpaid bookings hold (issue 35): its open bookings no payment has
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
 * Who books, for the cap on unpaid grown seedlings: their uid, and whether the booking is paid in the
 * same transaction (from the wallet: it is paid, or it does not exist), so it adds nothing unpaid.
 */
export interface BookingAccount {
  uid: string;
  paysNow: boolean;
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

export interface BookingTerms {
  plantingDate: string;
  paymentPlan: PaymentPlan;
  depositCents: number;
  /** Products whose lines are set aside from ready stock now; the others are grown. */
  fromStock: ReadonlySet<string>;
}

/**
 * The terms of a new booking, checked: a planting date from today to 120 days ahead; each line from
 * stock or grown for it (too soon a date is refused with the earliest that works); the grown ones
 * within the account's cap on unpaid seedlings (`account`; null only for a trial that is rolled
 * back, USSD's bookingOffer) and within capacity.
 */
export async function bookingTerms(
  tx: Tx,
  input: {
    lines: QuotedLine[];
    plantingDate: string;
    paymentPlan: PaymentPlan;
    totalCents: number;
    today: string;
    settings: BookingSettings;
    account: BookingAccount | null;
    exceptOrderId?: string;
  },
): Promise<BookingTerms> {
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

async function lockOrders(tx: Tx, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]))
    .orderBy(asc(orders.id))
    .for('update');
}

/**
 * A batch just sown takes the open bookings held by money (heldByMoney) of its product that it can meet (batchMeets), soonest
 * planting date first, as far as its expected seedlings go. Those bookings are then "sown":
 * cancelling keeps the deposit.
 */
export async function assignBookingsToBatch(
  tx: Tx,
  batch: { id: string; productId: string; sownOn: string; expectedReadyOn: string; expectedSeedlings: number },
  options: { sownSms: boolean },
): Promise<number> {
  const [product] = await tx
    .select({ traySize: products.traySize, raisingDaysMin: products.raisingDaysMin, sellableDays: products.sellableDays })
    .from(products)
    .where(eq(products.id, batch.productId));
  if (!product) return 0;
  const meets = batchMeets(batch, product);
  const within = and(
    eq(orderItems.productId, batch.productId),
    eq(orderItems.stockReserved, false),
    isNull(orderItems.sowingBatchId),
    inArray(orders.status, [...OPEN_BOOKING]),
    gte(orders.plantingDate, meets.from),
    lte(orders.plantingDate, meets.to),
    notOwnSeed,
    // What the plan counted is what a batch takes: bookings held by money (issue 35).
    heldByMoney,
  );
  const candidates = await tx.select({ orderId: orders.id }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(within);
  await lockOrders(
    tx,
    candidates.map((c) => c.orderId),
  );
  const lines = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(within)
    .orderBy(asc(orders.plantingDate), asc(orders.createdAt));
  let room = seedlingsToUnits(batch.expectedSeedlings, product.traySize);
  const taken: Array<{ id: number; orderId: string }> = [];
  for (const line of lines) {
    if (line.quantity > room) continue;
    room -= line.quantity;
    taken.push(line);
  }
  if (taken.length === 0) return 0;
  await tx
    .update(orderItems)
    .set({ sowingBatchId: batch.id })
    .where(
      inArray(
        orderItems.id,
        taken.map((t) => t.id),
      ),
    );
  // The farmers are told, when the nursery chose to (BOOKING_SOWN_SMS): once per order and batch.
  if (options.sownSms) for (const orderId of new Set(taken.map((t) => t.orderId))) await queueOrderSms(tx, orderId, 'sown', { key: batch.id });
  return taken.length;
}

/**
 * Locks the orders with lines tied to a batch, before the batch's stock moves: orders come before
 * products in the lock order (a farmer cancelling locks their order, then puts stock back).
 */
export async function lockBookingsOfBatch(tx: Tx, batchId: string): Promise<OrderRow[]> {
  const tied = await tx.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.sowingBatchId, batchId));
  const locked = await lockOrders(
    tx,
    tied.map((t) => t.orderId),
  );
  return locked.filter((o) => (OPEN_BOOKING as readonly string[]).includes(o.status));
}

/**
 * A batch marked ready fills the bookings it was sown for (locked by lockBookingsOfBatch), soonest
 * planting date first: their seedlings are set aside from the stock it just added. A booking whose
 * every line is set aside is ready: the farmer is told where to collect and what is left to pay. A
 * line the batch cannot cover (it gave fewer than expected) stays tied to it for staff to see.
 */
export async function fillBookingsFromBatch(tx: Tx, batch: { id: string; productId: string }, bookings: OrderRow[], today: string): Promise<number> {
  let filled = 0;
  for (const order of [...bookings].sort((a, b) => (a.plantingDate ?? '').localeCompare(b.plantingDate ?? ''))) {
    // Read under the lock: a date moved a moment before may have untied the line from this batch.
    const lines = await tx
      .select({ id: orderItems.id, quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.sowingBatchId, batch.id), eq(orderItems.stockReserved, false)));
    for (const line of lines) {
      const left = await moveStock(tx, {
        productId: batch.productId,
        change: -line.quantity,
        reason: `Set aside for booking ${order.reference}`,
        actor: 'system',
      });
      if (left === null) continue;
      await tx.update(orderItems).set({ stockReserved: true }).where(eq(orderItems.id, line.id));
      filled += 1;
    }
    await markReadyWhenFilled(tx, order, today);
  }
  return filled;
}

/** A booking whose lines all hold their seedlings is ready from today: the farmer is told, once. */
async function markReadyWhenFilled(tx: Tx, order: OrderRow, today: string): Promise<void> {
  if (order.readyOn) return;
  const [waiting] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.stockReserved, false)))
    .limit(1);
  if (waiting) return;
  await tx
    .update(orders)
    .set({ readyOn: today, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await queueOrderSms(tx, order.id, 'ready');
}

/**
 * A failed batch: every open booking it was to fill is cancelled, everything paid returns to the
 * farmer's wallet, the seedlings set aside for its other lines go back on the shelf, and the farmer
 * is told at once, in one SMS.
 */
export async function refundBookingsOfFailedBatch(tx: Tx, batchId: string, actor: string): Promise<number> {
  let refunded = 0;
  for (const order of await lockBookingsOfBatch(tx, batchId)) {
    const left = order.paidCents - order.refundedCents;
    await closeBooking(tx, order, { actor, code: 'nursery', note: 'The nursery could not raise these seedlings' });
    if (left > 0)
      await refundOrder(tx, {
        orderId: order.id,
        amountCents: left,
        reason: BOOKING_REFUND_REASONS.refundNurseryCannotRaise,
        actor,
        key: `batch-failed-${batchId}`,
        quiet: true,
      });
    await queueOrderSms(tx, order.id, 'cannotMeet', { refundedCents: left });
    refunded += 1;
  }
  return refunded;
}

/** Cancels a locked booking and puts back what its lines held; the caller refunds. */
async function closeBooking(tx: Tx, order: OrderRow, how: { actor: string; code: 'customer' | 'nursery' | 'unpaid'; note: string | null }): Promise<void> {
  await releaseStock(tx, order);
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelCode: how.code, cancelReason: how.code === 'nursery' ? how.note : null, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: 'cancelled', note: how.note, actor: how.actor });
}

async function lockOwnBooking(tx: Tx, uid: string, orderId: string): Promise<OrderRow> {
  const [order] = await lockOrders(tx, [orderId]);
  if (!order || order.userUid !== uid) throw new ServiceError('order_not_found');
  if (!order.plantingDate) throw new ServiceError('not_a_booking');
  return order;
}

/** True once any line is sown for (tied to a batch) or set aside from ready stock, or the farmer's own seed is received. */
async function isSown(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [line] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sql`(${orderItems.stockReserved} or ${orderItems.sowingBatchId} is not null)`))
    .limit(1);
  return !!line || (await ownSeedReceived(tx, orderId));
}

/**
 * The farmer moves their planting date, once, to a date the nursery can still meet: each line from
 * stock or grown as for a new booking, within capacity. A line whose batch cannot meet the new date
 * is untied from it, to be sown for again. Not once the seedlings are ready.
 */
export async function moveBooking(db: Db, input: { uid: string; orderId: string; plantingDate: string; clock: Clock; settings: BookingSettings }) {
  return db.transaction(async (tx) => {
    await lockCapacity(tx);
    const order = await lockOwnBooking(tx, input.uid, input.orderId);
    if (!(['pending', 'booked', 'paid'] as string[]).includes(order.status) || order.readyOn) throw new ServiceError('booking_not_movable');
    if (order.dateMoved) throw new ServiceError('booking_move_used');
    // An own-seed booking's date follows its drop-off: the nursery changes it by phone.
    const [ownSeed] = await tx.select({ id: ownSeedBookings.id }).from(ownSeedBookings).where(eq(ownSeedBookings.orderId, order.id));
    if (ownSeed) throw new ServiceError('own_seed_not_movable');
    const today = nairobiToday(input.clock.now());
    const lines = await tx
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        quantity: orderItems.quantity,
        stockReserved: orderItems.stockReserved,
        batchId: orderItems.sowingBatchId,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const figures = await tx
      .select({ id: products.id, traySize: products.traySize, raisingDaysMin: products.raisingDaysMin, sellableDays: products.sellableDays })
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      );
    const byId = new Map(figures.map((f) => [f.id, f]));
    const batches = await tx
      .select({ id: sowingBatches.id, sownOn: sowingBatches.sownOn, expectedReadyOn: sowingBatches.expectedReadyOn })
      .from(sowingBatches)
      .where(
        inArray(
          sowingBatches.id,
          lines.flatMap((l) => (l.batchId ? [l.batchId] : [])),
        ),
      );
    const batchById = new Map(batches.map((b) => [b.id, b]));
    checkPlantingDate(input.plantingDate, today);
    const grown: GrownLine[] = [];
    const untie: number[] = [];
    let earliest = today;
    for (const line of lines) {
      const f = byId.get(line.productId);
      if (!f) throw new ServiceError('product_not_found');
      // Set aside already: the seedlings must still be fit to plant on the new day.
      if (line.stockReserved) {
        if (input.plantingDate > addDays(today, f.sellableDays)) throw new ServiceError('booking_not_movable');
        continue;
      }
      const sownFor = line.batchId ? batchById.get(line.batchId) : undefined;
      const meets = sownFor ? batchMeets(sownFor, f) : null;
      if (meets && input.plantingDate >= meets.from && input.plantingDate <= meets.to) continue;
      const growFrom = addDays(today, f.raisingDaysMin);
      if (growFrom > earliest) earliest = growFrom;
      if (line.batchId) untie.push(line.id);
      grown.push({ productId: line.productId, seedlings: seedlingsOf(line.quantity, f.traySize) });
    }
    if (input.plantingDate < earliest) throw new ServiceError('booking_date_too_soon', { date: smsDate(earliest) }, { earliest });
    await checkCapacity(tx, { lines: grown, date: input.plantingDate, earliest, today, settings: input.settings, exceptOrderId: order.id });
    if (untie.length > 0) await tx.update(orderItems).set({ sowingBatchId: null }).where(inArray(orderItems.id, untie));
    await tx
      .update(orders)
      .set({ plantingDate: input.plantingDate, dateMoved: true, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      note: `Planting date moved from ${order.plantingDate} to ${input.plantingDate}`,
      actor: input.uid,
    });
  });
}

/**
 * The farmer cancels their booking. Before anything is sown for it (or set aside), everything paid
 * returns to the wallet; after, the deposit is kept and the rest returns. Not once it is on its way.
 */
export async function cancelBooking(db: Db, input: { uid: string; orderId: string }): Promise<{ refundedCents: number; keptCents: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOwnBooking(tx, input.uid, input.orderId);
    if (!(['pending', 'booked', 'paid'] as string[]).includes(order.status)) throw new ServiceError('booking_not_cancellable');
    // The farmer may still enter their PIN: the money would reach a cancelled booking.
    if (await hasLiveAttempt(tx, order.id)) throw new ServiceError('cancel_while_prompt_open');
    const sown = await isSown(tx, order.id);
    const paid = order.paidCents - order.refundedCents;
    const kept = sown ? Math.min(paid, order.depositCents ?? 0) : 0;
    await closeBooking(tx, order, { actor: input.uid, code: 'customer', note: null });
    await queueOrderSms(tx, order.id, 'cancelled');
    if (paid - kept > 0)
      await refundOrder(tx, {
        orderId: order.id,
        amountCents: paid - kept,
        reason: BOOKING_REFUND_REASONS.refundBookingCancelled,
        actor: input.uid,
        key: 'booking-cancel',
      });
    return { refundedCents: paid - kept, keptCents: kept };
  });
}

/**
 * The daily round for bookings: reminds each farmer of a balance due within three days (once), and
 * releases the seedlings of a balance still unpaid a week after they were ready. The deposit then
 * returns to the wallet as credit, and the seedlings go back on the shelf for others.
 */
export async function bookingRound(db: Db, clock: Clock): Promise<{ reminded: number; released: number }> {
  const today = nairobiToday(clock.now());
  const owing = await db
    .select({ id: orders.id, plantingDate: orders.plantingDate, readyOn: orders.readyOn })
    .from(orders)
    .where(and(eq(orders.status, 'booked'), lte(orders.plantingDate, addDays(today, BALANCE_REMINDER_DAYS))))
    .limit(500);
  let reminded = 0;
  let released = 0;
  for (const o of owing) {
    if (!o.plantingDate) continue;
    if (o.readyOn && releaseDate(o.readyOn, o.plantingDate) < today) {
      const done = await db.transaction(async (tx) => {
        const [order] = await lockOrders(tx, [o.id]);
        if (!order || order.status !== 'booked') return false;
        const paid = order.paidCents - order.refundedCents;
        await closeBooking(tx, order, { actor: 'system', code: 'unpaid', note: null });
        await queueOrderSms(tx, order.id, 'cancelled');
        // The deposit stays the farmer's, as wallet credit.
        if (paid > 0)
          await refundOrder(tx, {
            orderId: order.id,
            amountCents: paid,
            reason: BOOKING_REFUND_REASONS.refundBalanceUnpaid,
            actor: 'system',
            key: 'balance-unpaid',
          });
        return true;
      });
      if (done) released += 1;
      continue;
    }
    // The key makes it once per planting date: a date moved later is reminded again.
    if (await queueOrderSms(db, o.id, 'balanceDue', { key: o.plantingDate })) reminded += 1;
  }
  return { reminded, released };
}

/** A booking ready to collect (or deliver), for the greenhouse sheet. */
export interface BookingToCollect {
  orderId: string;
  reference: string;
  farmer: string;
  phone: string;
  plantingDate: string;
  lines: string;
  deliveryMethod: 'delivery' | 'pickup';
  balanceCents: number;
}

/**
 * Bookings whose seedlings are set aside and whose planting date has come (or comes within `days`):
 * what staff hand over or send today, with any balance still owed (collected before they go).
 */
export async function listBookingsToCollect(db: DbOrTx, input: { today: string; days?: number }): Promise<BookingToCollect[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      reference: orders.reference,
      farmer: users.name,
      phone: orders.phone,
      plantingDate: orders.plantingDate,
      deliveryMethod: orders.deliveryMethod,
      totalCents: orders.totalCents,
      paidCents: orders.paidCents,
      line: sql<string>`${orderItems.name} || ' x' || ${orderItems.quantity}`,
    })
    .from(orders)
    .innerJoin(users, eq(users.uid, orders.userUid))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(isNotNull(orders.readyOn), inArray(orders.status, ['booked', 'paid', 'processing']), lte(orders.plantingDate, addDays(input.today, input.days ?? 0))),
    )
    .orderBy(asc(orders.plantingDate), asc(orders.reference), asc(orderItems.id));
  const byOrder = new Map<string, BookingToCollect>();
  for (const r of rows) {
    const found = byOrder.get(r.orderId);
    if (found) {
      found.lines = `${found.lines}, ${r.line}`;
      continue;
    }
    byOrder.set(r.orderId, {
      orderId: r.orderId,
      reference: r.reference,
      farmer: r.farmer,
      phone: r.phone,
      plantingDate: r.plantingDate ?? input.today,
      lines: r.line,
      deliveryMethod: r.deliveryMethod,
      balanceCents: r.totalCents - r.paidCents,
    });
  }
  return [...byOrder.values()];
}
