import 'server-only';
import { eq, sql } from 'drizzle-orm';

import type { Tx } from '../db/client';
import { journalEntries, orders } from '../db/schema';
import { ServiceError } from './errors';
import { postEntry } from './ledger';
import { orderHooks } from './order-hooks';
import { walletDescription } from '@/lib/wallet-descriptions';

/**
 * Refunds a paid order, whole or in part, into its owner's wallet (shop credit, never cash), with a
 * reason, in the caller's transaction. `key` makes each refund happen once: the same key again
 * refunds nothing. The order's refunded total can never pass what was paid (a booking's deposit
 * alone, while its balance is owed); refunding all that was paid marks the order's payment `refunded`.
 */
export async function refundOrder(
  tx: Tx,
  /** `quiet`: the caller tells the farmer in its own words (a booking the nursery cannot meet). */
  input: { orderId: string; amountCents: number; reason: string; actor: string; key: string; quiet?: boolean },
): Promise<{ applied: boolean; refundedCents: number }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw new ServiceError('order_not_found');
  // A booking's deposit is money paid too: what can come back is what was paid.
  if (order.paidCents === 0) throw new ServiceError('refund_not_paid');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new ServiceError('refund_zero');
  const idempotencyKey = `order:${order.id}:refund:${input.key}`;
  // A repeated refund request is answered before the limit is checked: it is no error, just done.
  const [done] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.idempotencyKey, idempotencyKey));
  if (done) return { applied: false, refundedCents: order.refundedCents };
  const left = order.paidCents - order.refundedCents;
  if (input.amountCents > left) throw new ServiceError('refund_too_much', { leftCents: left });
  const { applied } = await postEntry(tx, {
    idempotencyKey,
    kind: 'refund',
    description: walletDescription.refund(order.reference, input.reason),
    reference: order.reference,
    orderId: order.id,
    actor: input.actor,
    postings: [
      { account: { system: 'refunds' }, amountCents: -input.amountCents },
      { account: { wallet: order.userUid }, amountCents: input.amountCents },
    ],
  });
  if (!applied) return { applied, refundedCents: order.refundedCents };
  const refundedCents = order.refundedCents + input.amountCents;
  await tx
    .update(orders)
    .set({ refundedCents, paymentStatus: refundedCents === order.paidCents ? 'refunded' : order.paymentStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await orderHooks().refunded(tx, order.id);
  if (!input.quiet) await orderHooks().notify(tx, order.id, 'refunded', { key: input.key, refundedCents: input.amountCents });
  return { applied, refundedCents };
}
