import 'server-only';
import { and, desc, eq, gt, like, ne, or, sql } from 'drizzle-orm';
import { kesToCents } from '@/lib/money';
import { MAX_WALLET_BALANCE_KES } from '@/lib/wallet-rules';
import type { Clock } from '@/lib/server/clock';
import type { Db } from '@/lib/server/db/client';
import { orders, paymentAttempts, paymentCallbacks, users } from '@/lib/server/db/schema';
import { audit } from '@/lib/server/services/audit';
import { ServiceError } from '@/lib/server/services/errors';
import { MISMATCH_PREFIX, applyStkOutcomeInTx } from '@/lib/server/services/payments/settlement';
import type { PaymentDeps } from '@/lib/server/services/payments/push';

/**
 * Payments a person must look at: attempts under review, paid ones a late callback contradicted (no
 * money moved; staff check the M-Pesa statement), Paybill payments no account matched, and wallets
 * over their cap (Safaricom delivered a Paybill payment that validation would have refused; the
 * money is credited, never lost, and staff decide what to do with the excess).
 */
export async function paymentsToReview(db: Db) {
  const attempts = await db
    .select({
      id: paymentAttempts.id,
      purpose: paymentAttempts.purpose,
      status: paymentAttempts.status,
      phone: paymentAttempts.phone,
      amountCents: paymentAttempts.amountCents,
      checkoutRequestId: paymentAttempts.checkoutRequestId,
      reviewReason: paymentAttempts.reviewReason,
      resultCode: paymentAttempts.resultCode,
      rawCallback: paymentAttempts.rawCallback,
      createdAt: paymentAttempts.createdAt,
      orderId: paymentAttempts.orderId,
      reference: orders.reference,
      customer: users.name,
      email: users.email,
      uid: users.uid,
    })
    .from(paymentAttempts)
    .innerJoin(users, eq(paymentAttempts.userUid, users.uid))
    .leftJoin(orders, eq(paymentAttempts.orderId, orders.id))
    // Also paid ones that a late callback contradicted: no money moved, but staff should look.
    .where(or(eq(paymentAttempts.status, 'needs_review'), and(eq(paymentAttempts.status, 'paid'), like(paymentAttempts.reviewReason, `%${MISMATCH_PREFIX}%`))))
    .orderBy(paymentAttempts.createdAt);
  const unmatched = await db
    .select({ id: paymentCallbacks.id, body: paymentCallbacks.body, receivedAt: paymentCallbacks.receivedAt, sourceIp: paymentCallbacks.sourceIp })
    .from(paymentCallbacks)
    .where(and(eq(paymentCallbacks.kind, 'c2b'), eq(paymentCallbacks.outcome, 'unmatched')))
    .orderBy(desc(paymentCallbacks.receivedAt))
    .limit(50);
  const overCap = await db
    .select({ uid: users.uid, name: users.name, email: users.email, balanceCents: users.walletBalanceCents })
    .from(users)
    .where(gt(users.walletBalanceCents, kesToCents(MAX_WALLET_BALANCE_KES)))
    .orderBy(desc(users.walletBalanceCents));
  const shown = attempts.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() }));
  return {
    attempts: shown.filter((a) => a.status === 'needs_review'),
    contradicted: shown.filter((a) => a.status === 'paid'),
    unmatchedC2b: unmatched.map((u) => ({ id: u.id, body: u.body, receivedAt: u.receivedAt.toISOString(), sourceIp: u.sourceIp })),
    overCap,
  };
}

async function reviewAttempt(db: Db, attemptId: string) {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (!attempt) throw new ServiceError('payment_not_found');
  if (attempt.status !== 'needs_review') throw new ServiceError('payment_not_under_review', { status: attempt.status });
  return attempt;
}

const snapshot = (a: { status: string; receiptNumber: string | null; reviewReason: string | null }) => ({
  status: a.status,
  receiptNumber: a.receiptNumber,
  reviewReason: a.reviewReason,
});

