'use client';

import { useState, type FormEvent } from 'react';
import { adminApi } from '@/lib/api/client';
import { fieldMessages } from '@/lib/form-errors';
import type { GrowingFigures } from '@/lib/growing';
import { growingFiguresSchema } from '@/lib/schemas/sowing';
import { Field, FormMessage, inputClass, primaryButton } from '../../ui/field';
import { useCheckedAction } from './use-checked-action';

type Values = Record<keyof GrowingFigures, string>;

const FIELDS: ReadonlyArray<{ name: keyof GrowingFigures; label: string; hint: string }> = [
  { name: 'raisingDaysMin', label: 'Fewest days from sowing to ready', hint: 'In a good (warm) week.' },
  { name: 'raisingDaysMax', label: 'Most days from sowing to ready', hint: 'In a slow (cold) week: the ready date promised for a batch sown.' },
  {
    name: 'lossPercent',
    label: 'Germination and loss allowance (%)',
    hint: 'Sown on top of the seedlings wanted, for seeds that never come up and plants culled.',
  },
  { name: 'sellableDays', label: 'Days it stays sellable once ready', hint: 'Before it grows too big in the tray to transplant well.' },
  { name: 'sowingTrayCells', label: 'Cells in one sowing tray', hint: 'The plan counts trays of this size (e.g. 128, or 200 for onions).' },
];

/** How a product grows: the figures the sowing plan and the ready dates are computed from. */
export function GrowingForm({ productId, initial }: { productId: string; initial: GrowingFigures }) {
  const { busy, message, errors, refuse, run } = useCheckedAction();
  const [values, setValues] = useState<Values>(() => Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, String(v)])) as Values);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = growingFiguresSchema.safeParse(values);
    if (!parsed.success) return refuse(fieldMessages(parsed.error, 'top'));
    await run(() => adminApi.setGrowing(productId, values));
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <Field key={f.name} label={f.label} hint={f.hint} error={errors[f.name]}>
            {(p) => (
              <input
                {...p}
                name={f.name}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                value={values[f.name]}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value.replace(/[^\d]/g, '') }))}
                className={inputClass}
              />
            )}
          </Field>
        ))}
      </div>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving...' : 'Save how it grows'}
      </button>
    </form>
  );
}
