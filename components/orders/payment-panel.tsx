'use client';

import { useTranslations } from 'next-intl';
import { shopApi } from '@/lib/api/client';
import type { OrderDetailView } from '@/lib/order-view';
import { paymentView, type PaymentView } from '@/lib/order-payment-state';
import { useAuth } from '../auth/auth-provider';
import {
  CancelledState,
  CheckNow,
  FailedState,
  PaidState,
  PaybillFallback,
  RefundedState,
  ResendPrompt,
  ReviewState,
  UnpaidState,
  WaitingState,
} from './payment-states';
import { useMpesaText } from './mpesa-text';
import { usePaymentWatch } from './use-payment-watch';
import { formatKes } from '@/lib/format';

function StateText({ view }: { view: PaymentView }) {
  const mpesa = useMpesaText();
  switch (view.kind) {
    case 'paid':
      return <PaidState receipt={view.receipt} />;
    case 'refunded':
      return <RefundedState refundedCents={view.refundedCents} />;
    case 'cancelled':
      return <CancelledState code={view.code} />;
    case 'waiting':
      return <WaitingState attempt={view.attempt} />;
    case 'failed':
      return <FailedState message={mpesa.attemptMessage(view.attempt)} />;
    case 'review':
      return <ReviewState />;
    case 'unpaid':
      return <UnpaidState />;
  }
}

/**
 * The payment's live state on the order page: waiting for the phone, paid with the receipt, or what
 * went wrong with a way to send the prompt again, and the Paybill fallback while unpaid. It watches
 * the payment without a reload (gently on data) and stops once the answer is final.
 */
export function PaymentPanel({ order, setOrder }: { order: OrderDetailView; setOrder: (order: OrderDetailView) => void }) {
  const t = useTranslations('order.payment');
  const { refresh } = useAuth();
  const view = paymentView(order);
  // A booking's prompt asks for what is due now: the deposit, then the balance.
  const due = order.booking?.amountDueCents ?? 0;
  const bookingT = useTranslations('booking.order');
  const ordersT = useTranslations('orders');
  const reload = async () => setOrder((await shopApi.getOrder(order.id)).data);
  // Under review too, slowly: a late callback can still pay the order while the farmer looks.
  const watching = view.kind === 'waiting' || view.kind === 'review' ? (view.attempt.checkoutRequestId ?? view.attempt.id) : null;

  usePaymentWatch(watching, (answer) => {
    reload().catch(() => undefined);
    if (answer.order?.paymentStatus === 'paid') void refresh().catch(() => undefined);
  });

  return (
    // A payment being watched: the page boots its framework at once, not at the first touch.
    <section aria-labelledby="payment-heading" className="space-y-4 rounded-xl border border-line p-5">
      <h2 id="payment-heading" className="text-xl font-bold">
        {t('heading')}
      </h2>
      <div role="status" aria-live="polite" data-testid="payment-state">
        {/* A booking with its deposit in: the deposit is paid; its panel says the balance and its day. */}
        {view.kind === 'unpaid' && order.paymentStatus === 'partly_paid' ? <p>{ordersT('paymentStatus.partly_paid')}</p> : <StateText view={view} />}
      </div>
      {view.kind === 'waiting' && view.attempt.checkoutRequestId && <CheckNow checkoutRequestId={view.attempt.checkoutRequestId} onChecked={reload} />}
      {(view.kind === 'failed' || view.kind === 'unpaid') && (
        <ResendPrompt
          orderId={order.id}
          initialPhone={order.payments[0]?.phone ?? order.phone}
          onSent={reload}
          label={due > 0 ? bookingT('payByMpesa', { amount: formatKes(due) }) : undefined}
          part={order.booking ? order.booking.duePart : 'full'}
        />
      )}
      {order.paybill && view.kind !== 'paid' && <PaybillFallback paybill={order.paybill} />}
    </section>
  );
}
