'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiFailure, bookingApi, NO_CONNECTION_CODE, walletApi, type ApiResult } from '@/lib/api/client';
import { latestPlantingDate, plantingDateProblem } from '@/lib/booking';
import { formatKes } from '@/lib/format';
import { addDays, isIsoDate, nairobiToday } from '@/lib/growing';
import type { BookingView, OrderDetailView } from '@/lib/order-view';
import { isCleanText } from '@/lib/text';
import { useAuth } from '../auth/auth-provider';
import { formatPlantingDay } from '../cart/planting-day';
import { FormMessage, inputClass, secondaryButton } from '../ui/field';
import { useMpesaText } from './mpesa-text';

/** The booking refusals that name a day the nursery can meet instead (in the refusal's data). */
const OFFERS_A_DAY: ReadonlySet<string> = new Set(['booking_date_full', 'booking_date_too_soon']);

type Note = { kind: 'error' | 'success'; text: string; offer?: string } | null;

/**
 * A booking on its order page: the day it is ready for, what is paid and what is owed with
 * its due day, "Pay" from the wallet for what is due now (the deposit, then the balance: the M-Pesa
 * prompt and Paybill beside it ask the same amount), "Move the date" (once) and "Cancel the booking",
 * whose consequence is said before the farmer confirms: everything back to the wallet before sowing,
 * the deposit kept after. Each answer of the server replaces the order shown.
 */
