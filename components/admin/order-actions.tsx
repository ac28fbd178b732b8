'use client';

import { useState } from 'react';
import { ORDER_STATUS_LABELS, staffMoves, type OrderStatus } from '@/lib/orders';
import { formatKes } from '@/lib/format';
import { adminApi } from '@/lib/api/client';
import { Field, FormMessage, inputClass, primaryButton, secondaryButton } from '../ui/field';
import { useAdminAction } from './use-admin-action';

/**
 * Moving an order along (with a courier note on dispatch; cancelling a paid order refunds it), part
 * refunds, and sending the payment prompt again. Only moves the lifecycle allows are offered; the
 * server checks again.
 */
export function OrderActions({
  orderId,
  status,
  paid,
  refundableCents,
  phone,
}: {
  orderId: string;
  status: OrderStatus;
  paid: boolean;
  refundableCents: number;
  phone: string;
}) {
  const { busy, result, run } = useAdminAction();
  const [note, setNote] = useState('');
  const [refund, setRefund] = useState('');
  const [reason, setReason] = useState('');
  const [refundId, setRefundId] = useState(() => crypto.randomUUID());
  const [resendPhone, setResendPhone] = useState(phone);
  const moves = staffMoves(status);

  const move = (to: OrderStatus) =>
    run(() => adminApi.updateOrderStatus(orderId, to, note.trim() || undefined)).then((a) => {
      if (a.ok) setNote('');
    });

  return (
    <div className="space-y-6">
      {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
      {moves.length > 0 && (
        <section aria-labelledby="move-heading" className="space-y-3">
          <h2 id="move-heading" className="text-xl font-bold">
            Move the order
          </h2>
          <Field label="Note (courier and tracking on dispatch, reason on cancelling)">
            {(p) => <input {...p} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} className={inputClass} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            {moves.map((to) => (
              <button key={to} type="button" disabled={busy} onClick={() => void move(to)} className={to === 'cancelled' ? secondaryButton : primaryButton}>
                {to === 'cancelled' && paid ? 'Cancel and refund to wallet' : `Mark ${ORDER_STATUS_LABELS[to].toLowerCase()}`}
              </button>
            ))}
          </div>
        </section>
      )}
      {paid && refundableCents > 0 && (
        <form
          className="space-y-3"
          aria-labelledby="refund-heading"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => adminApi.refund(orderId, { amount: Number(refund), reason, requestId: refundId })).then((a) => {
              if (a.ok) {
                setRefund('');
                setReason('');
                setRefundId(crypto.randomUUID());
              }
            });
          }}
        >
          <h2 id="refund-heading" className="text-xl font-bold">
            Refund part of the order to the wallet
          </h2>
          <Field label={`Amount (KES, at most ${formatKes(refundableCents)})`} error={result?.errors?.amount}>
            {(p) => <input {...p} inputMode="decimal" value={refund} onChange={(e) => setRefund(e.target.value)} className={inputClass} />}
          </Field>
          <Field label="Reason" error={result?.errors?.reason}>
            {(p) => <input {...p} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />}
          </Field>
          <button type="submit" disabled={busy} className={secondaryButton}>
            Refund to wallet
          </button>
        </form>
      )}
      {status === 'pending' && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => adminApi.resendPrompt(orderId, { phone: resendPhone }));
          }}
        >
          <h2 className="text-xl font-bold">Send the payment prompt again</h2>
          <Field label="Phone Number" error={result?.errors?.phone}>
            {(p) => <input {...p} type="tel" value={resendPhone} onChange={(e) => setResendPhone(e.target.value)} className={inputClass} />}
          </Field>
          <button type="submit" disabled={busy} className={secondaryButton}>
            Send the M-Pesa prompt
          </button>
        </form>
      )}
    </div>
  );
}
