import 'server-only';
import { amountDueCents } from '@/lib/booking';
import { and, desc, eq, gte, inArray, isNull, lte, notLike, or, sql } from 'drizzle-orm';
import { kesToCents } from '@/lib/money';
import { MAX_TOPUP_KES, MAX_WALLET_BALANCE_KES, checkTopup } from '@/lib/wallet-rules';
import type { Clock } from '@/lib/server/clock';
import type { Db, Tx } from '@/lib/server/db/client';
import { orders, paymentAttempts, users } from '@/lib/server/db/schema';
import { parseC2bConfirmation, type C2bConfirmation } from '@/lib/server/daraja';
import { committedWalletCents } from '@/lib/server/services/wallet';
import {
  CREDITED_THROUGH,
  MISMATCH_PREFIX,
  applyStkOutcomeInTx,
  creditAttempt,
  lockAttempt,
  receiptHolder,
  type ApplyOutcome,
  type StkOutcome,
} from './settlement';
import type { AttemptRow } from './push';

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
    .select({
      status: orders.status,
      totalCents: orders.totalCents,
      paidCents: orders.paidCents,
      paymentPlan: orders.paymentPlan,
      depositCents: orders.depositCents,
      userUid: orders.userUid,
    })
    .from(orders)
    .where(eq(orders.reference, account))
    .limit(1);
  if (order) {
    // What it owes now: the total, or a booking's deposit, then its balance.
    const due = amountDueCents(order);
    if (due === 0) return 'C2B00012';
    const committed = (await committedWalletCents(db, order.userUid, { lock: false })) ?? 0;
    const arriving = kesToCents(amountKes);
    // Enough to pay what is owed: the order takes it, the rest stays. Not enough: it all stays.
    const after = committed + arriving - (committed + arriving >= due ? due : 0);
    return after <= kesToCents(MAX_WALLET_BALANCE_KES) ? '0' : 'C2B00013';
  }
  const [user] = await db.select({ uid: users.uid }).from(users).where(eq(users.referralCode, account)).limit(1);
  if (!user) return 'C2B00012';
  const committed = (await committedWalletCents(db, user.uid, { lock: false })) ?? 0;
  return checkTopup(amountKes, committed).ok ? '0' : 'C2B00013';
}

/** An STK payment's C2B confirmation names a payment made within minutes of the push. */
const SAME_PAYMENT_WINDOW_MS = 30 * 60_000;
/** Safaricom's clock and ours may disagree a little. */
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * The STK push a C2B confirmation most likely reports (Safaricom confirms STK payments on the same
 * Paybill through C2B too): same order (or the same person's top-up), same amount, same phone when
 * C2B shows it, no receipt yet, pushed shortly before the payment. A paid one comes first: the STK
 * query settled it and could not tell its receipt. One held for a mismatch is left to staff.
 */
async function sameStkPayment(
  tx: Tx,
  c: C2bConfirmation,
  match: { orderId: string | null; owner: string; cents: number },
  clock: Clock,
): Promise<AttemptRow | undefined> {
  const at = (c.transTime ?? clock.now()).getTime();
  const [attempt] = await tx
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.channel, 'stk'),
        match.orderId ? eq(paymentAttempts.orderId, match.orderId) : and(eq(paymentAttempts.purpose, 'topup'), eq(paymentAttempts.userUid, match.owner)),
        eq(paymentAttempts.amountCents, match.cents),
        c.phone ? eq(paymentAttempts.phone, c.phone) : undefined,
        isNull(paymentAttempts.receiptNumber),
        inArray(paymentAttempts.status, ['paid', 'sending', 'pending', 'needs_review']),
        // Held for a mismatch (staff decide), or settled by another attempt's receipt (its payment is known).
        or(
          isNull(paymentAttempts.reviewReason),
          and(notLike(paymentAttempts.reviewReason, `${MISMATCH_PREFIX}%`), notLike(paymentAttempts.reviewReason, `${CREDITED_THROUGH}%`)),
        ),
        gte(paymentAttempts.createdAt, new Date(at - SAME_PAYMENT_WINDOW_MS)),
        lte(paymentAttempts.createdAt, new Date(at + CLOCK_SLACK_MS)),
      ),
    )
    .orderBy(sql`(${paymentAttempts.status} = 'paid') desc`, desc(paymentAttempts.createdAt))
    .limit(1);
  return attempt;
}

/**
 * A Paybill payment confirmed through C2B (the fallback when the prompt never came). The account
 * number names an order (its reference) or a person's wallet (their referral code); the receipt
 * makes it count once, also against the same payment seen by STK. When it is an STK payment seen
 * again, it settles that push (or gives it its receipt) instead of becoming a second deposit.
 */
export async function applyC2bConfirmation(db: Db, c: C2bConfirmation, clock: Clock): Promise<ApplyOutcome> {
  const account = c.billRefNumber.trim().toUpperCase();
  const cents = kesToCents(c.amount);
  if (cents <= 0 || cents % 100 !== 0) return 'unmatched';
  return db.transaction(async (tx) => {
    if (await receiptHolder(tx, c.transId)) return 'duplicate';
    const [order] = await tx.select({ id: orders.id, userUid: orders.userUid }).from(orders).where(eq(orders.reference, account));
    let owner = order?.userUid;
    if (!owner) {
      const [user] = await tx.select({ uid: users.uid }).from(users).where(eq(users.referralCode, account));
      owner = user?.uid;
    }
    if (!owner) return 'unmatched';

    const stk = await sameStkPayment(tx, c, { orderId: order?.id ?? null, owner, cents }, clock);
    // Locked (attempt, then order, as the STK path does) and looked at again: a callback may have settled it meanwhile.
    const locked = stk ? await lockAttempt(tx, { attemptId: stk.id }) : undefined;
    if (locked && !locked.receiptNumber && ['paid', 'sending', 'pending', 'needs_review'].includes(locked.status)) {
      const outcome: StkOutcome = {
        status: 'paid',
        checkoutRequestId: null,
        receipt: c.transId,
        amount: c.amount,
        phone: c.phone,
        resultDesc: `Confirmed by Paybill, account ${c.billRefNumber}`,
      };
      return applyStkOutcomeInTx(tx, { attemptId: locked.id }, outcome, { source: 'c2b', clock });
    }

    if (order) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        purpose: order ? 'order' : 'topup',
        channel: 'c2b',
        orderId: order?.id ?? null,
        userUid: owner,
        phone: null,
        amountCents: cents,
        status: 'paid',
        receiptNumber: c.transId,
        resultCode: 0,
        resultDesc: `Paybill payment, account ${c.billRefNumber}`,
        rawCallback: c,
        completedAt: clock.now(),
      })
      // Two deliveries of one confirmation at once: the receipt's unique index lets one through.
      .onConflictDoNothing()
      .returning();
    if (!attempt) return 'duplicate';
    await creditAttempt(tx, attempt, c.transId, 'system', clock);
    return 'applied';
  });
}
