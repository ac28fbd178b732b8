import 'server-only';
import { and, desc, eq, gte, inArray, isNull, lte, ne, notLike, or, sql } from 'drizzle-orm';
import { kesToCents } from '@/lib/money';
import { mpesaResultMessage } from '@/lib/messages/mpesa';
import type { Db, Tx } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { orders, paymentAttempts, users } from '@/lib/server/db/schema';
import type { C2bConfirmation } from '@/lib/server/daraja';
import { InsufficientFunds, postEntry } from '@/lib/server/services/ledger';
import { settleOrderFromWallet } from './settle-order';
import type { AttemptRow } from './push';

/** What happened to a result: the raw-callback inbox records it. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'unknown' | 'mismatch' | 'unmatched';

/** A final answer about a push, from the callback, the STK query, or staff resolving a review. */
export type StkOutcome =
  | {
      status: 'paid';
      checkoutRequestId: string | null;
      /** The callback's details; the STK query carries none of them. */
      receipt: string | null;
      amount: number | null;
      phone: string | null;
      resultDesc: string;
    }
  | { status: 'failed'; checkoutRequestId: string | null; resultCode: number; resultDesc: string };

export const MISMATCH_PREFIX = 'Mismatch:';
/** A paid attempt whose money came through another attempt with the same receipt (ledger:check knows it). */
const CREDITED_THROUGH = 'credited through';
const FAILURE_STATUS = (code: number) => (code === 1032 ? 'cancelled' : code === 1037 ? 'timeout' : 'failed');

/**
 * Deposits an attempt's money into its owner's wallet and, for an order, pays the order from the
 * wallet, in one transaction. The deposit's key is the attempt, so however often the same payment
 * is reported, it is credited once. A wallet still short (split payment spent elsewhere) leaves the
 * order unpaid and the money in the wallet: nothing is lost.
 */
async function creditAttempt(tx: Tx, attempt: AttemptRow, receipt: string | null, actor: string): Promise<void> {
  await postEntry(tx, {
    idempotencyKey: `attempt:${attempt.id}:deposit`,
    kind: 'deposit',
    description: attempt.purpose === 'order' ? 'M-Pesa payment' : 'M-Pesa top-up',
    reference: receipt ?? attempt.checkoutRequestId,
    orderId: attempt.orderId,
    attemptId: attempt.id,
    actor,
    postings: [
      { account: { system: 'mpesa_clearing' }, amountCents: -attempt.amountCents },
      { account: { wallet: attempt.userUid }, amountCents: attempt.amountCents },
    ],
  });
  if (attempt.purpose !== 'order' || !attempt.orderId) return;
  try {
    await settleOrderFromWallet(tx, attempt.orderId, actor);
  } catch (error) {
    // Raised before anything is written, so the deposit above stands.
    if (!(error instanceof InsufficientFunds)) throw error;
  }
}

/** The attempt (other than `except`) that already carries a receipt: a receipt is one payment, credited once. */
async function receiptHolder(tx: Tx, receipt: string, except?: string): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(except ? and(eq(paymentAttempts.receiptNumber, receipt), ne(paymentAttempts.id, except)) : eq(paymentAttempts.receiptNumber, receipt));
  return row;
}

type PaidOutcome = Extract<StkOutcome, { status: 'paid' }>;

/**
 * What a paid answer says that the attempt does not: a review reason, or null when it matches. A
 * callback must name the payer: one without a readable PhoneNumber cannot be matched, so it is not
 * trusted with money. The STK query and staff carry no details, and C2B masks the phone.
 */
function mismatchOf(attempt: AttemptRow, outcome: PaidOutcome, source: ApplyOptions['source']): string | null {
  const parts: string[] = [];
  if (outcome.amount !== null && kesToCents(outcome.amount) !== attempt.amountCents) parts.push(`an amount of KES ${outcome.amount}`);
  if (source === 'callback' && outcome.phone === null) parts.push('no phone number');
  else if (outcome.phone !== null && attempt.phone !== null && outcome.phone !== attempt.phone) parts.push(`phone ${outcome.phone}`);
  if (outcome.receipt && attempt.receiptNumber && outcome.receipt !== attempt.receiptNumber)
    parts.push(`receipt ${outcome.receipt}, not ${attempt.receiptNumber}`);
  return parts.length === 0 ? null : `${MISMATCH_PREFIX} M-Pesa reported ${parts.join(' and ')}`;
}

