import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { staffCanSet, type OrderStatus } from '@/lib/orders';
import { productName } from '@/lib/ussd/labels';
import { NURSERY_CANCELLED } from '@/lib/wallet-descriptions';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { orderEvents, orders } from '@/lib/server/db/schema';
import { audit } from '@/lib/server/services/audit';
import { ServiceError } from '@/lib/server/services/errors';
import { orderContents } from '@/lib/server/services/order-contents';
import { releaseStock } from '@/lib/server/services/order-lifecycle';
import { refundOrder } from '@/lib/server/services/refunds';
import { REPEAT_WINDOW_MS } from '@/lib/server/services/ussd';

/**
 * Repair of doubled orders: before intent keys held a request to one order, the same USSD purchase paid from the
 * wallet could be placed and paid twice or more. A double is a paid USSD order (not cancelled, not
 * refunded in full) with an earlier paid one of the same purchase (the same phone, product, quantity
 * and delivery: its purchase key) placed within REPEAT_WINDOW_MS before it. The earliest is the one
 * the farmer meant; each later one is listed for staff, to refund to the wallet in one click.
 */
export interface DuplicateUssdOrder {
  id: string;
  reference: string;
  createdAt: string;
  phone: string;
  uid: string;
  /** What it holds, as "Dhania x20". */
  what: string;
  totalCents: number;
  /** What a refund would bring back: paid and not yet refunded. */
  refundableCents: number;
  status: OrderStatus;
  /** False once it is being prepared or is on its way: staff talk to the farmer instead. */
  canRefund: boolean;
  /** The earlier order of the same purchase, which the farmer keeps. */
  first: { id: string; reference: string; createdAt: string };
}

const WINDOW = sql.raw(`interval '${REPEAT_WINDOW_MS} milliseconds'`);

/** The earliest paid order of the same purchase within the window before `o` (the table alias), or none. */
const earlierPaid = sql`
  select f.id, f.reference, f.created_at from ${orders} f
  where f.ussd_purchase_key = o.ussd_purchase_key and f.id <> o.id
    and f.paid_cents > f.refunded_cents and f.status <> 'cancelled'
    and (f.created_at, f.id) < (o.created_at, o.id) and f.created_at >= o.created_at - ${WINDOW}
  order by f.created_at, f.id
  limit 1`;

const stillPaid = sql`o.channel = 'ussd' and o.ussd_purchase_key is not null and o.paid_cents > o.refunded_cents and o.status <> 'cancelled'`;

/** Every double USSD order still paid, newest first (at most 200). */
export async function duplicateUssdOrders(db: Db): Promise<DuplicateUssdOrder[]> {
  const rows = (
    await db.execute<{
      id: string;
      reference: string;
      created_at: Date | string;
      phone: string;
      user_uid: string;
      total_cents: string | number;
      paid_cents: string | number;
      refunded_cents: string | number;
      status: OrderStatus;
      first_id: string;
      first_reference: string;
      first_created_at: Date | string;
    }>(sql`
      select o.id, o.reference, o.created_at, o.phone, o.user_uid, o.total_cents, o.paid_cents, o.refunded_cents, o.status,
             f.id as first_id, f.reference as first_reference, f.created_at as first_created_at
      from ${orders} o
      join lateral (${earlierPaid}) f on true
      where ${stillPaid}
      order by o.created_at desc, o.id
      limit 200`)
  ).rows;
  const contents = await orderContents(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    createdAt: new Date(r.created_at).toISOString(),
    phone: r.phone,
    uid: r.user_uid,
    what: (contents.get(r.id)?.lines ?? []).map((l) => `${productName(l.product, 'en')} x${l.quantity}`).join(', '),
    totalCents: Number(r.total_cents),
    refundableCents: Number(r.paid_cents) - Number(r.refunded_cents),
    status: r.status,
    canRefund: staffCanSet(r.status, 'cancelled'),
    first: { id: r.first_id, reference: r.first_reference, createdAt: new Date(r.first_created_at).toISOString() },
  }));
}

/** The earlier paid order a locked order doubles, or null when it doubles none (any more). */
async function firstOf(tx: DbOrTx, orderId: string): Promise<{ id: string; reference: string } | null> {
  const [row] = (
    await tx.execute<{ id: string; reference: string }>(sql`
      select f.id, f.reference from ${orders} o join lateral (${earlierPaid}) f on true where o.id = ${orderId} and ${stillPaid}`)
  ).rows;
  return row ?? null;
}

/** Why staff read in the order's timeline and the audit log; the farmer's statement says "cancelled by the nursery". */
export const DUPLICATE_NOTE = 'Double USSD order: the same purchase was paid twice. Refunded to the wallet.';

export type DuplicateRefund =
  | { outcome: 'refunded'; refundedCents: number; first: string }
  /** Cancelled or refunded already (a second click): nothing more. */
  | { outcome: 'already_done' }
  /** No earlier paid order of the same purchase any more (it was cancelled, say): a person decides. */
  | { outcome: 'not_a_double' }
  /** Being prepared or on its way: it cannot be cancelled from here. */
  | { outcome: 'too_late'; status: OrderStatus };

/**
 * Staff's one click on a double: the order is cancelled, its seedlings go back on the shelf, and all
 * that was paid for it goes back to the farmer's wallet (refundOrder, with its SMS), in one
 * transaction under the order's lock, audit-logged. Once only: the refund's key is the order's own
 * (`duplicate`), and a second click finds the order cancelled.
 */
export async function refundDuplicateOrder(db: Db, input: { orderId: string; actor: string }): Promise<DuplicateRefund> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order || order.channel !== 'ussd') throw new ServiceError('order_not_found');
    if (order.status === 'cancelled' || order.paidCents <= order.refundedCents) return { outcome: 'already_done' };
    const first = await firstOf(tx, order.id);
    if (!first) return { outcome: 'not_a_double' };
    if (!staffCanSet(order.status, 'cancelled')) return { outcome: 'too_late', status: order.status };
    // As a staff cancel does it (order-lifecycle.ts): stock first, then the refund.
    await releaseStock(tx, order);
    const refundCents = order.paidCents - order.refundedCents;
    await refundOrder(tx, { orderId: order.id, amountCents: refundCents, reason: NURSERY_CANCELLED, actor: input.actor, key: 'duplicate' });
    const now = new Date();
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, cancelCode: 'nursery', cancelReason: DUPLICATE_NOTE, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: 'cancelled', note: DUPLICATE_NOTE, actor: input.actor });
    await audit(tx, {
      actor: input.actor,
      action: 'order.duplicate_refund',
      targetType: 'order',
      targetId: order.id,
      before: { status: order.status, paymentStatus: order.paymentStatus, refundedCents: order.refundedCents },
      after: { status: 'cancelled', refundedCents: order.refundedCents + refundCents, firstOrderId: first.id, firstReference: first.reference },
    });
    return { outcome: 'refunded', refundedCents: refundCents, first: first.reference };
  });
}
