'use client';

import { useState, type FormEvent } from 'react';
import { adminApi } from '@/lib/api/client';
import { fieldMessages } from '@/lib/form-errors';
import type { OwnSeedStage } from '@/lib/own-seed';
import { seedReceivedSchema, seedlingsDeliveredSchema } from '@/lib/schemas/own-seed';
import { Field, inputClass, primaryButton, secondaryButton } from '../../ui/field';
import { useCheckedAction } from '../products/use-checked-action';
import { useSowingNotice } from '../sowing/sowing-notice';

const digits = (v: string) => v.replace(/[^\d]/g, '');

/**
 * An own-seed booking's next step: the seed received (count, germination test if any),
 * the seedlings ready (the farmer is told, with the balance), the seedlings delivered (once paid).
 */
export function OwnSeedActions({
  orderId,
  stage,
  label,
  seedCount,
  seedlings,
}: {
  orderId: string;
  stage: OwnSeedStage;
  label: string;
  seedCount: number;
  seedlings: number;
}) {
  const { busy, errors, refuse, run } = useCheckedAction();
  const notify = useSowingNotice();
  const [open, setOpen] = useState<'received' | 'delivered' | null>(null);
  const [count, setCount] = useState(String(seedCount));
  const [germination, setGermination] = useState('');
  const [delivered, setDelivered] = useState(String(seedlings));
  const act = async (call: Parameters<typeof run>[0]) => {
    const answer = await run(call);
    notify({ kind: answer.ok ? 'success' : 'error', text: answer.message });
    if (answer.ok) setOpen(null);
  };

  const onReceived = async (e: FormEvent) => {
    e.preventDefault();
    const body = { seedReceivedCount: count, germinationPercent: germination };
    const parsed = seedReceivedSchema.safeParse(body);
    if (!parsed.success) return refuse(fieldMessages(parsed.error, 'top'));
    await act(() => adminApi.ownSeedReceived(orderId, body));
  };
  const onDelivered = async (e: FormEvent) => {
    e.preventDefault();
    const body = { deliveredCount: delivered };
    const parsed = seedlingsDeliveredSchema.safeParse(body);
    if (!parsed.success) return refuse(fieldMessages(parsed.error, 'top'));
    await act(() => adminApi.ownSeedDelivered(orderId, body));
  };

  if (stage === 'delivered' || stage === 'cancelled') return null;
  return (
    <div className="space-y-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        {stage === 'awaiting_seed' && (
          <button
            type="button"
            disabled={busy}
            className={`${primaryButton} relative`}
            aria-expanded={open === 'received'}
            onClick={() => setOpen(open === 'received' ? null : 'received')}
          >
            Seed received…<span className="sr-only"> {label}</span>
          </button>
        )}
        {stage === 'raising' && (
          <button type="button" disabled={busy} className={`${primaryButton} relative`} onClick={() => void act(() => adminApi.ownSeedReady(orderId))}>
            Ready<span className="sr-only">: {label}</span>
          </button>
        )}
        {(stage === 'raising' || stage === 'ready') && (
          <button
            type="button"
            disabled={busy}
            className={`${secondaryButton} relative`}
            aria-expanded={open === 'delivered'}
            onClick={() => setOpen(open === 'delivered' ? null : 'delivered')}
          >
            Delivered…<span className="sr-only"> {label}</span>
          </button>
        )}
      </div>
      {open === 'received' && (
        <form onSubmit={(e) => void onReceived(e)} noValidate className="space-y-2">
          <Field label="Seeds received" error={errors.seedReceivedCount}>
            {(p) => (
              <input
                {...p}
                name="seedReceivedCount"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                value={count}
                onChange={(e) => setCount(digits(e.target.value))}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Germination test (%)" hint="Leave empty when no test was made." error={errors.germinationPercent}>
            {(p) => (
              <input
                {...p}
                name="germinationPercent"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                value={germination}
                onChange={(e) => setGermination(digits(e.target.value))}
                className={inputClass}
              />
            )}
          </Field>
          <button type="submit" disabled={busy} className={primaryButton}>
            Record the seed received
          </button>
        </form>
      )}
      {open === 'delivered' && (
        <form onSubmit={(e) => void onDelivered(e)} noValidate className="space-y-2">
          <Field label="Seedlings delivered" hint="The balance must be paid first." error={errors.deliveredCount}>
            {(p) => (
              <input
                {...p}
                name="deliveredCount"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                value={delivered}
                onChange={(e) => setDelivered(digits(e.target.value))}
                className={inputClass}
              />
            )}
          </Field>
          <button type="submit" disabled={busy} className={primaryButton}>
            Record the seedlings delivered
          </button>
        </form>
      )}
    </div>
  );
}
