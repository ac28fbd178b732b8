import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { kesToCents } from '@/lib/money';
import { mpesaResultMessage } from '@/lib/messages/mpesa';
import type { Clock } from '@/lib/server/clock';
import type { Db, Tx } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { orders, paymentAttempts } from '@/lib/server/db/schema';
import { InsufficientFunds, postEntry } from '@/lib/server/services/ledger';
import { settleOrderFromWallet, type SettleOutcome } from './settle-order';
import { paymentFailureOf } from '@/lib/order-payment-state';
import { orderHooks } from '@/lib/server/services/order-hooks';
import type { AttemptRow } from './push';
import { walletDescription } from '@/lib/wallet-descriptions';

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
export const CREDITED_THROUGH = 'credited through';
const FAILURE_STATUS = (code: number) => (code === 1032 ? 'cancelled' : code === 1037 ? 'timeout' : 'failed');

/**
 * Deposits an attempt's money into its owner's wallet and, for an order, pays the order from the
 * wallet, in one transaction. The deposit's key is the attempt, so however often the same payment
 * is reported, it is credited once. A wallet still short (split payment spent elsewhere) leaves the
 * order unpaid and the money in the wallet: nothing is lost. A prompt pays only the part it was shown
 * for: when that part was paid meanwhile (from the wallet) or the order was cancelled, the
 * money stays in the wallet and the farmer is told so by SMS, once per attempt.
 */
export async function creditAttempt(tx: Tx, attempt: AttemptRow, receipt: string | null, actor: string, clock: Clock): Promise<void> {
  await postEntry(tx, {
    idempotencyKey: `attempt:${attempt.id}:deposit`,
    kind: 'deposit',
    description: attempt.purpose === 'order' ? walletDescription.mpesaForOrder() : walletDescription.topUp(),
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
  let outcome: SettleOutcome | null = null;
  try {
    outcome = await settleOrderFromWallet(tx, attempt.orderId, actor, clock, attempt.part);
  } catch (error) {
    // Raised before anything is written, so the deposit above stands.
    if (!(error instanceof InsufficientFunds)) throw error;
  }
  // Shown for a part no longer owed: the farmer's money is in their wallet, and they should know it.
  if (attempt.part && (outcome === 'already-paid' || outcome === 'not-payable'))
    await orderHooks().notify(tx, attempt.orderId, outcome === 'not-payable' ? 'mpesaToWalletCancelled' : 'mpesaToWallet', {
      key: attempt.id,
      refundedCents: attempt.amountCents,
    });
}

/** The attempt (other than `except`) that already carries a receipt: a receipt is one payment, credited once. */
export async function receiptHolder(tx: Tx, receipt: string, except?: string): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(except ? and(eq(paymentAttempts.receiptNumber, receipt), ne(paymentAttempts.id, except)) : eq(paymentAttempts.receiptNumber, receipt));
  return row;
}

type PaidOutcome = Extract<StkOutcome, { status: 'paid' }>;
type FailedOutcome = Extract<StkOutcome, { status: 'failed' }>;

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

export async function lockAttempt(tx: Tx, where: AttemptLocator): Promise<AttemptRow | undefined> {
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
export interface ApplyOptions {
  /** `c2b`: the same payment confirmed through the Paybill (applyC2bConfirmation). */
  source: 'callback' | 'query' | 'staff' | 'c2b';
  raw?: unknown;
  actor?: string;
  /** The time every write of this answer carries. */
  clock: Clock;
}

/** One answer being applied to one locked attempt. */
interface Answer<O extends StkOutcome = StkOutcome> {
  tx: Tx;
  attempt: AttemptRow;
  outcome: O;
  options: ApplyOptions;
}

/**
 * applyStkOutcome inside the caller's transaction (staff decisions are audited in the same one).
 * An answer for no STK attempt of ours, or naming another CheckoutRequestID, is unknown. An attempt
 * already paid, or held for a mismatch (until staff decide), only takes note of a late payment. A
 * failure closes only a live attempt. A payment settles any attempt not yet paid.
 */
export async function applyStkOutcomeInTx(tx: Tx, where: AttemptLocator, outcome: StkOutcome, options: ApplyOptions): Promise<ApplyOutcome> {
  const attempt = await lockAttempt(tx, where);
  if (!attempt || !answers(attempt, outcome)) return 'unknown';
  if (isSettled(attempt, options.source)) return outcome.status === 'paid' ? noteLatePayment({ tx, attempt, outcome, options }) : 'duplicate';
  if (outcome.status === 'failed') return isLive(attempt) ? applyFailure({ tx, attempt, outcome, options }) : 'duplicate';
  return applyPayment({ tx, attempt, outcome, options });
}

/** Whether an answer is about this attempt: an STK push, and the same CheckoutRequestID when both have one. */
function answers(attempt: AttemptRow, outcome: StkOutcome): boolean {
  if (attempt.channel !== 'stk') return false;
  return !attempt.checkoutRequestId || !outcome.checkoutRequestId || attempt.checkoutRequestId === outcome.checkoutRequestId;
}

/** Paid, or held for a mismatch: only staff settle that one. */
function isSettled(attempt: AttemptRow, source: ApplyOptions['source']): boolean {
  const heldForReview = attempt.status === 'needs_review' && !!attempt.reviewReason?.startsWith(MISMATCH_PREFIX) && source !== 'staff';
  return attempt.status === 'paid' || heldForReview;
}

function isLive(attempt: AttemptRow): boolean {
  return attempt.status === 'sending' || attempt.status === 'pending' || attempt.status === 'needs_review';
}

async function updateAttempt(answer: Answer, values: Partial<AttemptRow>): Promise<void> {
  await answer.tx.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, answer.attempt.id));
}

