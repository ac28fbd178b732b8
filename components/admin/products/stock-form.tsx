'use client';

import { useState, type FormEvent } from 'react';
import { fieldMessages } from '@/lib/form-errors';
import { stockAdjustmentSchema } from '@/lib/schemas/admin-products';
import { Field, FormMessage, inputClass, primaryButton } from '../../ui/field';
import { adminApi } from '@/lib/api/client';
import { useCheckedAction } from './use-checked-action';

/**
 * Adds stock or takes it away, with the reason. "Add" and "Take away" are a choice rather than a
 * minus sign: many phone keypads for numbers have no minus key.
 */
export function StockForm({ productId, unit }: { productId: string; unit: 'seedlings' | 'trays' }) {
  const { busy, message, errors, refuse, run } = useCheckedAction();
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { change: quantity === '' ? '' : (direction === 'add' ? 1 : -1) * Number(quantity), reason };
    const parsed = stockAdjustmentSchema.safeParse(body);
    if (!parsed.success) return refuse(fieldMessages(parsed.error, 'top'));
    const answer = await run(() => adminApi.adjustStock(productId, body));
    if (answer.ok) {
      setQuantity('');
      setReason('');
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-1">Change</legend>
        <div className="flex flex-wrap gap-x-6">
          {(
            [
              ['add', 'Add to stock'],
              ['remove', 'Take away'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`stock-direction-${productId}`}
                value={value}
                checked={direction === value}
                onChange={() => setDirection(value)}
                className="h-5 w-5"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={`Number of ${unit}`} error={errors.change}>
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value.replace(/[^\d]/g, ''))}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Reason" hint="e.g. New batch from the greenhouse, Counted the trays, Frost damage." error={errors.reason}>
        {(p) => <input {...p} autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />}
      </Field>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving...' : 'Save stock change'}
      </button>
    </form>
  );
}