export function BookingPanel({
  order,
  booking,
  walletCents,
  onChanged,
}: {
  order: OrderDetailView;
  booking: BookingView;
  walletCents: number;
  onChanged(order: OrderDetailView): void;
}) {
  const t = useTranslations('booking.order');
  const locale = useLocale();
  const mpesa = useMpesaText();
  const { user, refresh } = useAuth();
  const id = useId();
  const [busy, setBusy] = useState<'pay' | 'move' | 'cancel' | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [moveTo, setMoveTo] = useState('');
  const [today] = useState(() => nairobiToday(new Date()));
  const offerButton = useRef<HTMLButtonElement>(null);
  const balance = user?.walletBalanceCents ?? walletCents;
  const day = (date: string) => formatPlantingDay(date, locale);
  const due = booking.amountDueCents;
  const depositFirst = booking.paymentPlan === 'deposit' && booking.paidSoFarCents === 0 && order.status === 'pending';
  const open = order.status !== 'cancelled';

  useEffect(() => {
    if (note?.offer) offerButton.current?.focus();
  }, [note]);

  /** A refusal in this page's language: the booking's own by code, M-Pesa's and the rest as the order page words them. */
  const refusal = (code: string, message: string, params?: Record<string, unknown>, data?: unknown): Note => {
    const offered =
      typeof data === 'object' && data !== null
        ? ['nearestDate', 'earliest', 'date'].map((k) => (data as Record<string, unknown>)[k]).find((v) => typeof v === 'string' && isIsoDate(v))
        : undefined;
    if (OFFERS_A_DAY.has(code) && typeof offered === 'string') {
      return { kind: 'error', text: dayRefusalText(code, day(offered)), offer: offered };
    }
    if (code === 'booking_move_used') return { kind: 'error', text: t('moveUsed') };
    if (code === 'booking_not_movable') return { kind: 'error', text: t('notMovable') };
    if (code === 'booking_not_cancellable') return { kind: 'error', text: t('notCancellable') };
    if (code === 'insufficient_funds') return { kind: 'error', text: t('walletShort', { balance: formatKes(balance), amount: formatKes(due) }) };
    return { kind: 'error', text: mpesa.failure({ code, message, params }) };
  };
  const checkoutWords = useTranslations('booking.checkout');
  const dayRefusalText = (code: string, date: string) =>
    code === 'booking_date_full' ? checkoutWords('dateFull', { date }) : checkoutWords('tooSoon', { date });

  const settle = async (kind: 'pay' | 'move' | 'cancel', action: () => Promise<ApiResult<OrderDetailView>>, done: (next: OrderDetailView) => string) => {
    setBusy(kind);
    setNote(null);
    try {
      const answer = await action();
      if (answer.ok) {
        onChanged(answer.data);
        setNote({ kind: 'success', text: done(answer.data) });
        void refresh().catch(() => undefined);
      } else {
        setNote(
          answer.code === NO_CONNECTION_CODE ? { kind: 'error', text: mpesa.noConnection() } : refusal(answer.code, answer.message, answer.params, answer.data),
        );
      }
    } finally {
      setBusy(null);
    }
  };

  const pay = () =>
    settle(
      'pay',
      async () => {
        try {
          const paid = await walletApi.pay(order.id, booking.duePart);
          return { ok: true, status: paid.status, data: paid.data, message: paid.message };
        } catch (e) {
          if (!(e instanceof ApiFailure)) throw e;
          return { ok: false, status: e.status, code: e.code, message: e.message, serverMessage: e.serverMessage, params: e.params, data: e.data };
        }
      },
      () => t('paid'),
    );
  const move = (date: string) => {
    if (!isCleanText(date) || !isIsoDate(date) || date <= today || plantingDateProblem(date, { today, earliest: addDays(today, 1) }) !== null) {
      setNote({ kind: 'error', text: t('moveBounds', { earliest: day(addDays(today, 1)), latest: day(latestPlantingDate(today)) }) });
      return;
    }
    void settle(
      'move',
      () => bookingApi.move(order.id, date),
      (next) => t('moved', { date: day(next.booking?.plantingDate ?? date) }),
    );
  };
  const cancel = () => {
    const question = booking.sown
      ? t('cancelAfterSowing', { deposit: formatKes(booking.depositCents) })
      : t('cancelBeforeSowing', { paid: formatKes(booking.paidSoFarCents) });
    if (!window.confirm(question)) return;
    void settle(
      'cancel',
      () => bookingApi.cancel(order.id),
      () => t('cancelled'),
    );
  };

  return (
    <section aria-labelledby="booking-heading" className="space-y-4 rounded-xl border border-line p-5" data-testid="booking-panel">
      <div>
        <h2 id="booking-heading" className="text-xl font-bold">
          {t('heading')}
        </h2>
        <p className="text-lg font-bold text-brand" data-testid="booking-ready-for">
          {t('readyFor', { date: day(booking.plantingDate) })}
        </p>
        {open && <p className="text-sm text-subtle">{t('state', { state: booking.readyOn ? 'ready' : booking.sown ? 'sown' : 'waiting' })}</p>}
      </div>
      <dl className="space-y-1" data-testid="booking-money">
        <div className="flex justify-between gap-3">
          <dt>{booking.paymentPlan === 'deposit' ? t('planDeposit') : t('planFull')}</dt>
          <dd className="tabular-nums">{formatKes(order.totalCents)}</dd>
        </div>
        {booking.paymentPlan === 'deposit' && (
          <div className="flex justify-between gap-3">
            <dt>{t('deposit')}</dt>
            <dd className="tabular-nums">{formatKes(booking.depositCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt>{t('paidSoFar')}</dt>
          <dd className="tabular-nums" data-testid="booking-paid">
            {formatKes(booking.paidSoFarCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 font-bold">
          <dt>{t('balance')}</dt>
          <dd className="tabular-nums" data-testid="booking-balance">
            {formatKes(booking.balanceCents)}
          </dd>
        </div>
      </dl>
      {open && due > 0 && (
        <div className="space-y-2">
          <p>{depositFirst ? t('depositDue', { amount: formatKes(due) }) : t('balanceBy', { date: day(booking.releaseOn ?? booking.plantingDate) })}</p>
          {booking.releaseOn && !depositFirst && <p className="text-sm text-subtle">{t('releaseOn', { date: day(booking.releaseOn) })}</p>}
          {balance >= due ? (
            <button type="button" className={`${secondaryButton} w-full`} disabled={busy !== null} onClick={() => void pay()}>
              {busy === 'pay' ? t('paying') : t('payFromWallet', { amount: formatKes(due), balance: formatKes(balance) })}
            </button>
          ) : (
            balance > 0 && <p className="text-sm text-subtle">{t('walletShort', { balance: formatKes(balance), amount: formatKes(due) })}</p>
          )}
        </div>
      )}
      {open && (booking.canMove || booking.dateMoved) && (
        <div className="space-y-2 border-t border-line pt-3">
          <h3 className="font-bold">{t('moveHeading')}</h3>
          {booking.canMove ? (
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                move(moveTo);
              }}
            >
              <p className="text-sm text-subtle">{t('moveOnce')}</p>
              <label htmlFor={`${id}-move`} className="block">
                {t('moveLabel')}
              </label>
              <input
                id={`${id}-move`}
                type="date"
                className={inputClass}
                min={addDays(today, 1)}
                max={latestPlantingDate(today)}
                value={moveTo}
                required
                onChange={(e) => setMoveTo(e.target.value)}
              />
              <button type="submit" className={`${secondaryButton} w-full`} disabled={busy !== null || moveTo === ''}>
                {busy === 'move' ? t('moving') : t('move')}
              </button>
            </form>
          ) : (
            <p className="text-sm text-subtle">{t('moveUsed')}</p>
          )}
        </div>
      )}
      {open && booking.canCancel && (
        <div className="space-y-2 border-t border-line pt-3">
          <p className="text-sm text-subtle">
            {booking.sown
              ? t('cancelAfterSowing', { deposit: formatKes(booking.depositCents) })
              : t('cancelBeforeSowing', { paid: formatKes(booking.paidSoFarCents) })}
          </p>
          <button type="button" className={`${secondaryButton} w-full text-danger`} disabled={busy !== null} onClick={cancel}>
            {busy === 'cancel' ? t('cancelling') : t('cancel')}
          </button>
        </div>
      )}
      {/* FormMessage is its own live region (an alert, or a status for a success). */}
      <div>
        {note && <FormMessage kind={note.kind}>{note.text}</FormMessage>}
        {note?.offer && (
          <button
            ref={offerButton}
            type="button"
            className={`${secondaryButton} mt-2 w-full text-brand`}
            disabled={busy !== null}
            onClick={() => move(note.offer!)}
          >
            {checkoutWords('takeNearest', { date: day(note.offer) })}
          </button>
        )}
      </div>
    </section>
  );
}
