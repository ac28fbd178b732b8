import 'server-only';
import { eq } from 'drizzle-orm';
import type { Clock } from '@/lib/server/clock';
import type { Tx } from '@/lib/server/db/client';
import { orderEvents, orders } from '@/lib/server/db/schema';
import { ServiceError } from '@/lib/server/services/errors';
import { postEntry } from '@/lib/server/services/ledger';
import { walletDescription } from '@/lib/wallet-descriptions';
import { queueOrderSms } from '@/lib/server/sms/outbox';

export type SettleOutcome = 'settled' | 'already-paid' | 'not-payable';

/**
 * Pays an order from its owner's wallet, in the caller's transaction: the one way an order becomes
 * paid, whether the money came by M-Pesa a moment ago or was already there. Lock order: the order,
 * then the person (postEntry), everywhere. Throws InsufficientFunds when the wallet is short.
 */
export async function settleOrderFromWallet(tx: Tx, orderId: string, actor: string, clock: Clock): Promise<SettleOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new ServiceError('order_not_found');
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return 'already-paid';
  if (order.status !== 'pending') return 'not-payable';
  await postEntry(tx, {
    idempotencyKey: `order:${order.id}:payment`,
    kind: 'order_payment',
    description: walletDescription.orderPayment(order.reference),
    reference: order.reference,
    orderId: order.id,
    actor,
    postings: [
      { account: { wallet: order.userUid }, amountCents: -order.totalCents },
      { account: { system: 'sales' }, amountCents: order.totalCents },
    ],
  });
  const now = clock.now();
  await tx.update(orders).set({ status: 'paid', paymentStatus: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: 'pending', toStatus: 'paid', note: null, actor });
  await queueOrderSms(tx, order.id, 'paid');
  return 'settled';
}
