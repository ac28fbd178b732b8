'use client';

import { useState, type FormEvent } from 'react';
import { adminApi } from '@/lib/api/client';
import { fieldMessages } from '@/lib/form-errors';
import { failBatchSchema } from '@/lib/schemas/sowing';
import { Field, inputClass, primaryButton, secondaryButton } from '../../ui/field';
import { useCheckedAction } from '../products/use-checked-action';
import { useSowingNotice } from './sowing-notice';

/**
 * A growing batch's two ends: "Ready" moves its expected seedlings into ready stock (the
 * server adds them once, however often it is pressed); "Failed" first asks why.
 */
export function BatchActions({ batchId, label }: { batchId: string; label: string }) {
  const { busy, errors, refuse, run } = useCheckedAction();
  const [failing, setFailing] = useState(false);
  const [note, setNote] = useState('');
  const notify = useSowingNotice();
  const act = async (call: Parameters<typeof run>[0]) => {
    const answer = await run(call);
    notify({ kind: answer.ok ? 'success' : 'error', text: answer.message });
  };

  const onFail = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = failBatchSchema.safeParse({ note });
    if (!parsed.success) return refuse(fieldMessages(parsed.error, 'top'));
    await act(() => adminApi.batchFailed(batchId, { note }));
  };

  // The buttons are `relative` so that their screen-reader words (sr-only, absolutely placed) stay
  // inside the table's sideways scroll instead of widening the whole page on a phone.
  return (
    <div className="space-y-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} className={`${primaryButton} relative`} onClick={() => void act(() => adminApi.batchReady(batchId))}>
          Ready<span className="sr-only">: {label}</span>
        </button>
        <button type="button" disabled={busy} className={`${secondaryButton} relative`} aria-expanded={failing} onClick={() => setFailing((f) => !f)}>
          Failed…<span className="sr-only"> {label}</span>
        </button>
      </div>
      {failing && (
        <form onSubmit={(e) => void onFail(e)} noValidate className="space-y-2">
          <Field label="Why did it fail?" error={errors.note}>
            {(p) => <input {...p} name="note" autoComplete="off" value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />}
          </Field>
          <button type="submit" disabled={busy} className={secondaryButton}>
            Mark the batch failed
          </button>
        </form>
      )}
    </div>
  );
}
