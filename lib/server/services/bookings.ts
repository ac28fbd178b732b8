import 'server-only';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';

import { BALANCE_REMINDER_DAYS, batchMeets, releaseDate } from '@/lib/booking';
import { addDays, nairobiToday } from '@/lib/growing';
import { smsDate } from '@/lib/sms/words';
import { BOOKING_REFUND_REASONS } from '@/lib/wallet-descriptions';
import type { Clock } from '../clock';
import type { Db, DbOrTx, Tx } from '../db/client';
import { orderEvents, orderItems, orders, ownSeedBookings, products, sowingBatches, users } from '../db/schema';
import { queueOrderSms } from '../sms/outbox';
import { checkCapacity, checkPlantingDate, lockCapacity, type GrownLine } from './booking-terms';
import { ServiceError } from './errors';
import type { BookingSettings } from './order-hooks';
import { releaseStock } from './order-lifecycle';
import { hasLiveAttempt, type OrderRow } from './orders';
import { refundOrder } from './refunds';
import { seedlingsOf } from './sowing-inputs';

/**
 * A farmer's booking for their planting day: the server's side of lib/booking.ts. A booking is an
 * order with a planting date. Each of its lines is met from ready stock set aside now, or grown for
 * it: counted in the sowing plan, tied to a batch when one is sown, filled from that batch when it is
 * ready. The nursery's weekly sowing capacity bounds what can be booked. Here: what the farmer does
 * with a booking (move its date, cancel it), the daily round of balances due, and the staff's list of
 * bookings to collect. Its terms are in booking-terms.ts, its batches in booking-batches.ts.
 *
 * Lock order, everywhere: the capacity lock, a batch, orders (by id), then products and people.
 */

/** True once an own-seed booking's seed is received: it is then sown (cancelling keeps the deposit). */
export async function ownSeedReceived(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ownSeedBookings.id })
    .from(ownSeedBookings)
    .where(and(eq(ownSeedBookings.orderId, orderId), isNotNull(ownSeedBookings.receivedOn)));
  return !!row;
}

/** Locks orders by id, in id order (two transactions never wait on each other's). */
export async function lockOrders(tx: Tx, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Cancels a locked booking and puts back what its lines held; the caller refunds. */
export async function closeBooking(
  tx: Tx,
  order: OrderRow,
  how: { actor: string; code: 'customer' | 'nursery' | 'unpaid'; note: string | null },
): Promise<void> {
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
