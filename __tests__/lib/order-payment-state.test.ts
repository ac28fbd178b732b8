import { MPESA_GENERAL_FAILURE_MESSAGE } from '@/lib/messages/mpesa';
import type { PaymentAttemptView } from '@/lib/order-view';
import { paymentFailureOf, paymentView, pollDelayMs, watchStep } from '@/lib/order-payment-state';

const attempt = (over: Partial<PaymentAttemptView>): PaymentAttemptView => ({
  id: 'a',
  purpose: 'order',
  channel: 'stk',
  status: 'pending',
  final: false,
  checkoutRequestId: 'ws_CO_1',
  receiptNumber: null,
  amountCents: 55_000,
  phone: '+254708374149',
  resultCode: null,
  message: null,
  createdAt: '',
  ...over,
});
const order = (over: Partial<Parameters<typeof paymentView>[0]> = {}) => ({
  status: 'pending' as const,
  paymentStatus: 'pending' as const,
  payments: [],
  refundedCents: 0,
  cancelCode: null,
  ...over,
});

describe('what the order page says about paying', () => {
  it('waits while the prompt is open', () => {
    expect(paymentView(order({ payments: [attempt({})] })).kind).toBe('waiting');
  });
  it('shows the receipt once paid', () => {
    expect(paymentView(order({ status: 'paid', paymentStatus: 'paid', payments: [attempt({ status: 'paid', receiptNumber: 'TXN123' })] }))).toEqual({
      kind: 'paid',
      receipt: 'TXN123',
    });
  });
  it('gives the farmer-facing message of a failure, the newest attempt first', () => {
    const view = paymentView(
      order({
        paymentStatus: 'failed',
        payments: [
          attempt({ status: 'cancelled', message: 'You cancelled the payment on your phone. Try again when you are ready.' }),
          attempt({ status: 'timeout' }),
        ],
      }),
    );
    expect(view).toMatchObject({ kind: 'failed', message: 'You cancelled the payment on your phone. Try again when you are ready.' });
  });
  it('says a cancelled order is cancelled, and a refund is a refund', () => {
    expect(paymentView(order({ status: 'cancelled', cancelCode: 'unpaid' }))).toEqual({ kind: 'cancelled', code: 'unpaid' });
    expect(paymentView(order({ status: 'cancelled', paymentStatus: 'refunded', refundedCents: 55_000 }))).toEqual({ kind: 'refunded', refundedCents: 55_000 });
  });
  it('holds a payment under review, and offers payment when nothing was tried', () => {
    expect(paymentView(order({ payments: [attempt({ status: 'needs_review' })] })).kind).toBe('review');
    expect(paymentView(order()).kind).toBe('unpaid');
  });
  it('polls every 3 s, then every 10 s, then stops', () => {
    expect(pollDelayMs(0)).toBe(3_000);
    expect(pollDelayMs(3 * 60_000)).toBe(10_000);
    expect(pollDelayMs(16 * 60_000)).toBeNull();
  });
  it('falls back to the shared general failure message', () => {
    expect(paymentView(order({ payments: [attempt({ status: 'failed', message: null })] }))).toMatchObject({
      kind: 'failed',
      message: MPESA_GENERAL_FAILURE_MESSAGE,
    });
  });
});

describe('watching a payment', () => {
  const answer = (status: PaymentAttemptView['status'], final: boolean, paymentStatus = 'pending') => ({
    attempt: { status, final },
    order: { paymentStatus },
  });
  it('stops at a final answer or a paid order', () => {
    expect(watchStep(answer('paid', true, 'paid'), 0)).toEqual({ final: true });
    expect(watchStep(answer('cancelled', true, 'failed'), 0)).toEqual({ final: true });
    expect(watchStep(answer('needs_review', true, 'paid'), 0)).toEqual({ final: true });
  });
  it('keeps watching a payment under review every 30 s, until the overall stop', () => {
    expect(watchStep(answer('needs_review', true), 60_000)).toEqual({ final: false, delayMs: 30_000 });
    expect(watchStep(answer('needs_review', true), 14 * 60_000)).toEqual({ final: false, delayMs: 30_000 });
    expect(watchStep(answer('needs_review', true), 15 * 60_000)).toEqual({ final: false, delayMs: null });
  });
  it('polls an open prompt at the usual pace', () => {
    expect(watchStep(answer('pending', false), 0)).toEqual({ final: false, delayMs: 3_000 });
    expect(watchStep({ attempt: { status: 'sending', final: false }, order: null }, 5 * 60_000)).toEqual({ final: false, delayMs: 10_000 });
  });
});

describe('why a payment failed, from its ResultCode (issue 25)', () => {
  it('names the reasons a farmer can act on, and a general one for the rest', () => {
    expect([1032, 1, 2001, 1037, 1019, 17, 26, null].map(paymentFailureOf)).toEqual([
      'cancelled',
      'low_balance',
      'wrong_pin',
      'no_answer',
      'no_answer',
      'declined',
      'declined',
      'not_sent',
    ]);
  });
});
