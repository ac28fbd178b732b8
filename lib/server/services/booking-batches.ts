import 'server-only';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';

import { batchMeets } from '@/lib/booking';
import { seedlingsToUnits } from '@/lib/growing';
import { BOOKING_REFUND_REASONS } from '@/lib/wallet-descriptions';
import type { Tx } from '../db/client';
import { orderItems, orders, products } from '../db/schema';
import { queueOrderSms } from '../sms/outbox';
import { closeBooking, lockOrders } from './bookings';
import type { OrderRow } from './orders';
import { refundOrder } from './refunds';
import { heldByMoney, notOwnSeed, OPEN_BOOKING } from './sowing-inputs';
import { moveStock } from './stock';

/**
 * Bookings and the nursery's batches: a batch sown takes the bookings it can meet, a batch ready
 * fills them, a batch failed cancels and refunds them. Called by sowing.ts in the batch's transaction.
 */

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
    // What the plan counted is what a batch takes: bookings held by money.
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
