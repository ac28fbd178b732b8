'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiFailure, NO_CONNECTION_CODE, shopApi, walletApi } from '@/lib/api/client';
import { formatKes } from '@/lib/format';
import type { OrderDetailView } from '@/lib/order-view';
import { useAuth } from '../auth/auth-provider';
import { FormMessage, secondaryButton } from '../ui/field';
import { useMpesaText } from './mpesa-text';

/**
 * An unpaid order's other ways out, on its own page: pay it from the wallet when the wallet
 * holds enough, or cancel it (the server refuses while an M-Pesa prompt is still open, and says so).
 * `walletCents` is the balance the server drew the page with, so the offer is in the page before
 * the session is read in the browser (the framework boots at the farmer's first touch).
 */
export function UnpaidActions({ order, walletCents, onChanged }: { order: OrderDetailView; walletCents: number; onChanged(order: OrderDetailView): void }) {
  const t = useTranslations('order.unpaid');
  const mpesa = useMpesaText();
  const { user, refresh } = useAuth();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [error, setError] = useState('');
  const balance = user?.walletBalanceCents ?? walletCents;

  /** The server's refusal in the page's language when it is one this page expects. */
  const refusal = (e: ApiFailure): string => {
    if (e.code === 'paid_order_cancel') return t('paidOrderCancel');
    if (e.code === 'insufficient_funds') return t('insufficientFunds');
    return mpesa.failure(e);
  };
  const run = async (kind: 'pay' | 'cancel', action: () => Promise<OrderDetailView>) => {
    setBusy(kind);
    setError('');
    try {
      onChanged(await action());
      void refresh().catch(() => undefined);
    } catch (e) {
      setError(e instanceof ApiFailure && e.code !== NO_CONNECTION_CODE ? refusal(e) : mpesa.noConnection());
    } finally {
      setBusy(null);
    }
  };
  const pay = () => run('pay', async () => (await walletApi.pay(order.id)).data);
  const cancel = () => {
    if (!window.confirm(t('confirmCancel'))) return;
    void run('cancel', async () => {
      await shopApi.updateOrderStatus(order.id, 'cancelled');
      return (await shopApi.getOrder(order.id)).data;
    });
  };

  return (
    <section aria-labelledby="unpaid-heading" className="space-y-3 rounded-xl border border-line p-5" data-testid="unpaid-actions">
      <h2 id="unpaid-heading" className="text-xl font-bold">
        {t('heading')}
      </h2>
      {balance >= order.totalCents ? (
        <button type="button" className={`${secondaryButton} w-full`} disabled={busy !== null} onClick={() => void pay()}>
          {busy === 'pay' ? t('paying') : t('payFromWallet', { balance: formatKes(balance) })}
        </button>
      ) : (
        balance > 0 && <p className="text-sm text-subtle">{t('walletShort', { balance: formatKes(balance) })}</p>
      )}
      <button type="button" className={`${secondaryButton} w-full text-danger`} disabled={busy !== null} onClick={cancel}>
        {busy === 'cancel' ? t('cancelling') : t('cancel')}
      </button>
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </section>
  );
}
