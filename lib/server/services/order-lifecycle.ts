import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lt, notInArray } from 'drizzle-orm';

import { canTransition, staffCanSet, staffMoves, type OrderStatus } from '@/lib/orders';
import { NURSERY_CANCELLED } from '@/lib/wallet-descriptions';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { orderEvents, orderItems, orders } from '../db/schema';
import { audit } from './audit';
import { ServiceError } from './errors';
import { orderHooks } from './order-hooks';
import { hasLiveAttempt, type OrderRow } from './orders';
import { refundOrder } from './refunds';
import { moveStock } from './stock';

/**
 * Puts an order's reserved seedlings back on the shelf, once: the lines that hold some (a booking's
 * line still growing holds none).
 */
export async function releaseStock(tx: Tx, order: OrderRow): Promise<void> {
  if (order.stockReleased) return;
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.stockReserved, true)));
  for (const item of items.sort((a, b) => a.productId.localeCompare(b.productId))) {
    await moveStock(tx, { productId: item.productId, change: item.quantity, reason: `Released from order ${order.reference}`, actor: 'system' });
  }
  await tx.update(orders).set({ stockReleased: true }).where(eq(orders.id, order.id));
}

export interface TransitionInput {
  orderId: string;
  to: OrderStatus;
  note?: string;
  actor: { uid: string; staff: boolean };
}

/**
 * Moves an order along its lifecycle (PATCH /updateOrderStatus). Staff may make any allowed move but
 * "paid", which only a payment makes; a customer may only cancel their own unpaid order. Cancelling
 * a paid order refunds what is left of it to the wallet and puts the stock back.
 */
export async function transitionOrder(db: Db, input: TransitionInput): Promise<OrderRow> {
  // A farmer cancelling a booking follows the booking's rules (the deposit is kept once sown).
  if (!input.actor.staff && input.to === 'cancelled') {
    const [booking] = await db
      .select({ userUid: orders.userUid })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), isNotNull(orders.plantingDate)));
    if (booking?.userUid === input.actor.uid) {
      await orderHooks().cancelBooking(db, { uid: input.actor.uid, orderId: input.orderId });
      const [cancelled] = await db.select().from(orders).where(eq(orders.id, input.orderId));
      if (!cancelled) throw new Error('order vanished during cancellation');
      return cancelled;
    }
  }
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order || (!input.actor.staff && order.userUid !== input.actor.uid)) throw new ServiceError('order_not_found');
    const from = order.status;
    if (!input.actor.staff) {
      if (input.to !== 'cancelled') throw new ServiceError('staff_only');
      if (order.paymentStatus === 'paid' && from !== 'cancelled') throw new ServiceError('paid_order_cancel');
      // The farmer may still enter their PIN: the money would reach a cancelled order (expiry waits too).
      if (from === 'pending' && (await hasLiveAttempt(tx, order.id))) throw new ServiceError('cancel_while_prompt_open');
    }
    const allowed = input.actor.staff ? staffCanSet(from, input.to) : canTransition(from, input.to);
    if (!allowed) throw new ServiceError('transition_refused', { from, to: input.to, allowed: staffMoves(from) }, { allowed: staffMoves(from) });

    const changes: Partial<OrderRow> = { status: input.to, updatedAt: new Date() };
    if (input.to === 'dispatched' && input.note) changes.courierNote = input.note;
    if (input.to === 'cancelled') {
      changes.cancelledAt = new Date();
      // The code is what farmers are told, in their language; the staff's own note stays beside it.
      changes.cancelCode = input.actor.staff ? 'nursery' : 'customer';
      changes.cancelReason = input.note ?? null;
      // Stock first, then the refund: products before the person, the order a wallet checkout locks
      // them in (createOrder, then settleOrderFromWallet), so the two can never deadlock.
      await releaseStock(tx, order);
      const left = order.paidCents - order.refundedCents;
      if (left > 0) {
        await refundOrder(tx, {
          orderId: order.id,
          amountCents: left,
          reason: input.note ?? (input.actor.staff ? NURSERY_CANCELLED : 'Cancelled by you'),
          actor: input.actor.uid,
          key: `cancel-${randomUUID()}`,
        });
      }
    }
    const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, order.id)).returning();
    await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: from, toStatus: input.to, note: input.note ?? null, actor: input.actor.uid });
    if (!updated) throw new Error('order vanished during transition');
    if (input.actor.staff) {
      const snapshot = (o: OrderRow) => ({ status: o.status, paymentStatus: o.paymentStatus, refundedCents: o.refundedCents, courierNote: o.courierNote });
      await audit(tx, {
        actor: input.actor.uid,
        action: 'order.status',
        targetType: 'order',
        targetId: order.id,
        before: snapshot(order),
        after: { ...snapshot(updated), note: input.note ?? null },
      });
    }
    if (input.to === 'delivered') await orderHooks().delivered(tx, updated);
    if (input.to === 'dispatched' || input.to === 'delivered' || input.to === 'cancelled') await orderHooks().notify(tx, order.id, input.to);
    return updated;
  });
}

/**
 * Cancels unpaid orders past their expiry and releases their stock. An order with a payment prompt
 * still open is left for the next round: the farmer may be typing their PIN.
 */
export async function expireOrders(db: Db, clock: Clock): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), notInArray(orders.paymentStatus, ['paid', 'refunded']), lt(orders.expiresAt, clock.now())))
    .limit(200);
  let expired = 0;
  for (const { id } of due) {
    if (await hasLiveAttempt(db, id)) continue;
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || order.status !== 'pending' || order.paymentStatus === 'paid') return false;
      await tx.update(orders).set({ status: 'cancelled', cancelledAt: clock.now(), cancelCode: 'unpaid', updatedAt: clock.now() }).where(eq(orders.id, id));
      await releaseStock(tx, order);
      // No English note: the farmer's timeline shows it, and the order's cancel code says why in their language.
      await tx.insert(orderEvents).values({ orderId: id, fromStatus: 'pending', toStatus: 'cancelled', note: null, actor: 'system' });
      await orderHooks().notify(tx, id, 'cancelled');
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
