import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';

import { amountDueCents, depositCents } from '@/lib/booking';
import { unitLabel } from '@/lib/catalogue';
import { addDays, nairobiToday } from '@/lib/growing';
import { kesToCents } from '@/lib/money';
import type { OrderDetailView } from '@/lib/order-view';
import { staffCanSet, type OrderStatus } from '@/lib/orders';
import {
  cropName,
  lastDropOffDate,
  ownSeedDateProblem,
  ownSeedPlantingBounds,
  ownSeedStage,
  ownSeedView,
  type OwnSeedStage,
  type OwnSeedView,
} from '@/lib/own-seed';
import type { OwnSeedBookingInput, SeedReceivedInput } from '@/lib/schemas/own-seed';
import { smsDate } from '@/lib/sms/words';
import type { Db, DbOrTx, Tx } from '../db/client';
import { orderEvents, orderItems, orders, ownSeedBookings, products, users } from '../db/schema';
import { consume, LIMITS } from '../rate-limit';
import { queueOrderSms } from '../sms/outbox';
import { audit } from './audit';
import { ServiceError } from './errors';
import { DEFAULT_BOOKING_SETTINGS } from './order-hooks';
import { quoteDelivery } from './order-quote';
import { heldIntent, orderOnce, type Intent, type IntentKey } from './intents';
import { farmerChoices, getOrderDetail, insertOrder, placeOrPay, SAME_CART_WINDOW_MS, type OrderRow, type OrderSettings } from './orders';
import { rewardReferral } from './referrals';

/**
 * The propagation service: the farmer brings their own seed and the nursery raises it for
 * a fee per seedling. An own-seed booking is a booking like any other (an order with a planting date
 * and a payment plan, paid in full or by deposit then balance, through the same ledger, payments and
 * SMS) whose one line is the crop's product at its raising fee, for the seedlings wanted. That line
 * holds no stock and is never filled from stock: the seedlings are the farmer's own. A row in
 * own_seed_bookings carries the seed; staff record it received (the booking is then sown: cancelling
 * keeps the deposit), the seedlings ready, and the seedlings delivered (once the balance is paid).
 *
 * Lock order, as bookings.ts: the order, then its own-seed row, then products and people.
 */

type OwnSeedRow = typeof ownSeedBookings.$inferSelect;

/** A crop the nursery raises from the farmer's seed, as the booking page offers it. */
export interface OwnSeedCrop {
  productId: string;
  /** "Tomato"; Kiswahili "Nyanya" (the catalogue's Swahili name), or the English when it has none. */
  name: string;
  nameSw: string;
  feeCents: number;
  raisingDaysMin: number;
  raisingDaysMax: number;
}

/** The crops on offer: active single-seedling products with a fee, by name. */
export async function ownSeedCrops(db: DbOrTx): Promise<OwnSeedCrop[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      swahiliName: products.swahiliName,
      variety: products.variety,
      feeCents: products.ownSeedFeeCents,
      raisingDaysMin: products.raisingDaysMin,
      raisingDaysMax: products.raisingDaysMax,
    })
    .from(products)
    .where(and(eq(products.active, true), eq(products.unitKind, 'seedling'), isNotNull(products.ownSeedFeeCents)))
    .orderBy(asc(products.name));
  return rows.map((r) => ({
    productId: r.id,
    name: cropName(r),
    nameSw: r.swahiliName || cropName(r),
    feeCents: r.feeCents ?? 0,
    raisingDaysMin: r.raisingDaysMin,
    raisingDaysMax: r.raisingDaysMax,
  }));
}