async function lockAttempt(tx: Tx, where: AttemptLocator): Promise<AttemptRow | undefined> {
  const condition = 'attemptId' in where ? eq(paymentAttempts.id, where.attemptId) : eq(paymentAttempts.checkoutRequestId, where.checkoutRequestId);
  const [attempt] = await tx.select().from(paymentAttempts).where(condition).for('update');
  if (attempt?.orderId) {
    // Lock order: attempt, order, person. settleOrderFromWallet and postEntry take the last two.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, attempt.orderId)).for('update');
  }
  return attempt;
}

/**
 * Applies a final answer about an STK push, idempotently. The attempt is found by the id in the
 * callback's path (or its CheckoutRequestID), and a callback naming another CheckoutRequestID, an
 * unknown attempt, or a replay changes nothing. A paid answer must match the attempt's amount and
 * phone; otherwise it goes to review and credits nothing. Money that arrives after a failure or a
 * "no answer" review is still credited: Safaricom took it from the farmer.
 */
export async function applyStkOutcome(db: Db, where: AttemptLocator, outcome: StkOutcome, options: ApplyOptions): Promise<ApplyOutcome> {
  try {
    return await db.transaction((tx) => applyStkOutcomeInTx(tx, where, outcome, options));
  } catch (error) {
    // A C2B confirmation stored the same receipt between our check and our write (same Paybill).
    // Rolled back, the attempt would stay pending and the reconciler would credit it a second time:
    // applied again, the receipt is seen as credited and nothing moves.
    if (!isUniqueViolation(error, 'payment_attempts_receipt_number_unique')) throw error;
    return db.transaction((tx) => applyStkOutcomeInTx(tx, where, outcome, options));
  }
}

type AttemptLocator = { attemptId: string } | { checkoutRequestId: string };
interface ApplyOptions {
  /** `c2b`: the same payment confirmed through the Paybill (applyC2bConfirmation). */
  source: 'callback' | 'query' | 'staff' | 'c2b';
  raw?: unknown;
  actor?: string;
}

