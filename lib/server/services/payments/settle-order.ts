import 'server-only';
import { eq } from 'drizzle-orm';
import { duePart, type PaymentPart } from '@/lib/booking';
import type { Clock } from '@/lib/server/clock';
import type { Tx } from '@/lib/server/db/client';
import { orderEvents, orders } from '@/lib/server/db/schema';
import { ServiceError } from '@/lib/server/services/errors';
import { postEntry } from '@/lib/server/services/ledger';
import { walletDescription } from '@/lib/wallet-descriptions';
import { orderHooks } from '@/lib/server/services/order-hooks';

export type SettleOutcome = 'settled' | 'already-paid' | 'not-payable';

/**
 * Pays what an order owes now from its owner's wallet, in the caller's transaction: the one way an
 * order becomes paid, whether the money came by M-Pesa a moment ago or was already there. An order
 * owes its total; a booking on the deposit plan owes its deposit, then its balance: each
 * part is its own ledger entry, keyed by the order and the part, so each is paid once. Lock order:
 * the order, then the person (postEntry), everywhere. Throws InsufficientFunds when the wallet is short.
 *
 * `part`: the part the money was brought for (the part an M-Pesa prompt was shown for). When
 * that part is no longer the one owed (the wallet paid it meanwhile, or the order was cancelled),
 * nothing is settled: the money stays in the wallet, and never pays the next part, which nobody asked
 * to pay. Without it (a Paybill payment naming the order, a wallet payment), what is owed now is paid.
 */
export async function settleOrderFromWallet(tx: Tx, orderId: string, actor: string, clock: Clock, part?: PaymentPart | null): Promise<SettleOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new ServiceError('order_not_found');
  if (part && duePart(order)?.part !== part) return order.status === 'cancelled' ? 'not-payable' : 'already-paid';
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return 'already-paid';
  const due = duePart(order);
  if (!due) return 'not-payable';
  await postEntry(tx, {
    // The whole order keeps the key it always had, so replays of payments made before bookings still match.
    idempotencyKey: due.part === 'full' ? `order:${order.id}:payment` : `order:${order.id}:payment:${due.part}`,
    kind: 'order_payment',
    description:
      due.part === 'deposit'
        ? walletDescription.bookingDeposit(order.reference)
        : due.part === 'balance'
          ? walletDescription.bookingBalance(order.reference)
          : walletDescription.orderPayment(order.reference),
    reference: order.reference,
    orderId: order.id,
    actor,
    postings: [
      { account: { wallet: order.userUid }, amountCents: -due.amountCents },
      { account: { system: 'sales' }, amountCents: due.amountCents },
    ],
  });
  const now = clock.now();
  const paidCents = order.paidCents + due.amountCents;
  const whole = paidCents === order.totalCents;
  const to = whole ? 'paid' : 'booked';
  await tx
    .update(orders)
    .set({ status: to, paymentStatus: whole ? 'paid' : 'partly_paid', paidCents, paidAt: whole ? now : order.paidAt, updatedAt: now })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: to, note: null, actor });
  // A booking's first payment is its confirmation (with the ready date and the balance); later ones say paid.
  await orderHooks().notify(tx, order.id, order.plantingDate && order.status === 'pending' ? 'booked' : 'paid');
  return 'settled';
}