/** Refuses dates an own-seed booking cannot take, in the API's words. */
function checkDates(input: { today: string; dropOffDate: string; plantingDate: string; raisingDaysMin: number }): void {
  const problem = ownSeedDateProblem(input);
  if (!problem) return;
  switch (problem) {
    case 'drop_off_invalid':
    case 'drop_off_past':
      throw new ServiceError('own_seed_drop_off_past');
    case 'drop_off_too_late': {
      const last = lastDropOffDate(input.today, input.raisingDaysMin);
      throw new ServiceError('own_seed_drop_off_too_late', { date: smsDate(last) }, { lastDropOffDate: last });
    }
    case 'planting_too_late':
      throw new ServiceError('booking_date_too_late');
    case 'planting_invalid':
    case 'planting_too_soon': {
      const earliest = ownSeedPlantingBounds(input)?.earliest ?? addDays(input.dropOffDate, input.raisingDaysMin);
      throw new ServiceError('own_seed_planting_too_soon', { date: smsDate(earliest) }, { earliest });
    }
  }
}

/**
 * Books the raising of a farmer's own seed: checked and priced by the server (the crop's fee ×
 * seedlings + the delivery fee; a total that differs from what the farmer saw is refused), one order
 * and its own-seed row in one transaction. Paid from the wallet, it is paid (or its deposit is) at
 * once; else it waits for its M-Pesa payment like any order.
 */
export async function createOwnSeedBooking(
  db: Db,
  uid: string,
  input: OwnSeedBookingInput,
  settings: OrderSettings,
  intent: IntentKey | 'same-form',
): Promise<OrderDetailView> {
  const now = settings.clock.now();
  // One booking per request the farmer means: the page's key, or the same form within a minute.
  const claim: Intent =
    intent === 'same-form'
      ? {
          key: `own-seed-form:${uid}:${createHash('sha256').update(JSON.stringify(input)).digest('hex')}`,
          windowMs: SAME_CART_WINDOW_MS,
          freedWhenCancelled: true,
          uid,
          kind: 'order',
        }
      : { ...intent, uid, kind: 'order' };
  const first = await heldIntent(db, claim, now);
  if (first?.orderId) return bookingOf(db, first.orderId, uid, settings);
  await consume(db, LIMITS.ordersPerUser, uid, settings.clock);
  const today = nairobiToday(now);
  const booking = settings.booking ?? DEFAULT_BOOKING_SETTINGS;
  const { orderId } = await db.transaction((tx) =>
    orderOnce(tx, claim, now, async () => {
      // A share lock: staff cannot change the fee between the price and the order.
      const [product] = await tx
        .select({
          id: products.id,
          name: products.name,
          variety: products.variety,
          image: products.image,
          active: products.active,
          unitKind: products.unitKind,
          traySize: products.traySize,
          feeCents: products.ownSeedFeeCents,
          raisingDaysMin: products.raisingDaysMin,
        })
        .from(products)
        .where(eq(products.id, input.productId))
        .for('share');
      if (!product || !product.active) throw new ServiceError('product_not_found');
      if (product.feeCents === null || product.unitKind !== 'seedling') throw new ServiceError('own_seed_not_offered');
      checkDates({ today, dropOffDate: input.dropOffDate, plantingDate: input.plantingDate, raisingDaysMin: product.raisingDaysMin });
      const deliveryFeeCents = await quoteDelivery(tx, input);
      const subtotalCents = product.feeCents * input.seedlings;
      const totalCents = subtotalCents + deliveryFeeCents;
      if (kesToCents(input.total) !== totalCents) throw new ServiceError('total_changed', { totalCents }, { totalCents, feeCents: product.feeCents });

      const order = await insertOrder(tx, {
        userUid: uid,
        paymentMethod: input.paymentMethod,
        subtotalCents,
        deliveryFeeCents,
        totalCents,
        ...farmerChoices(input, now, settings),
        plantingDate: input.plantingDate,
        paymentPlan: input.paymentPlan,
        depositCents: depositCents(totalCents, booking.depositPercent),
      });
      await tx.insert(orderItems).values({
        orderId: order.id,
        productId: product.id,
        // "Tomato (Anna F1)": the crop and the farmer's own variety, in no one language.
        name: `${cropName(product)} (${input.variety})`,
        unitLabel: unitLabel(product),
        image: product.image,
        unitPriceCents: product.feeCents,
        quantity: input.seedlings,
        lineTotalCents: subtotalCents,
        // The farmer's own plants: never set aside from (nor put back on) the nursery's shelf.
        stockReserved: false,
      });
      await tx.insert(ownSeedBookings).values({
        orderId: order.id,
        productId: product.id,
        variety: input.variety,
        seedCount: input.seedCount,
        dropOffDate: input.dropOffDate,
      });
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: null,
        toStatus: 'pending',
        note: `Own seed: ${input.seedCount} seeds of ${input.variety} to bring on ${input.dropOffDate}`,
        actor: uid,
      });
      await placeOrPay(tx, order.id, input.paymentMethod, uid, settings.clock);
      return order.id;
    }),
  );
  return bookingOf(db, orderId, uid, settings);
}

