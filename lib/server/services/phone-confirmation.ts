import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { PHONE_CODE_SMS } from '@/lib/sms/words';
import { walletDescription } from '@/lib/wallet-descriptions';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { orders, paymentAttempts, phoneConfirmations, smsOutbox, users } from '../db/schema';
import { LIMITS, consume } from '../rate-limit';
import { ServiceError } from './errors';
import { postEntry } from './ledger';

const CODE_MINUTES = 10;
const MAX_TRIES = 5;

/** The uid of a phone's own USSD profile (orders and a wallet of its own until a web account confirms it). */
export function phoneCustomerUid(phone: string): string {
  return `phone:${phone}`;
}

const hash = (uid: string, code: string) => createHash('sha256').update(`${uid}:${code}`).digest('hex');

/**
 * Sends a 6-digit code by SMS to `phone` for the web account `uid` (issue 18). Rate-limited per
 * account and per phone; a new code replaces the last. The SMS is queued in the same transaction.
 */
export async function sendPhoneCode(db: Db, uid: string, phone: string, locale: Locale, clock: Clock): Promise<void> {
  const [owner] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt), ne(users.uid, uid)));
  if (owner) throw new ServiceError('phone_taken');
  await consume(db, LIMITS.phoneCodesPerUser, uid, clock);
  await consume(db, LIMITS.phoneCodesPerPhone, phone, clock);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = { uid, phone, codeHash: hash(uid, code), attempts: 0, expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000), createdAt: now };
    await tx.insert(phoneConfirmations).values(row).onConflictDoUpdate({ target: phoneConfirmations.uid, set: row });
    await tx.insert(smsOutbox).values({ idempotencyKey: `phone-code:${uid}:${now.getTime()}`, phone, message: PHONE_CODE_SMS[locale](code, CODE_MINUTES) });
  });
}

/**
 * Checks the code and, when right, makes the phone the account's: its USSD orders, payments and
 * wallet move to the account (the money through a ledger entry, so the books still balance), and
 * from then on USSD from that phone is this account. All in one transaction, or nothing.
 */
export async function confirmPhone(db: Db, uid: string, code: string, clock: Clock): Promise<{ phone: string; movedOrders: number; movedCents: number }> {
  // Each try is counted before the code is compared, in one statement: guesses at once still get five.
  const [pending] = await db
    .update(phoneConfirmations)
    .set({ attempts: sql`${phoneConfirmations.attempts} + 1` })
    .where(and(eq(phoneConfirmations.uid, uid), lt(phoneConfirmations.attempts, MAX_TRIES), gt(phoneConfirmations.expiresAt, clock.now())))
    .returning();
  if (!pending) throw new ServiceError('phone_code_expired');
  if (!timingSafeEqual(Buffer.from(hash(uid, code)), Buffer.from(pending.codeHash))) throw new ServiceError('phone_code_wrong');
  return db.transaction(async (tx) => {
    // Used once: a second confirmation with the same code finds nothing.
    const [used] = await tx
      .delete(phoneConfirmations)
      .where(and(eq(phoneConfirmations.uid, uid), eq(phoneConfirmations.codeHash, pending.codeHash)))
      .returning();
    if (!used) throw new ServiceError('phone_code_expired');
    const { phone } = used;
    const [taken] = await tx
      .select({ uid: users.uid })
      .from(users)
      .where(and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt), ne(users.uid, uid)));
    if (taken) throw new ServiceError('phone_taken');
    await tx.update(users).set({ phone, phoneConfirmedAt: clock.now(), updatedAt: clock.now() }).where(eq(users.uid, uid));

    const from = phoneCustomerUid(phone);
    const moved = await tx.update(orders).set({ userUid: uid }).where(eq(orders.userUid, from)).returning({ id: orders.id });
    await tx.update(paymentAttempts).set({ userUid: uid }).where(eq(paymentAttempts.userUid, from));
    const [customer] = await tx.select({ cents: users.walletBalanceCents }).from(users).where(eq(users.uid, from)).for('update');
    const cents = customer?.cents ?? 0;
    if (cents > 0) {
      await postEntry(tx, {
        idempotencyKey: `phone-transfer:${from}:${uid}:${clock.now().getTime()}`,
        kind: 'phone_transfer',
        description: walletDescription.phoneTransfer(phone),
        actor: uid,
        postings: [
          { account: { wallet: from }, amountCents: -cents },
          { account: { wallet: uid }, amountCents: cents },
        ],
      });
    }
    return { phone, movedOrders: moved.length, movedCents: cents };
  });
}
