'use client';

import { useState } from 'react';
import { ApiFailure, shopApi } from '@/lib/api/client';
import { formatKes, formatPhone } from '@/lib/format';
import { checkout as text } from '@/lib/messages';
import type { OrderDetailView, PaymentAttemptView } from '@/lib/order-view';
import { normalizeSpecPhone } from '@/lib/phone';
import { FormMessage, PhoneField, primaryButton, secondaryButton } from '../ui/field';
import { Spinner } from '../ui/spinner';

/** What each payment state says, one small component each (lib/order-payment-state.ts picks which). */

export function PaidState({ receipt }: { receipt: string | null }) {
  return (
    <p className="text-lg font-semibold text-leaf-700 dark:text-leaf-100">
      Paid
      {receipt && (
        <>
          {' '}
          · M-Pesa receipt <span className="font-mono">{receipt}</span>
        </>
      )}
    </p>
  );
}

export function RefundedState({ refundedCents }: { refundedCents: number }) {
  return <p className="font-semibold">Refunded: {formatKes(refundedCents)} went back to your wallet.</p>;
}

export function CancelledState({ reason }: { reason: string | null }) {
  return <p className="font-semibold">This order was cancelled{reason ? `: ${reason}` : ''}.</p>;
}

export function WaitingState({ attempt }: { attempt: PaymentAttemptView }) {
  return (
    <div className="flex items-start gap-3">
      <Spinner size="small" label="" />
      <p>
        <span className="font-semibold">Check your phone.</span> We sent an M-Pesa prompt to {attempt.phone ? formatPhone(attempt.phone) : 'your phone'}. Enter
        your M-PESA PIN to pay {formatKes(attempt.amountCents)}.
      </p>
    </div>
  );
}

export function FailedState({ message }: { message: string }) {
  return <p className="font-semibold text-red-800 dark:text-red-200">{message}</p>;
}

export function ReviewState() {
  return <p>We are confirming this payment with M-Pesa. If money left your account it is safe: it will reach this order or your wallet, never twice.</p>;
}

export function UnpaidState() {
  return <p>This order is waiting for payment.</p>;
}

/** "I have paid": asks M-Pesa now instead of waiting for the next check. */
export function CheckNow({ checkoutRequestId, onChecked }: { checkoutRequestId: string; onChecked: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const check = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await shopApi.validatePayment(checkoutRequestId);
      await onChecked();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failed && <FormMessage kind="error">Could not check just now. We keep checking by ourselves.</FormMessage>}
      <button type="button" className={secondaryButton} onClick={() => void check()} disabled={busy}>
        I have paid: check now
      </button>
    </>
  );
}

/** Sends the prompt again, to the phone the farmer gives (the last one tried, to start with). */
export function ResendPrompt({ orderId, initialPhone, onSent }: { orderId: string; initialPhone: string; onSent: () => Promise<void> }) {
  const [phone, setPhone] = useState(initialPhone);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    const normalised = normalizeSpecPhone(phone);
    if (!normalised) return setMessage({ kind: 'error', text: phone.trim() === '' ? text.enterPhone : text.invalidPhone });
    setBusy(true);
    setMessage(null);
    try {
      await shopApi.stkPush(orderId, normalised);
      await onSent();
      setMessage({ kind: 'success', text: text.mpesaSent(normalised) });
    } catch (error) {
      const detail = error instanceof ApiFailure && error.serverMessage ? error.serverMessage : text.mpesaFailedDetail;
      setMessage({ kind: 'error', text: `${text.mpesaFailed} ${detail}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <PhoneField label={text.phoneNumber} value={phone} onChange={setPhone} />
      <button type="button" className={primaryButton} onClick={() => void resend()} disabled={busy}>
        {busy ? text.processing : 'Send the M-Pesa prompt again'}
      </button>
    </div>
  );
}

/** The Paybill fallback while an order is unpaid: the numbers to type into M-Pesa. */
export function PaybillFallback({ paybill }: { paybill: NonNullable<OrderDetailView['paybill']> }) {
  return (
    <div className="rounded-lg bg-neutral-100 p-4 dark:bg-neutral-800">
      <h3 className="font-semibold">No prompt on your phone? Pay by Paybill</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>M-PESA → Lipa na M-PESA → Pay Bill</li>
        <li>
          Business number: <strong className="font-mono">{paybill.businessNumber}</strong>
        </li>
        <li>
          Account number: <strong className="font-mono">{paybill.account}</strong>
        </li>
        <li>
          Amount: <strong>{formatKes(paybill.amountCents)}</strong>
        </li>
      </ol>
    </div>
  );
}