async function bookingOf(db: Db, orderId: string, uid: string, settings: OrderSettings): Promise<OrderDetailView> {
  const detail = await getOrderDetail(db, orderId, { uid, staff: false }, settings);
  // A key is its caller's; gone only if the order moved to the account that confirmed the phone since.
  if (!detail) throw new ServiceError('order_not_found');
  return detail;
}

/** True when an order is an own-seed booking. */
export async function isOwnSeedOrder(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: ownSeedBookings.id }).from(ownSeedBookings).where(eq(ownSeedBookings.orderId, orderId));
  return !!row;
}

/** An own-seed booking and its order, locked in that order (the order first, as everywhere). */
async function lockOwnSeed(tx: Tx, orderId: string): Promise<{ order: OrderRow; row: OwnSeedRow }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new ServiceError('own_seed_not_found');
  const [row] = await tx.select().from(ownSeedBookings).where(eq(ownSeedBookings.orderId, orderId)).for('update');
  if (!row) throw new ServiceError('own_seed_not_found');
  return { order, row };
}

const CLOSED: readonly OrderStatus[] = ['cancelled', 'delivered'];

/**
 * Staff take the farmer's seed in: the seeds counted and the germination test if one was made. The
 * booking is then sown (the deposit is kept if it is cancelled), and the farmer is told by SMS.
 * Only once the deposit (or the whole) is paid, and once.
 */
export async function recordSeedReceived(db: Db, input: { orderId: string; received: SeedReceivedInput; actor: string; today: string }) {
  return db.transaction(async (tx) => {
    const { order, row } = await lockOwnSeed(tx, input.orderId);
    if (CLOSED.includes(order.status)) throw new ServiceError('own_seed_closed');
    if (order.status === 'pending') throw new ServiceError('own_seed_unpaid');
    if (row.receivedOn) throw new ServiceError('own_seed_already_received');
    const receivedOn = input.received.receivedOn ?? input.today;
    if (receivedOn > input.today) throw new ServiceError('sown_in_future');
    if (receivedOn < addDays(input.today, -180)) throw new ServiceError('sown_too_long_ago');
    const germinationPercent = input.received.germinationPercent ?? null;
    const [after] = await tx
      .update(ownSeedBookings)
      .set({ seedReceivedCount: input.received.seedReceivedCount, germinationPercent, receivedOn, receivedBy: input.actor, updatedAt: sql`now()` })
      .where(eq(ownSeedBookings.id, row.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      note: `Seed received: ${input.received.seedReceivedCount} seeds${germinationPercent === null ? '' : `, ${germinationPercent}% germinated in the test`}`,
      actor: input.actor,
    });
    await audit(tx, {
      actor: input.actor,
      action: 'own_seed.received',
      targetType: 'order',
      targetId: order.id,
      before: ownSeedView(row),
      after: after && ownSeedView(after),
    });
    await queueOrderSms(tx, order.id, 'seedReceived', { seeds: { count: input.received.seedReceivedCount, germinationPercent } });
    return { reference: order.reference };
  });
}

