'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { deliveryOutweighsSeedlings, etaDays, pickupAddress, pickupHours } from '@/lib/delivery';
import { formatKes } from '@/lib/format';
import { Field, inputClass, PhoneField, textareaClass } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { useCart } from '../cart/cart-provider';
import type { Checkout } from './use-checkout';
import { CareTipsChoice } from './care-tips';

const choice = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line-strong p-3 has-[:checked]:border-leaf-600 has-[:checked]:bg-wash';

/** The delivery step (spec section 2): address, phone, payment method; plus Miche's county or pickup choice. */
export function DeliveryForm({ checkout }: { checkout: Checkout }) {
  const { fields, setFields, delivery, message, busy, walletBalanceCents, careTips, setCareTips } = checkout;
  const t = useTranslations('checkout');
  const locale = useLocale();
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) => setFields((edits) => ({ ...edits, [key]: value }));
  const fieldError = (name: 'address' | 'phone' | 'payment') => (message?.kind === 'error' && message.field === name ? message.text : undefined);
  // Staff write a zone's delivery time in English ("1 to 2 days"): read as days, it is worded in the
  // page's language; words that do not read as days are shown as staff typed them.
  const etaText = (eta: string) => {
    const days = etaDays(eta);
    return days ? t('etaDays', { min: days[0], max: days[1], range: days[0] === days[1] ? 'no' : 'yes' }) : eta;
  };
  const form = useRef<HTMLFieldSetElement>(null);
  const pickupChoice = useRef<HTMLInputElement>(null);
  const { subtotalCents } = useCart();
  // A refused field takes the focus, so it scrolls into view with its message under it.
  useEffect(() => {
    if (message?.kind === 'error' && (message.field === 'address' || message.field === 'phone')) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [message]);

  if (!delivery) {
    return (
      <div className="grid place-items-center py-12">
        <Spinner label={t('loadingDelivery')} />
      </div>
    );
  }
  const outweighingFee = deliveryOutweighsSeedlings(fields, subtotalCents, delivery.zones);
  return (
    <fieldset ref={form} disabled={busy} className="space-y-4 py-4">
      <legend className="sr-only">{t('deliveryAndPayment')}</legend>
      <div role="radiogroup" aria-label={t('deliveryMethod')} className="space-y-2">
        <p className="font-bold">{t('deliveryMethod')}</p>
        <label className={choice}>
          <input
            type="radio"
            name="delivery-method"
            className="mt-1"
            checked={fields.deliveryMethod === 'delivery'}
            onChange={() => set('deliveryMethod', 'delivery')}
          />
          <span>{t('delivery')}</span>
        </label>
        <label className={choice}>
          <input
            ref={pickupChoice}
            type="radio"
            name="delivery-method"
            className="mt-1"
            checked={fields.deliveryMethod === 'pickup'}
            onChange={() => set('deliveryMethod', 'pickup')}
          />
          <span>
            {t('pickup')}
            {delivery.pickupPoints[0] && (
              <span className="block text-sm text-subtle">
                {pickupAddress(delivery.pickupPoints[0], locale)}. {pickupHours(delivery.pickupPoints[0], locale)}
              </span>
            )}
          </span>
        </label>
      </div>
      {fields.deliveryMethod === 'delivery' && (
        <>
          <Field label={t('county')}>
            {(p) => (
              <select {...p} value={fields.county} onChange={(e) => set('county', e.target.value as typeof fields.county)} className={inputClass}>
                <option value="">{t('chooseCounty')}</option>
                {delivery.zones.map((z) => (
                  <option key={z.county} value={z.county}>
                    {z.county}: {formatKes(z.feeCents)} ({etaText(z.eta)})
                  </option>
                ))}
              </select>
            )}
          </Field>
          {/* Always there, so a screen reader hears the line when a county brings it; empty, it takes no room. */}
          <div aria-live="polite" className="empty:mb-0">
            {outweighingFee !== null && (
              <PickupNudge
                fee={formatKes(outweighingFee)}
                subtotal={formatKes(subtotalCents)}
                onPickUp={() => {
                  set('deliveryMethod', 'pickup');
                  // The button goes with the county: the focus lands on the choice it made.
                  pickupChoice.current?.focus();
                }}
              />
            )}
          </div>
          <Field label={t('deliveryAddress')} error={fieldError('address')} announce>
            {(p) => (
              <textarea
                {...p}
                rows={3}
                autoComplete="street-address"
                placeholder={t('addressPlaceholder')}
                value={fields.address}
                onChange={(e) => set('address', e.target.value)}
                className={textareaClass}
              />
            )}
          </Field>
        </>
      )}
      <PhoneField label={t('phoneNumber')} error={fieldError('phone')} value={fields.phone} onChange={(v) => set('phone', v)} announce />
      <CareTipsChoice checked={careTips} onChange={(e) => setCareTips(e.target.checked)} />
      <div role="radiogroup" aria-label={t('paymentMethod')} className="space-y-2">
        <p className="font-bold">{t('paymentMethod')}</p>
        <label className={choice}>
          <input
            type="radio"
            name="payment-method"
            className="mt-1"
            checked={fields.paymentMethod === 'mpesa'}
            onChange={() => set('paymentMethod', 'mpesa')}
          />
          <span>
            {t('mpesa')}
            <span className="block text-sm text-subtle">{t('mpesaHint')}</span>
          </span>
        </label>
        <label className={choice}>
          <input
            type="radio"
            name="payment-method"
            className="mt-1"
            checked={fields.paymentMethod === 'wallet'}
            onChange={() => set('paymentMethod', 'wallet')}
          />
          <span>
            {t('wallet')}
            <span className="block text-sm text-subtle" data-testid="checkout-wallet-balance">
              {formatKes(walletBalanceCents)}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}

/**
 * At the county step, a delivery that costs more than the seedlings is said in one line, with
 * the free pickup one tap away (it picks the pickup choice above).
 */
function PickupNudge({ fee, subtotal, onPickUp }: { fee: string; subtotal: string; onPickUp: () => void }) {
  const t = useTranslations('checkout.countyNudge');
  return (
    <div className="space-y-2 rounded-lg bg-warn-soft p-3 text-sm" data-testid="county-nudge">
      <p className="text-warn">{t('costsMore', { fee, subtotal })}</p>
      <button type="button" className="min-h-11 rounded-lg border border-leaf-600 bg-surface px-3 font-medium text-brand hover:bg-tint" onClick={onPickUp}>
        {t('pickUp')}
      </button>
    </div>
  );
}
