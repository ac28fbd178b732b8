'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiFailure, walletApi } from '@/lib/api/client';
import { formatKes } from '@/lib/format';
import { KES_PER_POINT_REDEEMED, REDEEM_STEP_POINTS } from '@/lib/wallet-rules';
import { useAuth } from '../auth/auth-provider';
import { Field, FormMessage, inputClass, secondaryButton } from '../ui/field';

/** Points into wallet credit, in hundreds; a repeated tap redeems once (one request id per choice). */
export function RedeemForm({ points }: { points: number }) {
  const { refresh } = useAuth();
  const router = useRouter();
  const steps = Math.floor(points / REDEEM_STEP_POINTS);
  const [chosen, setChosen] = useState(steps * REDEEM_STEP_POINTS);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (steps === 0) return <p className="text-sm text-neutral-600 dark:text-neutral-300">Points turn into wallet credit from {REDEEM_STEP_POINTS} points.</p>;

  const redeem = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { message: done } = await walletApi.redeem(chosen, requestId);
      setMessage({ kind: 'success', text: done });
      setRequestId(crypto.randomUUID());
      void refresh().catch(() => undefined);
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof ApiFailure ? error.message : 'Could not turn points into credit' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <Field label="Points to turn into credit">
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
                {n} points = {formatKes(n * KES_PER_POINT_REDEEMED * 100)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="button" className={secondaryButton} onClick={() => void redeem()} disabled={busy}>
        Add to my wallet
      </button>
    </div>
  );
}
