import 'server-only';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { PHONE_CODE_SMS, PHONE_TAKEN_SMS } from '@/lib/sms/words';
import { walletDescription } from '@/lib/wallet-descriptions';
import type { Clock } from '../clock';
import type { Db, DbOrTx, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { orders, paymentAttempts, phoneConfirmations, smsOutbox, users } from '../db/schema';
import { env } from '../env';
import { LIMITS, consume } from '../rate-limit';
import { ServiceError } from './errors';
import { postEntry } from './ledger';

const CODE_MINUTES = 10;
const MAX_TRIES = 5;

/** The uid of a phone's own USSD profile (orders and a wallet of its own until a web account confirms it). */
export function phoneCustomerUid(phone: string): string {
  return `phone:${phone}`;
}

/** The outbox key of a code's SMS, followed by `<uid>:<ms>:<uuid>` (migration 0011 finds a uid's codes by it). */
const CODE_SMS_KEY = 'phone-code:';

const hash = (uid: string, code: string) => createHash('sha256').update(`${uid}:${code}`).digest('hex');

/** The account that USSD from `phone` is, other than `uid`: the one that confirmed it. */
async function holderOf(db: DbOrTx, phone: string, uid: string): Promise<{ uid: string; locale: Locale | null } | undefined> {
  const [holder] = await db
    .select({ uid: users.uid, locale: users.locale })
    .from(users)
    .where(and(eq(users.ussdPhone, phone), ne(users.uid, uid)));
  return holder;
}

/**
 * Sends a 6-digit code by SMS to `phone` for the web account `uid`. Rate-limited per
 * account and per phone, counted first; a new code replaces the last. The SMS is queued in the same
 * transaction.
 *
 * A number another account has confirmed gets the same answer and the same work, so the
 * answer cannot be used to find which numbers are joined: its SMS tells its holder, in their
 * language, that someone asked and nothing changed, and the code stored is one nobody was sent.
 */
export async function sendPhoneCode(db: Db, uid: string, phone: string, locale: Locale, clock: Clock): Promise<void> {
  await consume(db, LIMITS.phoneCodesPerUser, uid, clock);
  await consume(db, LIMITS.phoneCodesPerPhone, phone, clock);
  const holder = await holderOf(db, phone, uid);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const message = holder ? PHONE_TAKEN_SMS[holder.locale ?? 'en'] : PHONE_CODE_SMS[locale](code, CODE_MINUTES, env().USSD_SERVICE_CODE);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = { uid, phone, codeHash: hash(uid, code), attempts: 0, expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000), createdAt: now };
    await tx.insert(phoneConfirmations).values(row).onConflictDoUpdate({ target: phoneConfirmations.uid, set: row });
    await tx.insert(smsOutbox).values({ idempotencyKey: `${CODE_SMS_KEY}${uid}:${now.getTime()}:${randomUUID()}`, phone, message });
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
  try {
    return await db.transaction((tx) => takeOverPhone(tx, uid, pending.codeHash, clock));
  } catch (error) {
    // Two accounts confirming the same number at once: the database lets one through.
    if (isUniqueViolation(error, 'users_ussd_phone_idx')) throw new ServiceError('phone_taken');
    throw error;
  }
}

/** Confirms the phone of the code `codeHash` for `uid` and moves what its USSD profile held. */
async function takeOverPhone(tx: Tx, uid: string, codeHash: string, clock: Clock): Promise<{ phone: string; movedOrders: number; movedCents: number }> {
  // Used once: a second confirmation with the same code finds nothing.
  const [used] = await tx
    .delete(phoneConfirmations)
    .where(and(eq(phoneConfirmations.uid, uid), eq(phoneConfirmations.codeHash, codeHash)))
    .returning();
  if (!used) throw new ServiceError('phone_code_expired');
  const { phone } = used;
  if (await holderOf(tx, phone, uid)) throw new ServiceError('phone_taken');
  // The one write that makes a phone confirmed: the profile's phone becomes the number the code
  // went to, and a number confirmed before is let go (an account has one USSD phone).
  await tx.update(users).set({ phone, ussdPhone: phone, phoneConfirmedAt: clock.now(), updatedAt: clock.now() }).where(eq(users.uid, uid));

  const from = phoneCustomerUid(phone);
  // The language the phone chose on USSD stays the phone's: USSD and SMS to it go on in
  // it, and the web account's own language is left as it is.
  const [phoneProfile] = await tx.select({ locale: users.locale }).from(users).where(eq(users.uid, from));
  if (phoneProfile?.locale) await tx.update(users).set({ ussdLocale: phoneProfile.locale }).where(eq(users.uid, uid));
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
}

/**
 * Lets the account's USSD phone go (DELETE /api/profile/phone): USSD from it is its own profile again.
 * The account keeps its orders, wallet and language; the number's next holder sees none of them
 * (USSD and STATUS read only the caller's own orders), nor the choices the account made
 * from the phone before it confirmed it (the language, care tips), which the phone's profile still
 * held: the next holder chooses again. The number's SMS consent stays the number's.
 */
export async function unlinkPhone(db: Db, uid: string, clock: Clock): Promise<typeof users.$inferSelect | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ phone: users.ussdPhone }).from(users).where(eq(users.uid, uid)).for('update');
    const [row] = await tx.update(users).set({ ussdPhone: null, phoneConfirmedAt: null, updatedAt: clock.now() }).where(eq(users.uid, uid)).returning();
    if (before?.phone)
      await tx
        .update(users)
        .set({ locale: null, ussdLocale: null, careTips: false, updatedAt: clock.now() })
        .where(eq(users.uid, phoneCustomerUid(before.phone)));
    return row;
  });
}
