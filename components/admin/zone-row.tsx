'use client';

import { useState } from 'react';
import { FormMessage, inputClass, secondaryButton } from '../ui/field';
import { adminApi } from '@/lib/api/client';
import { centsToKes } from '@/lib/money';
import { useAdminAction } from './use-admin-action';

/** One county's delivery fee, expected time and availability, saved on its own. */
export function ZoneRow({ county, feeCents, eta, active }: { county: string; feeCents: number; eta: string; active: boolean }) {
  const { busy, result, run } = useAdminAction();
  // The field holds KES as staff type them.
  const [values, setValues] = useState({ fee: String(centsToKes(feeCents)), eta, active });
  return (
    <li className="space-y-2 p-3">
      <form
        className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[10rem_7rem_1fr_auto_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => adminApi.updateZone(county, { fee: Number(values.fee), eta: values.eta, active: values.active }));
        }}
      >
        <span className="col-span-2 sm:col-span-1">{county}</span>
        <label className="text-sm">
          Fee (KES)
          <input inputMode="decimal" value={values.fee} onChange={(e) => setValues((v) => ({ ...v, fee: e.target.value }))} className={inputClass} />
        </label>
        <label className="text-sm">
          Takes
          <input value={values.eta} onChange={(e) => setValues((v) => ({ ...v, eta: e.target.value }))} className={inputClass} />
        </label>
        <label className="flex h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={values.active} onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))} />
          We deliver
        </label>
        <button type="submit" disabled={busy} className={secondaryButton} aria-label={`Save ${county}`}>
          Save
        </button>
      </form>
      {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
    </li>
  );
}
