'use client';

import { useState } from 'react';
import { ApiFailure, shopApi } from '@/lib/api-client';
import { formatKes, kesToCents } from '@/lib/money';
import type { OrderDetailView } from '@/lib/order-view';
import { paymentView } from '@/lib/order-payment-state';
import { formatPhoneForDisplay, normalizeSpecPhone } from '@/lib/phone';
import { checkout as text } from '@/lib/messages';
import { useAuth } from '../auth/auth-provider';
import { usePaymentWatch } from './use-payment-watch';
import { Field, FormMessage, inputClass, primaryButton, secondaryButton } from '../ui/field';
import { Spinner } from '../ui/spinner';

const kes = (amount: number) => formatKes(kesToCents(amount));

/**
 * The payment's live state on the order page: waiting for the phone, paid with the receipt, or what
 * went wrong with a way to send the prompt again, and the Paybill fallback while unpaid. It watches
 * the payment without a reload (gently on data) and stops once the answer is final.
 */
export function PaymentPanel({ order, setOrder }: { order: OrderDetailView; setOrder: (order: OrderDetailView) => void }) {
  const { refresh } = useAuth();
  const [phone, setPhone] = useState(order.payments[0]?.phone ?? order.phone);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const view = paymentView(order);
  // Under review too, slowly: a late callback can still pay the order while the farmer looks.
  const watching = view.kind === 'waiting' || view.kind === 'review' ? (view.attempt.checkoutRequestId ?? view.attempt.id) : null;

  usePaymentWatch(watching, (answer) => {
    void shopApi.getOrder(order.id).then(
      ({ data }) => setOrder(data),
      () => undefined,
    );
    if (answer.order?.paymentStatus === 'paid') void refresh().catch(() => undefined);
  });

  const resend = async () => {
    const normalised = normalizeSpecPhone(phone);
    if (!normalised) return setMessage({ kind: 'error', text: phone.trim() === '' ? text.enterPhone : text.invalidPhone });
    setBusy(true);
    setMessage(null);
    try {
      await shopApi.stkPush(order.id, normalised);
      setOrder((await shopApi.getOrder(order.id)).data);
      setMessage({ kind: 'success', text: text.mpesaSent(normalised) });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: `${text.mpesaFailed} ${error instanceof ApiFailure && error.serverMessage ? error.serverMessage : text.mpesaFailedDetail}`,
      });
    } finally {
      setBusy(false);
    }
  };

  const checkNow = async () => {
    if (view.kind !== 'waiting' || !view.attempt.checkoutRequestId) return;
    setBusy(true);
    try {
      await shopApi.validatePayment(view.attempt.checkoutRequestId);
      setOrder((await shopApi.getOrder(order.id)).data);
    } catch {
      setMessage({ kind: 'error', text: 'Could not check just now. We keep checking by ourselves.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="payment-heading" className="space-y-4 rounded-xl border border-neutral-200 p-5 dark:border-neutral-700">
      <h2 id="payment-heading" className="text-xl font-bold">
        Payment
      </h2>
      <div role="status" aria-live="polite" data-testid="payment-state">
        {view.kind === 'paid' && (
          <p className="text-lg font-semibold text-leaf-700 dark:text-leaf-100">
            Paid
            {view.receipt ? (
              <>
                {' '}
                · M-Pesa receipt <span className="font-mono">{view.receipt}</span>
              </>
            ) : (
              ''
            )}
          </p>
        )}
        {view.kind === 'refunded' && <p className="font-semibold">Refunded: {kes(view.refunded)} went back to your wallet.</p>}
        {view.kind === 'cancelled' && <p className="font-semibold">This order was cancelled{view.reason ? `: ${view.reason}` : ''}.</p>}
        {view.kind === 'waiting' && (
          <div className="flex items-start gap-3">
            <Spinner size="small" label="" />
            <p>
              <span className="font-semibold">Check your phone.</span> We sent an M-Pesa prompt to{' '}
              {view.attempt.phone ? formatPhoneForDisplay(view.attempt.phone) : 'your phone'}. Enter your M-PESA PIN to pay {kes(view.attempt.amount)}.
            </p>
          </div>
        )}
        {view.kind === 'failed' && <p className="font-semibold text-red-800 dark:text-red-200">{view.message}</p>}
        {view.kind === 'review' && (
          <p>We are confirming this payment with M-Pesa. If money left your account it is safe: it will reach this order or your wallet, never twice.</p>
        )}
        {view.kind === 'unpaid' && <p>This order is waiting for payment.</p>}
      </div>

      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}

      {view.kind === 'waiting' && view.attempt.checkoutRequestId && (
        <button type="button" className={secondaryButton} onClick={() => void checkNow()} disabled={busy}>
          I have paid: check now
        </button>
      )}

      {(view.kind === 'failed' || view.kind === 'unpaid') && (
        <div className="space-y-3">
          <Field label={text.phoneNumber}>
            {(p) => (
              <input
                {...p}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={text.phonePlaceholder}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <button type="button" className={primaryButton} onClick={() => void resend()} disabled={busy}>
            {busy ? text.processing : 'Send the M-Pesa prompt again'}
          </button>
        </div>
      )}

      {order.paybill && view.kind !== 'paid' && (
        <div className="rounded-lg bg-neutral-100 p-4 dark:bg-neutral-800">
          <h3 className="font-semibold">No prompt on your phone? Pay by Paybill</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            <li>M-PESA → Lipa na M-PESA → Pay Bill</li>
            <li>
              Business number: <strong className="font-mono">{order.paybill.businessNumber}</strong>
            </li>
            <li>
              Account number: <strong className="font-mono">{order.paybill.account}</strong>
            </li>
            <li>
              Amount: <strong>{formatKes(order.paybill.amount * 100)}</strong>
            </li>
          </ol>
        </div>
      )}
    </section>
  );
}