/**
 * Staff mark the seedlings ready: the farmer is told where to collect them and what is left to pay
 * (the bookings' "ready" SMS), and the balance falls due as for any booking. Pressed twice, once.
 */
export async function markOwnSeedReady(db: Db, input: { orderId: string; actor: string; today: string }) {
  return db.transaction(async (tx) => {
    const { order, row } = await lockOwnSeed(tx, input.orderId);
    if (CLOSED.includes(order.status)) throw new ServiceError('own_seed_closed');
    if (!row.receivedOn) throw new ServiceError('own_seed_not_received');
    if (order.readyOn) return { reference: order.reference, readyOn: order.readyOn, changed: false };
    await setReady(tx, order, input.actor, input.today);
    return { reference: order.reference, readyOn: input.today, changed: true };
  });
}

async function setReady(tx: Tx, order: OrderRow, actor: string, today: string): Promise<void> {
  await tx
    .update(orders)
    .set({ readyOn: today, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, note: 'Seedlings ready', actor });
  await audit(tx, { actor, action: 'own_seed.ready', targetType: 'order', targetId: order.id, before: { readyOn: null }, after: { readyOn: today } });
  await queueOrderSms(tx, order.id, 'ready');
}

/**
 * Staff hand the seedlings over: the count is recorded and the order goes on to delivered through
 * its normal steps (paid → processing → dispatched → delivered, each in its timeline), as one
 * audited act. The balance must be paid first: a booking still owing it is refused, and nothing is
 * written. A booking not yet marked ready is marked ready on the way (no "ready" SMS: it is here).
 */
export async function recordSeedlingsDelivered(db: Db, input: { orderId: string; deliveredCount: number; actor: string; today: string }) {
  return db.transaction(async (tx) => {
    const { order, row } = await lockOwnSeed(tx, input.orderId);
    if (CLOSED.includes(order.status)) throw new ServiceError('own_seed_closed');
    if (!row.receivedOn) throw new ServiceError('own_seed_not_received');
    const due = amountDueCents(order);
    if (order.status === 'pending' || order.status === 'booked') throw new ServiceError('own_seed_balance_due', { amountCents: due }, { amountDueCents: due });
    const deliveredOn = input.today < row.receivedOn ? row.receivedOn : input.today;
    const steps: OrderStatus[] = [];
    for (let from = order.status; from !== 'delivered';) {
      const next: OrderStatus = from === 'paid' ? 'processing' : from === 'processing' ? 'dispatched' : 'delivered';
      if (!staffCanSet(from, next)) throw new ServiceError('transition_refused', { from, to: next, allowed: [] }, { allowed: [] });
      steps.push(next);
      from = next;
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: 'delivered', readyOn: order.readyOn ?? deliveredOn, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('order vanished during delivery');
    let from: OrderStatus = order.status;
    for (const to of steps) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: from,
        toStatus: to,
        note: to === 'delivered' ? `Own-seed seedlings delivered: ${input.deliveredCount}` : null,
        actor: input.actor,
      });
      from = to;
    }
    const [after] = await tx
      .update(ownSeedBookings)
      .set({ deliveredCount: input.deliveredCount, deliveredOn, deliveredBy: input.actor, updatedAt: sql`now()` })
      .where(eq(ownSeedBookings.id, row.id))
      .returning();
    await audit(tx, {
      actor: input.actor,
      action: 'own_seed.delivered',
      targetType: 'order',
      targetId: order.id,
      before: { status: order.status, ...ownSeedView(row) },
      after: { status: 'delivered', ...(after ? ownSeedView(after) : {}) },
    });
    await rewardReferral(tx, updated);
    await queueOrderSms(tx, order.id, 'delivered');
    return { reference: order.reference, deliveredOn };
  });
}

