import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema';
import { parseC2bConfirmation } from '../payments';

/** Daraja's validation answers (reference a.7): accept, or reject naming what was wrong. */
export type C2bValidationCode = '0' | 'C2B00012' | 'C2B00013';

/**
 * C2B validation: the account typed must be an order awaiting payment (pending and not paid) or a
 * person's wallet code, and the amount whole shillings. A paid or cancelled order's reference is
 * refused before the farmer's money moves, rather than landing on an order that cannot take it.
 */
export async function validateC2bPayment(db: Db, body: string): Promise<C2bValidationCode> {
  const parsed = parseC2bConfirmation(body);
  if (!parsed.ok) return 'C2B00012';
  const account = parsed.value.billRefNumber.trim().toUpperCase();
  if (!account) return 'C2B00012';
  if (parsed.value.amount % 1 !== 0) return 'C2B00013';
  const [order] = await db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.reference, account)).limit(1);
  if (order) return order.status === 'pending' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') ? '0' : 'C2B00012';
  const [user] = await db.select({ uid: users.uid }).from(users).where(eq(users.referralCode, account)).limit(1);
  return user ? '0' : 'C2B00012';
}
