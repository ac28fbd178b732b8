'use client';

import { useState, type FormEvent } from 'react';
import { adminApi } from '@/lib/api/client';
import { fieldMessages } from '@/lib/form-errors';
import { ownSeedFeeSchema } from '@/lib/schemas/own-seed';
import { Field, FormMessage, inputClass, primaryButton } from '../../ui/field';
import { useCheckedAction } from './use-checked-action';

/** The raising fee per seedling of a farmer's own seed of this crop; empty: not offered. */
export function OwnSeedFeeForm({ productId, feeCents }: { productId: string; feeCents: number | null }) {
  const { busy, message, errors, refuse, run } = useCheckedAction();
  const [fee, setFee] = useState(feeCents === null ? '' : (feeCents / 100).toFixed(2));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ownSeedFeeSchema.safeParse({ fee });
    if (!parsed.success) return refuse(fieldMessages(parsed.error, 'top'));
    await run(() => adminApi.setOwnSeedFee(productId, { fee }));
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field
        label="Own-seed raising fee per seedling (KES)"
        hint="What the nursery charges to raise a farmer's own seed of this crop, per seedling. Leave empty when the nursery does not offer it for this product."
        error={errors.fee}
      >
        {(p) => (
          <input
            {...p}
            name="fee"
            inputMode="decimal"
            autoComplete="off"
            value={fee}
            onChange={(e) => setFee(e.target.value.replace(/[^\d.]/g, ''))}
            className={inputClass}
          />
        )}
      </Field>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving...' : 'Save the own-seed fee'}
      </button>
    </form>
  );
}