/** applyStkOutcome inside the caller's transaction (staff decisions are audited in the same one). */
export async function applyStkOutcomeInTx(tx: Tx, where: AttemptLocator, outcome: StkOutcome, options: ApplyOptions): Promise<ApplyOutcome> {
  const actor = options.actor ?? 'system';
  const attempt = await lockAttempt(tx, where);
  if (!attempt || attempt.channel !== 'stk') return 'unknown';
  if (attempt.checkoutRequestId && outcome.checkoutRequestId && attempt.checkoutRequestId !== outcome.checkoutRequestId) return 'unknown';
  const heldForReview = attempt.status === 'needs_review' && !!attempt.reviewReason?.startsWith(MISMATCH_PREFIX) && options.source !== 'staff';
  if (attempt.status === 'paid' || heldForReview) {
    if (outcome.status !== 'paid') return 'duplicate';
    // Paid first by the STK query, which has no receipt: the late callback (or C2B) brings it, and
    // is checked like any paid answer. A mismatch moves no money (it was credited already) but is
    // written on the attempt, where staff see it.
    const late = attempt.status === 'paid' ? mismatchOf(attempt, outcome, options.source) : null;
    const noteLate = !!late && !attempt.reviewReason?.includes(late);
    const receiptFree = !!outcome.receipt && !attempt.receiptNumber && !(await receiptHolder(tx, outcome.receipt, attempt.id));
    if (receiptFree || noteLate) {
      await tx
        .update(paymentAttempts)
        .set({
          receiptNumber: receiptFree ? outcome.receipt : attempt.receiptNumber,
          rawCallback: attempt.rawCallback ?? (options.source === 'callback' ? (options.raw ?? null) : null),
          // ledger:check knows a paid attempt without a deposit by its "credited through" reason: keep it first.
          reviewReason: noteLate ? (attempt.reviewReason ? `${attempt.reviewReason}; ${late}` : late) : attempt.reviewReason,
          updatedAt: sql`now()`,
        })
        .where(eq(paymentAttempts.id, attempt.id));
    }
    if (late) console.warn(`[payments] attempt ${attempt.id} was paid, then ${late}`);
    return late ? 'mismatch' : 'duplicate';
  }
  const live = attempt.status === 'sending' || attempt.status === 'pending' || attempt.status === 'needs_review';
  const common = {
    checkoutRequestId: attempt.checkoutRequestId ?? outcome.checkoutRequestId,
    rawCallback: options.source === 'callback' ? (options.raw ?? null) : attempt.rawCallback,
    completedAt: new Date(),
    updatedAt: new Date(),
  };

  if (outcome.status === 'failed') {
    if (!live) return 'duplicate';
    await tx
      .update(paymentAttempts)
      .set({
        ...common,
        status: FAILURE_STATUS(outcome.resultCode),
        resultCode: outcome.resultCode,
        resultDesc: outcome.resultDesc,
        message: mpesaResultMessage(outcome.resultCode),
      })
      .where(eq(paymentAttempts.id, attempt.id));
    if (attempt.orderId) {
      await tx
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: sql`now()` })
        .where(and(eq(orders.id, attempt.orderId), eq(orders.paymentStatus, 'pending')));
    }
    return 'applied';
  }

  // A receipt already held elsewhere is money already credited there (the same payment seen by C2B):
  // this attempt is settled without a second deposit, and any mismatch is noted for staff.
  const receipt = outcome.receipt ?? attempt.receiptNumber;
  const other = receipt ? await receiptHolder(tx, receipt, attempt.id) : undefined;
  // Receipts are not compared here: a live attempt holds one only after a mismatch, and only staff reach it then.
  const mismatch = mismatchOf(attempt, { ...outcome, receipt: null }, options.source);
  if (other) {
    await tx
      .update(paymentAttempts)
      .set({
        ...common,
        status: 'paid',
        resultCode: 0,
        resultDesc: outcome.resultDesc,
        reviewReason: `${CREDITED_THROUGH} ${other.id}${mismatch ? `; ${mismatch}` : ''}`,
      })
      .where(eq(paymentAttempts.id, attempt.id));
    return 'duplicate';
  }
  if (mismatch) {
    // The receipt is kept: should the same payment come again (C2B, staff), it is known and not credited twice.
    await tx
      .update(paymentAttempts)
      .set({ ...common, status: 'needs_review', reviewReason: mismatch, receiptNumber: receipt, resultCode: 0, resultDesc: outcome.resultDesc })
      .where(eq(paymentAttempts.id, attempt.id));
    return 'mismatch';
  }
  await tx
    .update(paymentAttempts)
    .set({ ...common, status: 'paid', resultCode: 0, resultDesc: outcome.resultDesc, message: null, receiptNumber: receipt })
    .where(eq(paymentAttempts.id, attempt.id));
  await creditAttempt(tx, { ...attempt, checkoutRequestId: common.checkoutRequestId }, receipt, actor);
  return 'applied';
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
async function sameStkPayment(tx: Tx, c: C2bConfirmation, match: { orderId: string | null; owner: string; cents: number }): Promise<AttemptRow | undefined> {
  const at = (c.transTime ?? new Date()).getTime();
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
export async function applyC2bConfirmation(db: Db, c: C2bConfirmation): Promise<ApplyOutcome> {
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

    const stk = await sameStkPayment(tx, c, { orderId: order?.id ?? null, owner, cents });
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
      return applyStkOutcomeInTx(tx, { attemptId: locked.id }, outcome, { source: 'c2b' });
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
        completedAt: new Date(),
      })
      // Two deliveries of one confirmation at once: the receipt's unique index lets one through.
      .onConflictDoNothing()
      .returning();
    if (!attempt) return 'duplicate';
    await creditAttempt(tx, attempt, c.transId, 'system');
    return 'applied';
  });
}