/** What every final answer writes on the attempt. */
function finalFields({ attempt, outcome, options }: Answer) {
  const now = options.clock.now();
  return {
    checkoutRequestId: attempt.checkoutRequestId ?? outcome.checkoutRequestId,
    rawCallback: options.source === 'callback' ? (options.raw ?? null) : attempt.rawCallback,
    completedAt: now,
    updatedAt: now,
  };
}

/**
 * A paid answer for an attempt already settled. Paid first by the STK query, which has no receipt:
 * the late callback (or C2B) brings it, and is checked like any paid answer. A mismatch moves no
 * money (it was credited already) but is written on the attempt, where staff see it.
 */
async function noteLatePayment(answer: Answer<PaidOutcome>): Promise<ApplyOutcome> {
  const { attempt, outcome, options } = answer;
  const late = attempt.status === 'paid' ? mismatchOf(attempt, outcome, options.source) : null;
  const receipt = await unclaimedReceipt(answer.tx, attempt, outcome.receipt);
  const reviewReason = withNote(attempt.reviewReason, late);
  if (receipt || reviewReason !== attempt.reviewReason) {
    await updateAttempt(answer, {
      receiptNumber: receipt ?? attempt.receiptNumber,
      rawCallback: attempt.rawCallback ?? (options.source === 'callback' ? (options.raw ?? null) : null),
      reviewReason,
      updatedAt: options.clock.now(),
    });
  }
  if (late) console.warn(`[payments] attempt ${attempt.id} was paid, then ${late}`);
  return late ? 'mismatch' : 'duplicate';
}

/**
 * A review reason with a note added, once. ledger:check knows a paid attempt without a deposit by its
 * "credited through" reason: keep it first.
 */
function withNote(reason: string | null, note: string | null): string | null {
  if (!note || reason?.includes(note)) return reason;
  return reason ? `${reason}; ${note}` : note;
}

