import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { referralPoints } from '@/lib/wallet-rules';
import type { Tx } from '../db/client';
import { orders, pointsEntries, users } from '../db/schema';
import { postPoints } from './points';
import type { OrderRow } from './orders';
import { walletDescription } from '@/lib/wallet-descriptions';

export type ReferralOutcome = 'rewarded' | 'not-referred' | 'self-referral' | 'already-rewarded' | 'not-first-order' | 'no-points';

/**
 * When a referred person's first order is delivered, their referrer earns points: 1 per KES 10 of the
 * order's subtotal (less refunds), at most 500, once per referred person. Referring yourself (the same
 * phone, on the profile or the order, or e-mail as the referrer) earns nothing. Runs in the delivery's
 * transaction.
 */
export async function rewardReferral(tx: Tx, order: OrderRow): Promise<ReferralOutcome> {
  const [buyer] = await tx.select().from(users).where(eq(users.uid, order.userUid));
  if (!buyer?.referredBy) return 'not-referred';
  const [referrer] = await tx.select().from(users).where(eq(users.uid, buyer.referredBy));
  if (!referrer) return 'not-referred';
  // The order's phone too: a profile's phone can be changed before the order is delivered.
  const samePhone = !!referrer.phone && (buyer.phone === referrer.phone || order.phone === referrer.phone);
  const sameEmail = !!buyer.email && buyer.email.toLowerCase() === referrer.email?.toLowerCase();
  if (samePhone || sameEmail || referrer.uid === buyer.uid) return 'self-referral';
  const [earlier] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userUid, buyer.uid), eq(orders.status, 'delivered'), ne(orders.id, order.id)))
    .limit(1);
  if (earlier) return 'not-first-order';
  const points = referralPoints(order.subtotalCents, order.refundedCents);
  if (points === 0) return 'no-points';
  const { applied } = await postPoints(tx, {
    key: `referral:reward:${buyer.uid}`,
    uid: referrer.uid,
    points,
    kind: 'referral_reward',
    description: walletDescription.referral(buyer.name, order.reference),
    referredUid: buyer.uid,
    orderId: order.id,
  });
  return applied ? 'rewarded' : 'already-rewarded';
}

/**
 * After a refund of a rewarded order, the reward shrinks to what the kept part earns. Points already
 * spent cannot be taken back from the wallet: only what is left is reversed, and the description says
 * how much could not be.
 */
export async function reverseReferralAfterRefund(tx: Tx, orderId: string): Promise<number> {
  const [reward] = await tx
    .select()
    .from(pointsEntries)
    .where(and(eq(pointsEntries.orderId, orderId), eq(pointsEntries.kind, 'referral_reward')));
  if (!reward) return 0;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return 0;
  const [{ reversed } = { reversed: 0 }] = await tx
    .select({ reversed: sql<number>`coalesce(-sum(${pointsEntries.points}), 0)::int` })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.orderId, orderId), eq(pointsEntries.kind, 'referral_reversal')));
  const due = reward.points - reversed - referralPoints(order.subtotalCents, order.refundedCents);
  if (due <= 0) return 0;
  const [referrer] = await tx.select({ points: users.referralPoints }).from(users).where(eq(users.uid, reward.userUid)).for('update');
  const take = Math.min(due, referrer?.points ?? 0);
  if (take <= 0) return 0;
  await postPoints(tx, {
    key: `referral:reversal:${orderId}:${order.refundedCents}`,
    uid: reward.userUid,
    points: -take,
    kind: 'referral_reversal',
    description: walletDescription.referralReduced(order.reference, due - take),
    referredUid: reward.referredUid,
    orderId,
  });
  return take;
}
