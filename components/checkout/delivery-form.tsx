'use client';

import { checkout as text } from '@/lib/messages';
import { formatKes } from '@/lib/format';
import { Field, inputClass, PhoneField, textareaClass } from '../ui/field';
import { Spinner } from '../ui/spinner';
import type { Checkout } from './use-checkout';

const choice =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-neutral-300 p-3 has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50 dark:border-neutral-600 dark:has-[:checked]:bg-neutral-800';

/** The delivery step (spec section 2): address, phone, payment method; plus Miche's county or pickup choice. */
export function DeliveryForm({ checkout }: { checkout: Checkout }) {
  const { fields, setFields, delivery, message, busy, walletBalanceCents } = checkout;
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) => setFields((edits) => ({ ...edits, [key]: value }));
  const fieldError = (name: 'address' | 'phone' | 'payment') => (message?.kind === 'error' && message.field === name ? message.text : undefined);

  if (!delivery) {
    return (
      <div className="grid place-items-center py-12">
        <Spinner label="Loading delivery options..." />
      </div>
    );
  }
  return (
    <fieldset disabled={busy} className="space-y-4 py-4">
      <legend className="sr-only">Delivery and payment</legend>
      <div role="radiogroup" aria-label={text.deliveryMethod} className="space-y-2">
        <p className="font-medium">{text.deliveryMethod}</p>
        <label className={choice}>
          <input
            type="radio"
            name="delivery-method"
            className="mt-1"
            checked={fields.deliveryMethod === 'delivery'}
            onChange={() => set('deliveryMethod', 'delivery')}
          />
          <span>{text.delivery}</span>
        </label>
        <label className={choice}>
          <input
            type="radio"
            name="delivery-method"
            className="mt-1"
            checked={fields.deliveryMethod === 'pickup'}
            onChange={() => set('deliveryMethod', 'pickup')}
          />
          <span>
            {text.pickup}
            {delivery.pickupPoints[0] && (
              <span className="block text-sm text-neutral-600 dark:text-neutral-300">
                {delivery.pickupPoints[0].address}. {delivery.pickupPoints[0].hours}
              </span>
            )}
          </span>
        </label>
      </div>
      {fields.deliveryMethod === 'delivery' && (
        <>
          <Field label={text.county}>
            {(p) => (
              <select {...p} value={fields.county} onChange={(e) => set('county', e.target.value as typeof fields.county)} className={inputClass}>
                <option value="">{text.chooseCounty}</option>
                {delivery.zones.map((z) => (
                  <option key={z.county} value={z.county}>
                    {z.county}: {formatKes(z.feeCents)} ({z.eta})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={text.deliveryAddress} error={fieldError('address')}>
            {(p) => (
              <textarea
                {...p}
                rows={3}
                autoComplete="street-address"
                placeholder={text.addressPlaceholder}
                value={fields.address}
                onChange={(e) => set('address', e.target.value)}
                className={textareaClass}
              />
            )}
          </Field>
        </>
      )}
      <PhoneField label={text.phoneNumber} error={fieldError('phone')} value={fields.phone} onChange={(v) => set('phone', v)} />
      <div role="radiogroup" aria-label="Payment method" className="space-y-2">
        <p className="font-medium">Payment method</p>
        <label className={choice}>
          <input
            type="radio"
            name="payment-method"
            className="mt-1"
            checked={fields.paymentMethod === 'mpesa'}
            onChange={() => set('paymentMethod', 'mpesa')}
          />
          <span>
            {text.mpesa}
            <span className="block text-sm text-neutral-600 dark:text-neutral-300">{text.mpesaHint}</span>
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
            {text.wallet}
            <span className="block text-sm text-neutral-600 dark:text-neutral-300" data-testid="checkout-wallet-balance">
              {formatKes(walletBalanceCents)}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
