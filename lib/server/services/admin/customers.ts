import 'server-only';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { normalizeSpecPhone } from '@/lib/phone';
import type { Db } from '@/lib/server/db/client';
import { orders, phoneLinkRepairs, pointsEntries, users } from '@/lib/server/db/schema';
import { adjustWalletInTx } from '@/lib/server/services/adjustments';
import { audit } from '@/lib/server/services/audit';
import { ServiceError } from '@/lib/server/services/errors';
import { listOrders } from '@/lib/server/services/orders';
import { walletStatement } from '@/lib/server/services/wallet';

/** Customers by name, e-mail, phone or referral code; the newest first when there is no search. */
export async function searchCustomers(db: Db, q: string | undefined, limit = 50) {
  const term = q?.trim();
  const phone = term ? normalizeSpecPhone(term) : null;
  const like = term ? `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({
      uid: users.uid,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      walletBalanceCents: users.walletBalanceCents,
      referralPoints: users.referralPoints,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      like ? or(ilike(users.name, like), ilike(users.email, like), ilike(users.referralCode, like), ...(phone ? [eq(users.phone, phone)] : [])) : undefined,
    )
    .orderBy(desc(users.createdAt))
    .limit(limit);
  return rows;
}

/**
 * The USSD phone links migration 0011 removed, newest first: each account, the number USSD
 * had taken for it, the number its code went to, and how many of its orders carry the former.
 */
export async function repairedPhoneLinks(db: Db) {
  return db
    .select({
      uid: phoneLinkRepairs.uid,
      name: users.name,
      email: users.email,
      phone: phoneLinkRepairs.phone,
      codePhone: phoneLinkRepairs.codePhone,
      confirmedAt: phoneLinkRepairs.confirmedAt,
      ordersFromPhone: sql<number>`(select count(*)::int from ${orders} where ${and(eq(orders.userUid, phoneLinkRepairs.uid), eq(orders.phone, phoneLinkRepairs.phone))})`,
    })
    .from(phoneLinkRepairs)
    .innerJoin(users, eq(users.uid, phoneLinkRepairs.uid))
    .orderBy(desc(phoneLinkRepairs.id));
}

/** One customer for staff: profile, orders, wallet statement and points. */
export async function customerDetail(db: Db, uid: string, page: { before?: number } = {}) {
  const [profile] = await db.select().from(users).where(eq(users.uid, uid));
  if (!profile) return null;
  const [orders, statement, points] = await Promise.all([
    listOrders(db, uid, 50),
    walletStatement(db, uid, { before: page.before, limit: 30 }),
    db.select().from(pointsEntries).where(eq(pointsEntries.userUid, uid)).orderBy(desc(pointsEntries.id)).limit(50),
  ]);
  return { profile, orders, statement, points };
}

/** A manual wallet adjustment with a required reason: through the ledger, on the statement, audited. */
export async function staffAdjustWallet(
  db: Db,
  input: { uid: string; amountCents: number; reason: string; actor: string; requestId: string },
): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ walletBalanceCents: users.walletBalanceCents }).from(users).where(eq(users.uid, input.uid));
    if (!before) throw new ServiceError('customer_not_found');
    const result = await adjustWalletInTx(tx, {
      uid: input.uid,
      amountCents: input.amountCents,
      reason: input.reason,
      actor: input.actor,
      key: input.requestId,
    });
    if (result.applied) {
      const [after] = await tx.select({ walletBalanceCents: users.walletBalanceCents }).from(users).where(eq(users.uid, input.uid));
      await audit(tx, {
        actor: input.actor,
        action: 'wallet.adjust',
        targetType: 'customer',
        targetId: input.uid,
        before,
        after: { ...after, amountCents: input.amountCents, reason: input.reason },
      });
    }
    return result;
  });
}
