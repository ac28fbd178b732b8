'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ApiFailure, shopApi } from '@/lib/api/client';
import type { PaymentPart } from '@/lib/booking';
import { formatKes, formatPhone } from '@/lib/format';
import type { OrderDetailView, PaymentAttemptView } from '@/lib/order-view';
import type { CancelCode } from '@/lib/orders';
import { normalizeSpecPhone } from '@/lib/phone';
import { FormMessage, PhoneField, primaryButton, secondaryButton } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { useMpesaText } from './mpesa-text';

/** What each payment state says, one small component each (lib/order-payment-state.ts picks which). */

export function PaidState({ receipt }: { receipt: string | null }) {
  const t = useTranslations('order.payment');
  return (
    <p className="text-xl font-bold text-brand">
      {receipt ? t.rich('paidWithReceipt', { receipt, mono: (chunks) => <span className="font-mono">{chunks}</span> }) : t('paid')}
    </p>
  );
}

export function RefundedState({ refundedCents }: { refundedCents: number }) {
  const t = useTranslations('order.payment');
  return <p className="font-bold">{t('refunded', { amount: formatKes(refundedCents) })}</p>;
}

/** Why the order was cancelled, from its code in the page's language (never English inside Kiswahili). */
export function CancelledState({ code }: { code: CancelCode | null }) {
  const t = useTranslations('order.payment');
  return <p className="font-medium">{code ? t(`cancelReason.${code}`) : t('cancelled')}</p>;
}

export function WaitingState({ attempt }: { attempt: PaymentAttemptView }) {
  const t = useTranslations('order.payment');
  return (
    <div className="flex items-start gap-3">
      <Spinner size="small" label="" />
      <p>
        {t.rich('waiting', {
          phone: attempt.phone ? formatPhone(attempt.phone) : t('yourPhone'),
          amount: formatKes(attempt.amountCents),
          b: (chunks) => <span className="font-bold">{chunks}</span>,
        })}
      </p>
    </div>
  );
}

export function FailedState({ message }: { message: string }) {
  return <p className="font-bold text-danger">{message}</p>;
}

export function ReviewState() {
  const t = useTranslations('order.payment');
  return <p>{t('review')}</p>;
}

export function UnpaidState() {
  const t = useTranslations('order.payment');
  return <p>{t('unpaid')}</p>;
}

/** "I have paid": asks M-Pesa now instead of waiting for the next check. */
export function CheckNow({ checkoutRequestId, onChecked }: { checkoutRequestId: string; onChecked: () => Promise<void> }) {
  const t = useTranslations('order.payment');
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
      {failed && <FormMessage kind="error">{t('checkFailed')}</FormMessage>}
      <button type="button" className={secondaryButton} onClick={() => void check()} disabled={busy}>
        {t('checkNow')}
      </button>
    </>
  );
}

/**
 * Sends the prompt again, to the phone the farmer gives (the last one tried, to start with), for the
 * part the page shows: once that part is paid, the server sends no prompt for the next.
 */
export function ResendPrompt({
  orderId,
  initialPhone,
  onSent,
  label,
  part,
}: {
  orderId: string;
  initialPhone: string;
  onSent: () => Promise<void>;
  label?: string;
  part?: PaymentPart | null;
}) {
  const t = useTranslations('order.payment');
  const m = useTranslations('mpesa');
  const mpesa = useMpesaText();
  const [phone, setPhone] = useState(initialPhone);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    const normalised = normalizeSpecPhone(phone);
    if (!normalised) return setMessage({ kind: 'error', text: phone.trim() === '' ? m('enterPhone') : m('invalidPhone') });
    setBusy(true);
    setMessage(null);
    try {
      await shopApi.stkPush(orderId, normalised, part);
      await onSent();
      setMessage({ kind: 'success', text: m('sent', { phone: formatPhone(normalised) }) });
    } catch (error) {
      const detail =
        error instanceof ApiFailure && error.serverMessage
          ? mpesa.failure({ code: error.code, message: error.serverMessage, params: error.params })
          : m('failedDetail');
      setMessage({ kind: 'error', text: `${m('failed')} ${detail}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <PhoneField label={m('phoneNumber')} value={phone} onChange={setPhone} />
      <button type="button" className={primaryButton} onClick={() => void resend()} disabled={busy}>
        {busy ? m('processing') : (label ?? t('resend'))}
      </button>
    </div>
  );
}

/** The Paybill fallback while an order is unpaid: the numbers to type into M-Pesa. */
export function PaybillFallback({ paybill }: { paybill: NonNullable<OrderDetailView['paybill']> }) {
  const t = useTranslations('order.paybill');
  const mono = (chunks: ReactNode) => <strong className="font-mono">{chunks}</strong>;
  return (
    <div className="rounded-lg bg-tint p-4">
      <h3 className="font-bold">{t('heading')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>{t('menu')}</li>
        <li>{t.rich('businessNumber', { number: paybill.businessNumber, mono })}</li>
        <li>{t.rich('account', { account: paybill.account, mono })}</li>
        <li>{t.rich('amount', { amount: formatKes(paybill.amountCents), b: (chunks) => <strong>{chunks}</strong> })}</li>
      </ol>
    </div>
  );
}
