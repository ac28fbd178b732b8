'use client';

import { useState } from 'react';
import { Field, FormMessage, inputClass, secondaryButton } from '../ui/field';
import { adminApi } from '@/lib/api/client';
import { useAdminAction } from './use-admin-action';

/** A manual wallet correction: an amount (negative takes money out) and a required reason. */
export function AdjustmentForm({ uid }: { uid: string }) {
  const { busy, result, run } = useAdminAction();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  return (
    <form
      className="space-y-3"
      aria-labelledby="adjust-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => adminApi.adjustWallet(uid, { amount: Number(amount), reason, requestId })).then((a) => {
          if (a.ok) {
            setAmount('');
            setReason('');
            setRequestId(crypto.randomUUID());
          }
        });
      }}
    >
      <h2 id="adjust-heading" className="text-xl font-bold">
        Adjust the wallet
      </h2>
      {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
      <Field label="Amount (KES; negative to take out)" error={result?.errors?.amount}>
        {(p) => <input {...p} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className={inputClass} />}
      </Field>
      <Field label="Reason (shown on the customer's statement)" error={result?.errors?.reason}>
        {(p) => <input {...p} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />}
      </Field>
      <button type="submit" disabled={busy} className={secondaryButton}>
        Post adjustment
      </button>
    </form>
  );
}
