'use client';

import { useState } from 'react';
import { Field, FormMessage, inputClass, primaryButton, secondaryButton } from '../ui/field';
import { adminApi } from '@/lib/api/client';
import { useAdminAction } from './use-admin-action';

/** Re-asking Daraja, or deciding by hand with a reason, for one payment under review. */
export function PaymentReview({ attemptId, canRequery }: { attemptId: string; canRequery: boolean }) {
  const { busy, result, run } = useAdminAction();
  const [reason, setReason] = useState('');
  const [receipt, setReceipt] = useState('');
  const resolve = (outcome: 'paid' | 'not_paid') => run(() => adminApi.resolvePayment(attemptId, { outcome, reason, receipt }));
  return (
    <div className="space-y-3">
      {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
      {canRequery && (
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run(() => adminApi.requery(attemptId))}>
          Ask M-Pesa again
        </button>
      )}
      <Field label="Reason for your decision" error={result?.errors?.reason}>
        {(p) => <input {...p} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />}
      </Field>
      <Field label="M-Pesa receipt (if you have it)" error={result?.errors?.receipt}>
        {(p) => <input {...p} value={receipt} onChange={(e) => setReceipt(e.target.value)} autoCapitalize="characters" className={inputClass} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} disabled={busy} onClick={() => void resolve('paid')}>
          Mark paid
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void resolve('not_paid')}>
          Mark not paid
        </button>
      </div>
    </div>
  );
}
