import 'server-only';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { paymentAttempts } from '@/lib/server/db/schema';
import { sweepRateLimits } from '@/lib/server/rate-limit';
import { expireOrders } from '@/lib/server/services/order-lifecycle';
import { bookingRound } from '@/lib/server/services/bookings';
import { careTipsRound } from '@/lib/server/services/care-tips';
import { applyStkOutcome } from './settlement';
import type { AttemptRow, PaymentDeps } from './push';

export interface ReconcileSettings {
  /** Leave a push alone this long: its callback usually comes first (reference a.5). */
  firstQueryAfterMs: number;
  /** Between two queries of the same push. */
  queryIntervalMs: number;
  /** With no final answer by then, a person looks at it. */
  reviewAfterMs: number;
  /**
   * A push with no CheckoutRequestID (the network failed after sending) cannot be queried, and while
   * pending it blocks "send the prompt again" (one live push per order and phone): review it sooner.
   * Its callback, should it come, is still applied.
   */
  unconfirmedReviewAfterMs?: number;
}

export const DEFAULT_RECONCILE: ReconcileSettings = {
  firstQueryAfterMs: 20_000,
  queryIntervalMs: 15_000,
  reviewAfterMs: 10 * 60_000,
  unconfirmedReviewAfterMs: 3 * 60_000,
};

/** One round must end within the scheduled function's limit (about 25 s, reference a.9): queries stop here. */
export interface ReconcileBudget {
  /** From the round's start (expiring orders included): no STK query starts after it. */
  budgetMs: number;
  /** Queries in flight at once: each may take a while (retries), but Daraja has a spike arrest. */
  concurrency: number;
  /** Most attempts looked at in one round. */
  limit: number;
}

export const DEFAULT_BUDGET: ReconcileBudget = { budgetMs: 20_000, concurrency: 3, limit: 100 };

export type RefreshResult = 'paid' | 'failed' | 'pending' | 'review' | 'skipped';

async function toReview(deps: PaymentDeps, attempt: AttemptRow, reason: string): Promise<RefreshResult> {
  await deps.db
    .update(paymentAttempts)
    .set({ status: 'needs_review', reviewReason: reason, updatedAt: deps.clock.now() })
    .where(and(eq(paymentAttempts.id, attempt.id), inArray(paymentAttempts.status, ['sending', 'pending'])));
  console.warn(`[reconcile] attempt ${attempt.id} needs review: ${reason}`);
  return 'review';
}

/**
 * Asks Daraja where one push stands and applies a final answer. 4999 and 500.001.1001 mean "ask
 * later"; with no final answer after reviewAfterMs the attempt goes to staff. Used by the
 * reconciler for every due attempt, and by the status endpoint so a farmer watching the order page
 * learns of a dropped callback within seconds.
 */
