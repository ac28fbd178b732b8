'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { ApiFailure, NO_CONNECTION_CODE, walletApi } from '@/lib/api/client';
import { newIdempotencyKey } from '@/lib/idempotency';
import { formatKes, formatPhone } from '@/lib/format';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { normalizeSpecPhone } from '@/lib/phone';
import { MAX_TOPUP_KES, MIN_TOPUP_KES, checkTopup } from '@/lib/wallet-rules';
import { useAuth } from '../auth/auth-provider';
import { useMpesaText } from '@/components/orders/mpesa-text';
import { usePaymentWatch } from '@/components/orders/use-payment-watch';
import { Field, FormMessage, formText, inputClass, PhoneField, primaryButton } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { useHydrated } from '../ui/use-hydrated';

const digitsOnly = (text: string) => text.replace(/[^\d]/g, '');

/**
 * "Add money": an M-Pesa prompt for a whole-shilling amount within the wallet's limits. The balance
 * rises when M-Pesa confirms the payment, never before; the form shows where it stands meanwhile.
 * The phone and the amount are the browser's own fields, read when the form is sent: an amount typed
 * the moment the page opens, before React has hydrated it, is the amount asked for.
 */
export function TopupForm({ balanceCents, phone: knownPhone }: { balanceCents: number; phone: string | null }) {
  const t = useTranslations('wallet.topup');
  const m = useTranslations('mpesa');
  const redeem = useTranslations('wallet.redeem');
  const mpesa = useMpesaText();
  const locale = useLocale();
  /** "KES 1,000" as lib/api/errors.ts writes whole shillings. */
  const kes = (n: number) => `KES ${n.toLocaleString(INTL_LOCALE[locale])}`;
  /** Why an amount cannot be added, from checkTopup's code. */
  const refusal = (check: Exclude<ReturnType<typeof checkTopup>, { ok: true }>): string => {
    switch (check.code) {
      case 'topup_not_whole':
        return t('notWhole');
      case 'topup_below_minimum':
        return t('belowMinimum', { min: kes(check.params.minKes) });
      case 'topup_above_maximum':
        return t('aboveMaximum', { max: kes(check.params.maxKes) });
      case 'wallet_cap':
        return t('walletCap', { room: kes(check.params.roomKes), cap: kes(check.params.capKes) });
      case 'wallet_full':
        return t('walletFull', { cap: kes(check.params.capKes) });
      case 'redeem_step':
        return redeem('step', { step: check.params.step });
      case 'redeem_too_many':
        return redeem('tooMany', { available: check.params.available });
    }
  };
  const { user, refresh } = useAuth();
  const router = useRouter();
  const amountField = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [watching, setWatching] = useState<{ id: string; amount: number; phone: string } | null>(null);
  // One key per top-up asked for: a tap sent again after the answer was lost is one prompt.
  const asked = useRef<{ what: string; key: string } | null>(null);
  const hydrated = useHydrated();

  usePaymentWatch(watching?.id ?? null, (answer) => {
    const done = watching;
    setWatching(null);
    if (answer.attempt.status === 'paid') {
      setMessage({ kind: 'success', text: t('done', { amount: formatKes((done?.amount ?? 0) * 100) }) });
      if (amountField.current) amountField.current.value = '';
      void refresh().catch(() => undefined);
      router.refresh();
    } else {
      setMessage({ kind: 'error', text: mpesa.attemptMessage(answer.attempt, t('paymentFailed')) });
    }
  });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setMessage(null);
    const text = formText(e.currentTarget);
    const phone = text('phone');
    const amount = digitsOnly(text('amount'));
    const normalised = normalizeSpecPhone(phone);
    if (!normalised) return setMessage({ kind: 'error', text: phone.trim() === '' ? m('enterPhone') : m('invalidPhone') });
    const shillings = Number(amount);
    const check = checkTopup(shillings, balanceCents);
    if (amount.trim() === '' || !check.ok) return setMessage({ kind: 'error', text: check.ok ? m('enterAmount') : refusal(check) });
    setBusy(true);
    const what = `${normalised}|${shillings}`;
    if (asked.current?.what !== what) asked.current = { what, key: newIdempotencyKey() };
    try {
      const { data, status } = await walletApi.topup(normalised, shillings, asked.current.key);
      asked.current = null;
      setWatching({ id: data.attempt.checkoutRequestId ?? data.attempt.id, amount: shillings, phone: normalised });
      // 202: M-Pesa did not answer, but a prompt may still come (lib/server/http/stk-response.ts).
      setMessage({ kind: 'success', text: status === 202 ? m('push.noAnswer') : m('sent', { phone: normalised }) });
    } catch (error) {
      // The shop answered (a refusal): the next tap is a new top-up. No answer at all: it may have been done, so the same key goes again.
      if (!(error instanceof ApiFailure && error.code === NO_CONNECTION_CODE)) asked.current = null;
      setMessage({
        kind: 'error',
        text:
          error instanceof ApiFailure && error.serverMessage
            ? mpesa.failure({ code: error.code, message: error.serverMessage, params: error.params })
            : t('failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-labelledby="topup-heading">
      <h2 id="topup-heading" className="text-xl font-bold">
        {t('heading')}
      </h2>
      {/* The server knows the farmer's phone: shown from the first paint, not after the session is read. */}
      <PhoneField label={m('phoneNumber')} name="phone" defaultValue={knownPhone ?? user?.phone ?? ''} />
      <Field label={t('amount')} hint={t('amountHint', { min: MIN_TOPUP_KES, max: MAX_TOPUP_KES.toLocaleString(INTL_LOCALE[locale]) })}>
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            pattern="[0-9]*"
            ref={amountField}
            name="amount"
            defaultValue=""
            // Whole shillings: anything else typed goes as it is typed (the field is the browser's).
            onInput={(e) => {
              e.currentTarget.value = digitsOnly(e.currentTarget.value);
            }}
            className={inputClass}
          />
        )}
      </Field>
      {watching && (
        <p role="status" className="flex items-center gap-2">
          <Spinner size="small" label="" /> {t('waiting', { phone: formatPhone(watching.phone) })}
        </p>
      )}
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="submit" disabled={!hydrated || busy || !!watching} className={primaryButton}>
        {busy ? m('processing') : t('submit')}
      </button>
    </form>
  );
}
