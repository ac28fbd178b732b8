'use client';

import { useTranslations } from 'next-intl';
import { mpesaShillings } from '@/lib/money';
import { formatKes } from '@/lib/format';
import { FormMessage } from '../ui/field';
import type { Checkout } from './use-checkout';

const primary = 'h-12 flex-1 rounded-lg bg-leaf-600 px-4 font-medium text-white hover:bg-leaf-700 disabled:cursor-not-allowed disabled:bg-disabled';
const secondary = 'h-12 rounded-lg border border-line-strong px-3 hover:bg-tint disabled:opacity-40';

/** The delivery step's subtotal and delivery fee, shown with the form (the footer keeps only the total). */
export function CheckoutBreakdown({ checkout, subtotalCents }: { checkout: Checkout; subtotalCents: number }) {
  const { feeCents, fields } = checkout;
  const t = useTranslations('checkout');
  const cartText = useTranslations('cart');
  return (
    <dl className="space-y-1 border-t border-line py-3">
      <div className="flex justify-between">
        <dt>{cartText('subtotal')}</dt>
        <dd>{formatKes(subtotalCents)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{t('deliveryFee')}</dt>
        <dd>{fields.deliveryMethod === 'pickup' ? t('free') : fields.county ? formatKes(feeCents) : t('chooseCounty')}</dd>
      </div>
    </dl>
  );
}

/**
 * The delivery step's footer: the total, the spec's messages, Complete Order and Back to Cart. Kept
 * short (it took 45% of a phone's screen); the cart panel moves it out of the way while a
 * field is typed in. Messages about one field show under that field instead.
 */
export function CheckoutControls({ checkout }: { checkout: Checkout }) {
  const { message, busy, press, backToCart, totalCents, dueNowCents, walletBalanceCents, fields } = checkout;
  // A booking's deposit plan pays less now than the total: the wallet is measured against that.
  const shortOfWallet = fields.paymentMethod === 'wallet' && walletBalanceCents > 0 && walletBalanceCents < dueNowCents;
  const t = useTranslations('checkout');
  const bookingT = useTranslations('booking.checkout');
  // A booking's day refused with a day offered is said by the booking's own box, beside its one-tap answer (booking-plan.tsx).
  const footerMessage = message && !message.nearestDate && (message.field === undefined || message.field === 'payment') ? message : null;
  return (
    <div className="space-y-2">
      {footerMessage && <FormMessage kind={footerMessage.kind}>{footerMessage.text}</FormMessage>}
      {shortOfWallet && message?.field === 'payment' && (
        <button type="button" className={`${secondary} w-full`} disabled={busy} onClick={() => void press(true)}>
          {t('splitPayment', { walletKes: formatKes(walletBalanceCents), mpesaKes: formatKes(mpesaShillings(dueNowCents - walletBalanceCents) * 100) })}
        </button>
      )}
      <p className="flex justify-between text-xl font-bold">
        <span>{t('total')}</span>
        <span data-testid="checkout-total">{formatKes(totalCents)}</span>
      </p>
      {dueNowCents !== totalCents && (
        <p className="flex justify-between font-bold text-brand">
          <span>{bookingT('payNow')}</span>
          <span data-testid="checkout-due-now">{formatKes(dueNowCents)}</span>
        </p>
      )}
      <div className="flex gap-2">
        <button type="button" className={secondary} disabled={busy} onClick={backToCart}>
          {t('backToCart')}
        </button>
        <button type="button" className={primary} disabled={busy} onClick={() => void press()}>
          {busy ? t('processing') : t('complete')}
        </button>
      </div>
    </div>
  );
}