/**
 * Asks Daraja again about a payment under review. A final answer is applied as staff's decision
 * (Daraja's STK query is the authority on our own CheckoutRequestID, so it also settles a
 * mismatch); with no final answer yet, nothing changes.
 */
export async function requeryReview(
  deps: PaymentDeps,
  attemptId: string,
  actor: string,
): Promise<{ outcome: 'paid' | 'failed' | 'no-answer'; message: string }> {
  const attempt = await reviewAttempt(deps.db, attemptId);
  if (!attempt.checkoutRequestId)
    return { outcome: 'no-answer', message: 'M-Pesa never confirmed this push, so it cannot be asked about. Resolve it by hand.' };
  const result = await deps.gateway.stkQuery(attempt.checkoutRequestId);
  await deps.db
    .update(paymentAttempts)
    .set({ lastQueriedAt: new Date(), queryCount: sql`${paymentAttempts.queryCount} + 1` })
    .where(eq(paymentAttempts.id, attemptId));
  if (result.status !== 'paid' && result.status !== 'failed') {
    return {
      outcome: 'no-answer',
      message: result.status === 'pending' ? 'M-Pesa has no final answer yet. Try again later.' : `M-Pesa refused the query: ${result.errorMessage}`,
    };
  }
  const outcome =
    result.status === 'paid'
      ? { status: 'paid' as const, checkoutRequestId: result.checkoutRequestId, receipt: null, amount: null, phone: null, resultDesc: result.resultDesc }
      : { status: 'failed' as const, checkoutRequestId: result.checkoutRequestId, resultCode: result.resultCode, resultDesc: result.resultDesc };
  await deps.db.transaction(async (tx) => {
    await applyStkOutcomeInTx(tx, { attemptId }, outcome, { source: 'staff', actor, clock: deps.clock });
    const [after] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    await audit(tx, {
      actor,
      action: 'payment.requery',
      targetType: 'payment',
      targetId: attemptId,
      before: snapshot(attempt),
      after: after && snapshot(after),
    });
  });
  return result.status === 'paid'
    ? { outcome: 'paid', message: 'M-Pesa confirms the payment: credited.' }
    : { outcome: 'failed', message: `M-Pesa says it did not go through (${result.resultCode}).` };
}

/**
 * Staff's decision on a payment under review, with a reason. Paid: credited through the ledger like
 * any payment (once: the attempt's deposit key), with the M-Pesa receipt if staff have it. Not paid:
 * closed as failed; no money moves.
 */
export async function resolveReview(
  db: Db,
  input: { attemptId: string; outcome: 'paid' | 'not_paid'; reason: string; receipt?: string; actor: string },
  clock: Clock,
): Promise<void> {
  const attempt = await reviewAttempt(db, input.attemptId);
  if (input.receipt) {
    // The attempt itself may hold it already (a mismatched payment keeps its receipt for staff).
    const [other] = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.receiptNumber, input.receipt), ne(paymentAttempts.id, input.attemptId)));
    if (other) throw new ServiceError('receipt_taken', { receipt: input.receipt });
  }
  await db.transaction(async (tx) => {
    if (input.outcome === 'paid') {
      await applyStkOutcomeInTx(
        tx,
        { attemptId: input.attemptId },
        {
          status: 'paid',
          checkoutRequestId: attempt.checkoutRequestId,
          receipt: input.receipt ?? null,
          amount: null,
          phone: null,
          resultDesc: `Resolved by staff: ${input.reason}`,
        },
        { source: 'staff', actor: input.actor, clock },
      );
    } else {
      await tx
        .update(paymentAttempts)
        .set({
          status: 'failed',
          message: 'This payment did not go through.',
          reviewReason: `Resolved by staff as not paid: ${input.reason}`,
          completedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(paymentAttempts.id, input.attemptId), eq(paymentAttempts.status, 'needs_review')));
    }
    const [after] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, input.attemptId));
    await audit(tx, {
      actor: input.actor,
      action: 'payment.resolve',
      targetType: 'payment',
      targetId: input.attemptId,
      before: snapshot(attempt),
      after: after && { ...snapshot(after), decision: input.outcome, reason: input.reason },
    });
  });
}
