'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { DEFAULT_DEPOSIT_PERCENT, depositCents } from '@/lib/booking';
import { formatKes } from '@/lib/format';
import { formatPlantingDay } from '../cart/planting-day';
import type { Checkout } from './use-checkout';

const choice = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line-strong p-3 has-[:checked]:border-leaf-600 has-[:checked]:bg-wash';
const smallButton = 'min-h-11 rounded-lg border border-line-strong px-3 font-medium hover:bg-tint disabled:opacity-40';

/**
 * The delivery step of a booking: the planting day with a way back to change it, the
 * payment plan (in full now, or a deposit now and the balance by the planting day) and the booking's
 * rules, written before the farmer pays. The deposit shown is the default share: the order page shows
 * what the server asked for. A day the nursery cannot meet is offered its nearest day, one tap away.
 */
export function BookingPlan({ checkout }: { checkout: Checkout }) {
  const t = useTranslations('booking.checkout');
  const locale = useLocale();
  const { booking, totalCents, setPaymentPlan, depositPossible, busy, message, takeDate, backToCart } = checkout;
  const take = useRef<HTMLButtonElement>(null);
  const nearest = message?.kind === 'error' ? message.nearestDate : undefined;
  // The offer takes the focus, so it is in view and one key press away.
  useEffect(() => {
    if (nearest) take.current?.focus();
  }, [nearest]);
  if (!booking) return null;
  const day = formatPlantingDay(booking.plantingDate, locale);
  const deposit = depositCents(totalCents, DEFAULT_DEPOSIT_PERCENT);
  return (
    <section aria-labelledby="booking-plan-heading" className="space-y-3 rounded-xl border border-line p-4" data-testid="booking-plan">
      <h3 id="booking-plan-heading" className="font-bold">
        {t('plantingDay', { date: day })}
      </h3>
      <button type="button" className={smallButton} disabled={busy} onClick={backToCart}>
        {t('change')}
      </button>
      {nearest && (
        <div className="space-y-2 rounded-lg bg-warn-soft p-3" role="alert">
          <p className="text-warn">{message?.text}</p>
          <button ref={take} type="button" className={`${smallButton} bg-surface text-brand`} disabled={busy} onClick={() => takeDate(nearest)}>
            {t('takeNearest', { date: formatPlantingDay(nearest, locale) })}
          </button>
        </div>
      )}
      <div role="radiogroup" aria-labelledby="booking-plan-legend" className="space-y-2">
        <p id="booking-plan-legend" className="font-bold">
          {t('planLegend')}
        </p>
        <label className={choice}>
          <input type="radio" name="payment-plan" className="mt-1" checked={booking.paymentPlan === 'full'} onChange={() => setPaymentPlan('full')} />
          <span>{t('full', { total: formatKes(totalCents) })}</span>
        </label>
        {depositPossible && (
          <label className={choice}>
            <input type="radio" name="payment-plan" className="mt-1" checked={booking.paymentPlan === 'deposit'} onChange={() => setPaymentPlan('deposit')} />
            <span>
              {t('deposit', { deposit: formatKes(deposit) })}
              <span className="block text-sm text-subtle">{t('depositDetail', { balance: formatKes(totalCents - deposit), date: day })}</span>
            </span>
          </label>
        )}
      </div>
      <div>
        <h4 className="font-bold">{t('rulesHeading')}</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="booking-rules">
          <li>{t('ruleMove')}</li>
          <li>{t('ruleCancel')}</li>
          <li>{t('ruleNurseryFails')}</li>
          <li>{t('ruleBalance')}</li>
        </ul>
      </div>
    </section>
  );
}
