'use client';

import { useState } from 'react';
import { Field, FormMessage, inputClass, secondaryButton } from '../ui/field';
import { adminApi } from '@/lib/api/client';
import { useAdminAction } from './use-admin-action';

type Point = { id?: number; name: string; address: string; nameSw: string; addressSw: string; hours: string; hoursSw: string; active: boolean };

/** Adds a pickup point, or edits one (closing it with "open for pickup" unticked). */
export function PickupPointForm({ point }: { point?: Point }) {
  const { busy, result, run } = useAdminAction();
  const [values, setValues] = useState<Point>(point ?? { name: '', address: '', nameSw: '', addressSw: '', hours: '', hoursSw: '', active: true });
  const set = (key: keyof Point) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form
      className="space-y-3 rounded-xl border border-line p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const body = {
          name: values.name,
          address: values.address,
          nameSw: values.nameSw,
          addressSw: values.addressSw,
          hours: values.hours,
          hoursSw: values.hoursSw,
          active: values.active,
        };
        void run(() => adminApi.savePickupPoint(point?.id ?? null, body));
      }}
    >
      {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
      <Field label="Name" error={result?.errors?.name}>
        {(p) => <input {...p} value={values.name} onChange={set('name')} className={inputClass} />}
      </Field>
      <Field label="Address" error={result?.errors?.address}>
        {(p) => <input {...p} value={values.address} onChange={set('address')} className={inputClass} />}
      </Field>
      <Field
        label="Name in Kiswahili"
        hint="Said on the Kiswahili pages, SMS and USSD, e.g. Kitalu cha Miche, Ruaka; empty shows the English"
        error={result?.errors?.nameSw}
      >
        {(p) => <input {...p} lang="sw" value={values.nameSw} onChange={set('nameSw')} className={inputClass} />}
      </Field>
      <Field label="Address in Kiswahili" hint="e.g. Barabara ya Ruaka–Banana, Kaunti ya Kiambu; empty shows the English" error={result?.errors?.addressSw}>
        {(p) => <input {...p} lang="sw" value={values.addressSw} onChange={set('addressSw')} className={inputClass} />}
      </Field>
      <Field label="Opening hours" error={result?.errors?.hours}>
        {(p) => <input {...p} value={values.hours} onChange={set('hours')} className={inputClass} />}
      </Field>
      <Field label="Opening hours in Kiswahili" hint="Shown on the Kiswahili pages; empty shows the English" error={result?.errors?.hoursSw}>
        {(p) => <input {...p} lang="sw" value={values.hoursSw} onChange={set('hoursSw')} className={inputClass} />}
      </Field>
      <label className="flex h-11 items-center gap-2">
        <input type="checkbox" checked={values.active} onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))} />
        Open for pickup
      </label>
      <button type="submit" disabled={busy} className={secondaryButton}>
        {point?.id ? 'Save pickup point' : 'Add pickup point'}
      </button>
    </form>
  );
}