/** An own-seed booking as the back office lists it. */
export interface OwnSeedBookingRow extends OwnSeedView {
  orderId: string;
  reference: string;
  farmerName: string;
  phone: string;
  crop: string;
  seedlings: number;
  plantingDate: string;
  readyOn: string | null;
  orderStatus: OrderStatus;
  amountDueCents: number;
  stage: OwnSeedStage;
}

/**
 * The own-seed bookings staff work on, by farmer then drop-off day: every one not closed, and those
 * delivered or cancelled in the last `recentDays` days.
 */
export async function listOwnSeedBookings(db: DbOrTx, input: { today: string; recentDays?: number }): Promise<OwnSeedBookingRow[]> {
  const since = addDays(input.today, -(input.recentDays ?? 14));
  const rows = await db
    .select({
      row: ownSeedBookings,
      order: orders,
      farmerName: users.name,
      email: users.email,
      productName: products.name,
      productVariety: products.variety,
      seedlings: orderItems.quantity,
    })
    .from(ownSeedBookings)
    .innerJoin(orders, eq(orders.id, ownSeedBookings.orderId))
    .innerJoin(users, eq(users.uid, orders.userUid))
    .innerJoin(products, eq(products.id, ownSeedBookings.productId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      or(
        sql`${orders.status} not in ('cancelled', 'delivered')`,
        gte(ownSeedBookings.deliveredOn, since),
        and(eq(orders.status, 'cancelled'), gte(orders.updatedAt, new Date(`${since}T00:00:00+03:00`))),
      ),
    )
    .orderBy(asc(users.name), asc(orders.userUid), asc(ownSeedBookings.dropOffDate), desc(orders.createdAt))
    .limit(500);
  return rows.map(({ row, order, farmerName, email, productName, productVariety, seedlings }) => ({
    ...ownSeedView(row),
    orderId: order.id,
    reference: order.reference,
    farmerName: farmerName || email || order.phone,
    phone: order.phone,
    crop: cropName({ name: productName, variety: productVariety }),
    seedlings,
    plantingDate: order.plantingDate ?? '',
    readyOn: order.readyOn,
    orderStatus: order.status,
    amountDueCents: amountDueCents(order),
    stage: ownSeedStage({ orderStatus: order.status, receivedOn: row.receivedOn, readyOn: order.readyOn, deliveredOn: row.deliveredOn }),
  }));
}

/** Staff set a product's raising fee per seedling, or clear it (not offered); audited. */
export async function setOwnSeedFee(db: Db, input: { productId: string; feeCents: number | null; actor: string }) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name, unitKind: products.unitKind, feeCents: products.ownSeedFeeCents })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('update');
    if (!product) throw new ServiceError('product_not_found');
    if (input.feeCents !== null && product.unitKind !== 'seedling')
      throw new ServiceError('invalid_input', { message: 'Own seed is raised per seedling: set the fee on a single-seedling product.' });
    if (product.feeCents === input.feeCents) return { name: product.name, changed: false };
    await tx
      .update(products)
      .set({ ownSeedFeeCents: input.feeCents, updatedAt: sql`now()` })
      .where(eq(products.id, product.id));
    await audit(tx, {
      actor: input.actor,
      action: 'product.own_seed_fee',
      targetType: 'product',
      targetId: product.id,
      before: { ownSeedFeeCents: product.feeCents },
      after: { ownSeedFeeCents: input.feeCents },
    });
    return { name: product.name, changed: true };
  });
}

/** A product's raising fee per seedling (null: not offered), for the back office's product page. */
export async function ownSeedFeeOf(db: DbOrTx, productId: string): Promise<{ feeCents: number | null; unitKind: 'seedling' | 'tray' } | null> {
  const [row] = await db.select({ feeCents: products.ownSeedFeeCents, unitKind: products.unitKind }).from(products).where(eq(products.id, productId));
  return row ?? null;
}
