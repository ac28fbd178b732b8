'use client';

import { useState, type FormEvent } from 'react';
import { adminApi } from '@/lib/api/client';
import { fieldMessages } from '@/lib/form-errors';
import { sowBatchSchema } from '@/lib/schemas/sowing';
import { Field, FormMessage, inputClass, primaryButton, textareaClass } from '../../ui/field';
import { useCheckedAction } from '../products/use-checked-action';

export interface SowFormProduct {
  id: string;
  label: string;
  sowingTrayCells: number;
  active: boolean;
}

const digits = (value: string) => value.replace(/[^\d]/g, '');

/**
 * Records trays sown. The seedlings default to trays × the product's tray cells, shown as
 * the field's placeholder, and the day to today: on a phone in the greenhouse, a product and a
 * number of trays are enough.
 */
export function SowForm({ products, today }: { products: readonly SowFormProduct[]; today: string }) {
  const { busy, message, errors, refuse, run } = useCheckedAction();
  const [productId, setProductId] = useState('');
  const [trays, setTrays] = useState('');
  const [seedlingsSown, setSeedlings] = useState('');
  const [sownOn, setSownOn] = useState(today);
  const [note, setNote] = useState('');
  const chosen = products.find((p) => p.id === productId);
  const defaultSeedlings = chosen && trays ? Number(trays) * chosen.sowingTrayCells : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { productId, trays, seedlingsSown, sownOn, note };
    const parsed = sowBatchSchema.safeParse(body);
    if (!parsed.success) return refuse(fieldMessages(parsed.error, 'top'));
    const answer = await run(() => adminApi.sowBatch(body));
    if (answer.ok) {
      setTrays('');
      setSeedlings('');
      setNote('');
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field label="Product" error={errors.productId}>
        {(p) => (
          <select {...p} name="productId" value={productId} onChange={(e) => setProductId(e.target.value)} className={inputClass}>
            <option value="">Choose a product</option>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.active ? product.label : `${product.label} (hidden)`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Trays sown" hint={chosen ? `Trays of ${chosen.sowingTrayCells} cells.` : undefined} error={errors.trays}>
          {(p) => (
            <input
              {...p}
              name="trays"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={trays}
              onChange={(e) => setTrays(digits(e.target.value))}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Seedlings sown" hint="Leave empty for a seed in every cell." error={errors.seedlingsSown}>
          {(p) => (
            <input
              {...p}
              name="seedlingsSown"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              placeholder={defaultSeedlings === null ? undefined : String(defaultSeedlings)}
              value={seedlingsSown}
              onChange={(e) => setSeedlings(digits(e.target.value))}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Day sown" error={errors.sownOn}>
          {(p) => <input {...p} name="sownOn" type="date" max={today} value={sownOn} onChange={(e) => setSownOn(e.target.value)} className={inputClass} />}
        </Field>
      </div>
      <Field label="Note (optional)" hint="e.g. Greenhouse 2, bench 4; seed lot number." error={errors.note}>
        {(p) => <textarea {...p} name="note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} className={textareaClass} />}
      </Field>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving...' : 'Record the batch sown'}
      </button>
    </form>
  );
}
