import { MPESA_GENERAL_FAILURE_MESSAGE } from '@/lib/messages/mpesa';
import type { OrderDetailView, PaymentAttemptView } from './order-view';
import type { CancelCode } from './orders';

/** What the order page says about paying, from the order and its newest attempt. */
export type PaymentView =
  | { kind: 'paid'; receipt: string | null }
  | { kind: 'refunded'; refundedCents: number }
  | { kind: 'cancelled'; code: CancelCode | null }
  | { kind: 'waiting'; attempt: PaymentAttemptView }
  | { kind: 'failed'; message: string; attempt: PaymentAttemptView }
  | { kind: 'review'; attempt: PaymentAttemptView }
  | { kind: 'unpaid' };

export function paymentView(order: Pick<OrderDetailView, 'status' | 'paymentStatus' | 'payments' | 'refundedCents' | 'cancelCode'>): PaymentView {
  if (order.paymentStatus === 'refunded') return { kind: 'refunded', refundedCents: order.refundedCents };
  if (order.paymentStatus === 'paid') {
    const paid = order.payments.find((p) => p.status === 'paid');
    return { kind: 'paid', receipt: paid?.receiptNumber ?? null };
  }
  if (order.status === 'cancelled') return { kind: 'cancelled', code: order.cancelCode };
  const latest = order.payments[0];
  if (!latest) return { kind: 'unpaid' };
  if (latest.status === 'sending' || latest.status === 'pending') return { kind: 'waiting', attempt: latest };
  if (latest.status === 'needs_review') return { kind: 'review', attempt: latest };
  // A paid attempt on an unpaid order: the money is in the wallet (the order could not take it all).
  if (latest.status === 'paid') return { kind: 'unpaid' };
  return { kind: 'failed', message: latest.message ?? MPESA_GENERAL_FAILURE_MESSAGE, attempt: latest };
}

/**
 * Why an order's M-Pesa payment did not go through, as a farmer is told it by SMS and on USSD,
 * from Daraja's ResultCode: cancelled on the phone, too little money, a wrong PIN, no
 * answer from the phone (or the prompt expired), M-Pesa declining it for another reason, or no
 * prompt sent at all (`null`: Daraja refused the push).
 */
export type PaymentFailure = 'cancelled' | 'low_balance' | 'wrong_pin' | 'no_answer' | 'declined' | 'not_sent';

export function paymentFailureOf(resultCode: number | null): PaymentFailure {
  switch (resultCode) {
    case null:
      return 'not_sent';
    case 1032:
      return 'cancelled';
    case 1:
      return 'low_balance';
    case 2001:
      return 'wrong_pin';
    case 1019:
    case 1037:
      return 'no_answer';
    default:
      return 'declined';
  }
}

const STOP_AFTER_MS = 15 * 60_000;

/**
 * Polling pace while a prompt is open: quick at first, then gentle on the farmer's data bundle.
 * Under review only a late callback or staff can still settle it, so every 30 s is enough.
 */
export function pollDelayMs(elapsedMs: number, reviewing = false): number | null {
  if (elapsedMs >= STOP_AFTER_MS) return null;
  if (reviewing) return 30_000;
  return elapsedMs < 2 * 60_000 ? 3_000 : 10_000;
}

/**
 * What the payment watcher does with an answer: tell the page (`final`), or check again after
 * `delayMs` (null: stop). A payment under review is not final for the watcher: a late callback may
 * still pay it, and the farmer should see that without reloading.
 */
export function watchStep(
  answer: { attempt: Pick<PaymentAttemptView, 'status' | 'final'>; order: { paymentStatus: string } | null },
  elapsedMs: number,
): { final: true } | { final: false; delayMs: number | null } {
  if (answer.order?.paymentStatus === 'paid') return { final: true };
  if (answer.attempt.status === 'needs_review') return { final: false, delayMs: pollDelayMs(elapsedMs, true) };
  if (answer.attempt.final) return { final: true };
  return { final: false, delayMs: pollDelayMs(elapsedMs) };
}
