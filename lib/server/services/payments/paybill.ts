import 'server-only';
import { eq } from 'drizzle-orm';
import { kesToCents } from '@/lib/money';
import { MAX_TOPUP_KES, MAX_WALLET_BALANCE_KES, checkTopup } from '@/lib/wallet-rules';
import type { Db } from '@/lib/server/db/client';
import { orders, users } from '@/lib/server/db/schema';
import { parseC2bConfirmation } from '@/lib/server/daraja';
import { committedWalletCents } from '@/lib/server/services/wallet';

/** Daraja's validation answers (reference a.7): accept, or reject naming what was wrong. */
export type C2bValidationCode = '0' | 'C2B00012' | 'C2B00013';

/**
 * C2B validation, asked before the farmer's money moves (when Safaricom has it switched on). The
 * account typed must be an order awaiting payment (pending and not paid) or a person's wallet code;
 * the amount whole shillings, within M-Pesa's limit, and not so much that the wallet would pass its
 * cap: a top-up is held to the web's top-up rules, and an order's payment may leave in the wallet
 * (after paying the order) no more than the cap allows. Refused money never leaves the farmer's
 * M-Pesa. Money Safaricom delivers anyway (validation is optional on their side) is credited on
 * confirmation and listed for staff if the wallet is then over its cap.
 */
export async function validateC2bPayment(db: Db, body: string): Promise<C2bValidationCode> {
  const parsed = parseC2bConfirmation(body);
  if (!parsed.ok) return 'C2B00012';
  const account = parsed.value.billRefNumber.trim().toUpperCase();
  if (!account) return 'C2B00012';
  const amountKes = parsed.value.amount;
  if (amountKes % 1 !== 0 || amountKes > MAX_TOPUP_KES) return 'C2B00013';
  const [order] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, totalCents: orders.totalCents, userUid: orders.userUid })
    .from(orders)
    .where(eq(orders.reference, account))
    .limit(1);
  if (order) {
    if (order.status !== 'pending' || (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed')) return 'C2B00012';
    const committed = (await committedWalletCents(db, order.userUid, { lock: false })) ?? 0;
    const arriving = kesToCents(amountKes);
    // Enough to pay the order: the order takes its total, the rest stays. Not enough: it all stays.
    const after = committed + arriving - (committed + arriving >= order.totalCents ? order.totalCents : 0);
    return after <= kesToCents(MAX_WALLET_BALANCE_KES) ? '0' : 'C2B00013';
  }
  const [user] = await db.select({ uid: users.uid }).from(users).where(eq(users.referralCode, account)).limit(1);
  if (!user) return 'C2B00012';
  const committed = (await committedWalletCents(db, user.uid, { lock: false })) ?? 0;
  return checkTopup(amountKes, committed).ok ? '0' : 'C2B00013';
}
