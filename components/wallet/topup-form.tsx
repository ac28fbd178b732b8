'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ApiFailure, walletApi } from '@/lib/api/client';
import { checkout as text } from '@/lib/messages';
import { formatKes } from '@/lib/format';
import { normalizeSpecPhone } from '@/lib/phone';
import { errorMessage } from '@/lib/api/errors';
import { MAX_TOPUP_KES, MIN_TOPUP_KES, checkTopup } from '@/lib/wallet-rules';
import { useAuth } from '../auth/auth-provider';
import { usePaymentWatch } from '@/components/orders/use-payment-watch';
import { Field, FormMessage, inputClass, PhoneField, primaryButton } from '../ui/field';
import { Spinner } from '../ui/spinner';

/**
 * "Add money": an M-Pesa prompt for a whole-shilling amount within the wallet's limits. The balance
 * rises when M-Pesa confirms the payment, never before; the form shows where it stands meanwhile.
 */
export function TopupForm({ balanceCents }: { balanceCents: number }) {
  const { user, refresh } = useAuth();
  const router = useRouter();
  const [phone, setPhone] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [watching, setWatching] = useState<{ id: string; amount: number; phone: string } | null>(null);
  const shownPhone = phone ?? user?.phone ?? '';

  usePaymentWatch(watching?.id ?? null, (answer) => {
    const done = watching;
    setWatching(null);
    if (answer.attempt.status === 'paid') {
      setMessage({ kind: 'success', text: `${formatKes((done?.amount ?? 0) * 100)} added to your wallet. Thank you!` });
      setAmount('');
      void refresh().catch(() => undefined);
      router.refresh();
    } else {
      setMessage({ kind: 'error', text: answer.attempt.message ?? 'The M-Pesa payment did not go through. Please try again.' });
    }
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const normalised = normalizeSpecPhone(shownPhone);
    if (!normalised) return setMessage({ kind: 'error', text: shownPhone.trim() === '' ? text.enterPhone : text.invalidPhone });
    const kes = Number(amount);
    const check = checkTopup(kes, balanceCents);
    if (amount.trim() === '' || !check.ok)
      return setMessage({ kind: 'error', text: check.ok ? 'Please enter an amount.' : errorMessage(check.code, check.params as never) });
    setBusy(true);
    try {
      const { data, message: sent } = await walletApi.topup(normalised, kes);
      setWatching({ id: data.attempt.checkoutRequestId ?? data.attempt.id, amount: kes, phone: normalised });
      setMessage({ kind: 'success', text: sent });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof ApiFailure ? error.message : 'Top-up failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-labelledby="topup-heading">
      <h2 id="topup-heading" className="text-xl font-bold">
        Add money
      </h2>
      <PhoneField label={text.phoneNumber} value={shownPhone} onChange={setPhone} />
      <Field label="Amount (KES)" hint={`Whole shillings, ${MIN_TOPUP_KES} to ${MAX_TOPUP_KES.toLocaleString('en-KE')}.`}>
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            pattern="[0-9]*"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
            className={inputClass}
          />
        )}
      </Field>
      {watching && (
        <p role="status" className="flex items-center gap-2">
          <Spinner size="small" label="" /> Waiting for you to enter your M-PESA PIN on {watching.phone}...
        </p>
      )}
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="submit" disabled={busy || !!watching} className={primaryButton}>
        {busy ? text.processing : 'Add money by M-Pesa'}
      </button>
    </form>
  );
}
