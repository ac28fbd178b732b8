'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiFailure, walletApi } from '@/lib/api/client';
import { formatKes } from '@/lib/format';
import { KES_PER_POINT_REDEEMED, REDEEM_STEP_POINTS } from '@/lib/wallet-rules';
import { useAuth } from '../auth/auth-provider';
import { useMpesaText } from '../orders/mpesa-text';
import { Field, FormMessage, inputClass, secondaryButton } from '../ui/field';
import { useHydrated } from '../ui/use-hydrated';

/** Points into wallet credit, in hundreds; a repeated tap redeems once (one request id per choice). */
export function RedeemForm({ points }: { points: number }) {
  const t = useTranslations('wallet.redeem');
  const mpesa = useMpesaText();
  const { refresh } = useAuth();
  const router = useRouter();
  const steps = Math.floor(points / REDEEM_STEP_POINTS);
  const [chosen, setChosen] = useState(steps * REDEEM_STEP_POINTS);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  /** Why the points did not turn into credit, in the page's language where the code says it. */
  const refusal = (error: unknown): string => {
    if (!(error instanceof ApiFailure) || !error.serverMessage) return t('failed');
    if (error.code === 'redeem_step') return t('step', { step: REDEEM_STEP_POINTS });
    if (error.code === 'redeem_too_many') return t('tooMany', { available: String(points) });
    return mpesa.failure({ code: error.code, message: error.serverMessage, params: error.params });
  };
  if (steps === 0) return <p className="text-sm text-subtle">{t('notYet', { step: REDEEM_STEP_POINTS })}</p>;

  const redeem = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await walletApi.redeem(chosen, requestId);
      setMessage({ kind: 'success', text: t('done', { points: String(chosen) }) });
      setRequestId(crypto.randomUUID());
      void refresh().catch(() => undefined);
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: refusal(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <Field label={t('label')}>
        {(p) => (
          <select
            {...p}
            value={chosen}
            onChange={(e) => {
              setChosen(Number(e.target.value));
              setRequestId(crypto.randomUUID());
            }}
            className={inputClass}
          >
            {Array.from({ length: steps }, (_, i) => (i + 1) * REDEEM_STEP_POINTS).map((n) => (
              <option key={n} value={n}>
                {t('option', { points: String(n), amount: formatKes(n * KES_PER_POINT_REDEEMED * 100) })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="button" className={secondaryButton} onClick={() => void redeem()} disabled={!hydrated || busy}>
        {t('submit')}
      </button>
    </div>
  );
}