export async function refreshAttempt(deps: PaymentDeps, attempt: AttemptRow, settings = DEFAULT_RECONCILE): Promise<RefreshResult> {
  if (attempt.status !== 'pending' && attempt.status !== 'sending') return 'skipped';
  const now = deps.clock.now().getTime();
  const age = now - attempt.createdAt.getTime();
  if (age < settings.firstQueryAfterMs) return 'skipped';
  if (attempt.lastQueriedAt && now - attempt.lastQueriedAt.getTime() < settings.queryIntervalMs) return 'skipped';
  if (!attempt.checkoutRequestId) {
    // The push never got an answer (or the process stopped mid-way): only its callback can tell now.
    const limit = settings.unconfirmedReviewAfterMs ?? settings.reviewAfterMs;
    return age > limit ? toReview(deps, attempt, 'No CheckoutRequestID: M-Pesa never confirmed the push') : 'pending';
  }
  // Claim this query so two reconcilers (a timer and a page) do not ask at once.
  const claimed = await deps.db
    .update(paymentAttempts)
    .set({ lastQueriedAt: new Date(now), queryCount: sql`${paymentAttempts.queryCount} + 1` })
    .where(
      and(
        eq(paymentAttempts.id, attempt.id),
        or(isNull(paymentAttempts.lastQueriedAt), lt(paymentAttempts.lastQueriedAt, new Date(now - settings.queryIntervalMs))),
      ),
    )
    .returning({ id: paymentAttempts.id });
  if (claimed.length === 0) return 'skipped';

  const result = await deps.gateway.stkQuery(attempt.checkoutRequestId, { submittedAt: attempt.createdAt });
  if (result.status === 'paid') {
    await applyStkOutcome(
      deps.db,
      { attemptId: attempt.id },
      { status: 'paid', checkoutRequestId: result.checkoutRequestId, receipt: null, amount: null, phone: null, resultDesc: result.resultDesc },
      { source: 'query', clock: deps.clock },
    );
    return 'paid';
  }
  if (result.status === 'failed') {
    await applyStkOutcome(
      deps.db,
      { attemptId: attempt.id },
      { status: 'failed', checkoutRequestId: result.checkoutRequestId, resultCode: result.resultCode, resultDesc: result.resultDesc },
      { source: 'query', clock: deps.clock },
    );
    return 'failed';
  }
  if (result.status === 'error') console.error(`[reconcile] STK query refused for ${attempt.id}: ${result.errorCode} ${result.errorMessage}`);
  if (age > settings.reviewAfterMs) return toReview(deps, attempt, `No final answer from M-Pesa after ${Math.round(settings.reviewAfterMs / 60_000)} minutes`);
  return 'pending';
}

export interface ReconcileSummary {
  checked: number;
  paid: number;
  failed: number;
  pending: number;
  review: number;
  expiredOrders: number;
  bookings?: { reminded: number; released: number };
  /** Care SMS queued after pickup. */
  careTips?: number;
}

/**
 * One round of reconciliation: unpaid orders past their time are cancelled first (cheap, and it must
 * happen every round), then every push still open and old enough is checked by STK query, a few at a
 * time, starting no new query once the budget is spent (the rest wait for the next round). Run every
 * minute by the scheduled Netlify function, by a timer in `npm start`, and by `npm run reconcile`.
 */
export async function reconcile(deps: PaymentDeps, settings = DEFAULT_RECONCILE, budget: Partial<ReconcileBudget> = {}): Promise<ReconcileSummary> {
  const { budgetMs, concurrency, limit } = { ...DEFAULT_BUDGET, ...budget };
  const started = deps.clock.now().getTime();
  const summary: ReconcileSummary = { checked: 0, paid: 0, failed: 0, pending: 0, review: 0, expiredOrders: 0 };
  summary.expiredOrders = await expireOrders(deps.db, deps.clock);
  // Bookings' balance reminders and releases: cheap when nothing is due, so every round.
  summary.bookings = await bookingRound(deps.db, deps.clock);
  summary.careTips = await careTipsRound(deps.db, deps.clock);
  await sweepRateLimits(deps.db, deps.clock);

  const cutoff = new Date(deps.clock.now().getTime() - settings.firstQueryAfterMs);
  const due = await deps.db
    .select()
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.status, ['sending', 'pending']), eq(paymentAttempts.channel, 'stk'), lt(paymentAttempts.createdAt, cutoff)))
    .orderBy(paymentAttempts.createdAt)
    .limit(limit);
  let next = 0;
  const worker = async () => {
    while (next < due.length && deps.clock.now().getTime() - started < budgetMs) {
      const attempt = due[next++]!;
      try {
        const r = await refreshAttempt(deps, attempt, settings);
        if (r === 'skipped') continue;
        summary.checked += 1;
        summary[r] += 1;
      } catch (error) {
        console.error(`[reconcile] attempt ${attempt.id} could not be refreshed`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (next < due.length) console.warn(`[reconcile] out of time: ${due.length - next} push(es) left for the next round`);
  return summary;
}
