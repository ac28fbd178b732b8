'use client';

import { cart as cartText, checkout as text } from '@/lib/messages';
import { mpesaShillings } from '@/lib/money';
import { formatKes } from '@/lib/format';
import { FormMessage } from '../ui/field';
import type { Checkout } from './use-checkout';

const primary =
  'h-12 w-full rounded-lg bg-leaf-600 font-semibold text-white hover:bg-leaf-700 disabled:cursor-not-allowed disabled:bg-neutral-400 dark:disabled:bg-neutral-600';
const secondary =
  'h-11 w-full rounded-lg border border-neutral-300 font-medium hover:bg-neutral-100 disabled:opacity-40 dark:border-neutral-600 dark:hover:bg-neutral-800';

/** The delivery step's footer: totals, the spec's messages, Complete Order and Back to Cart. */
export function CheckoutControls({ checkout, subtotalCents }: { checkout: Checkout; subtotalCents: number }) {
  const { message, busy, press, backToCart, feeCents, totalCents, walletBalanceCents, fields } = checkout;
  const shortOfWallet = fields.paymentMethod === 'wallet' && walletBalanceCents > 0 && walletBalanceCents < totalCents;
  return (
    <div className="space-y-3">
      <dl className="space-y-1">
        <div className="flex justify-between">
          <dt>{cartText.subtotal}</dt>
          <dd>{formatKes(subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{text.deliveryFee}</dt>
          <dd>{fields.deliveryMethod === 'pickup' ? 'Free' : fields.county ? formatKes(feeCents) : text.chooseCounty}</dd>
        </div>
        <div className="flex justify-between text-lg font-bold">
          <dt>{text.total}</dt>
          <dd data-testid="checkout-total">{formatKes(totalCents)}</dd>
        </div>
      </dl>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {shortOfWallet && message?.field === 'payment' && (
        <button type="button" className={secondary} disabled={busy} onClick={() => void press(true)}>
          {text.splitPayment(formatKes(walletBalanceCents), formatKes(mpesaShillings(totalCents - walletBalanceCents) * 100))}
        </button>
      )}
      <button type="button" className={primary} disabled={busy} onClick={() => void press()}>
        {busy ? text.processing : text.complete}
      </button>
      <button type="button" className={secondary} disabled={busy} onClick={backToCart}>
        {text.backToCart}
      </button>
    </div>
  );
}