/** An answer's receipt that the attempt may take: it has none yet, and no other attempt holds this one. */
async function unclaimedReceipt(tx: Tx, attempt: AttemptRow, receipt: string | null): Promise<string | null> {
  if (!receipt || attempt.receiptNumber) return null;
  return (await receiptHolder(tx, receipt, attempt.id)) ? null : receipt;
}

/** A failure closes the attempt, and sets its order back to "failed" while that still waits. */
async function applyFailure(answer: Answer<FailedOutcome>): Promise<ApplyOutcome> {
  const { tx, attempt, outcome, options } = answer;
  await updateAttempt(answer, {
    ...finalFields(answer),
    status: FAILURE_STATUS(outcome.resultCode),
    resultCode: outcome.resultCode,
    resultDesc: outcome.resultDesc,
    message: mpesaResultMessage(outcome.resultCode),
  });
  if (attempt.orderId) {
    const waiting = await tx
      .update(orders)
      .set({ paymentStatus: 'failed', updatedAt: options.clock.now() })
      .where(and(eq(orders.id, attempt.orderId), eq(orders.paymentStatus, 'pending')))
      .returning({ status: orders.status });
    // The farmer is told why and how to pay instead: once per attempt, in the same transaction.
    if (waiting[0]?.status === 'pending')
      await orderHooks().notify(tx, attempt.orderId, 'paymentFailed', { key: attempt.id, failure: paymentFailureOf(outcome.resultCode) });
  }
  return 'applied';
}

/**
 * A payment for an attempt not yet paid. A receipt already held elsewhere is money already credited
 * there (the same payment seen by C2B): this attempt is settled without a second deposit, and any
 * mismatch is noted for staff.
 */
async function applyPayment(answer: Answer<PaidOutcome>): Promise<ApplyOutcome> {
  const { tx, attempt, outcome, options } = answer;
  const receipt = outcome.receipt ?? attempt.receiptNumber;
  const holder = receipt ? await receiptHolder(tx, receipt, attempt.id) : undefined;
  // Receipts are not compared here: a live attempt holds one only after a mismatch, and only staff reach it then.
  const mismatch = mismatchOf(attempt, { ...outcome, receipt: null }, options.source);
  if (holder) return settleThrough(answer, holder.id, mismatch);
  if (mismatch) return holdMismatch(answer, receipt, mismatch);
  return creditPayment(answer, receipt);
}

/** Paid through the attempt holding the same receipt: its reason names that attempt, and no money moves. */
async function settleThrough(answer: Answer<PaidOutcome>, holderId: string, mismatch: string | null): Promise<ApplyOutcome> {
  await updateAttempt(answer, {
    ...finalFields(answer),
    status: 'paid',
    resultCode: 0,
    resultDesc: answer.outcome.resultDesc,
    reviewReason: `${CREDITED_THROUGH} ${holderId}${mismatch ? `; ${mismatch}` : ''}`,
  });
  return 'duplicate';
}

async function holdMismatch(answer: Answer<PaidOutcome>, receipt: string | null, mismatch: string): Promise<ApplyOutcome> {
  // The receipt is kept: should the same payment come again (C2B, staff), it is known and not credited twice.
  await updateAttempt(answer, {
    ...finalFields(answer),
    status: 'needs_review',
    reviewReason: mismatch,
    receiptNumber: receipt,
    resultCode: 0,
    resultDesc: answer.outcome.resultDesc,
  });
  return 'mismatch';
}

/** A payment that matches: the attempt is paid, and its money credited (and its order paid from it). */
async function creditPayment(answer: Answer<PaidOutcome>, receipt: string | null): Promise<ApplyOutcome> {
  const { tx, attempt, outcome, options } = answer;
  const fields = finalFields(answer);
  await updateAttempt(answer, { ...fields, status: 'paid', resultCode: 0, resultDesc: outcome.resultDesc, message: null, receiptNumber: receipt });
  await creditAttempt(tx, { ...attempt, checkoutRequestId: fields.checkoutRequestId }, receipt, options.actor ?? 'system', options.clock);
  return 'applied';
}
