'use client';

import { formatKes } from '@/lib/format';
import { cart as text } from '@/lib/messages';
import { useAuth } from '../auth/auth-provider';
import type { Checkout } from './use-checkout';
import { FormMessage } from '../ui/field';
import { useCart } from '../cart/cart-provider';

/** Subtotal, the delivery note, and the checkout and clear buttons (spec section 2). */
export function CartSummary({ checkout }: { checkout: Checkout }) {
  const { items, subtotalCents, busy, clear } = useCart();
  const auth = useAuth().status;
  const signedIn = auth === 'signed-in';
  return (
    <div className="space-y-3">
      <p className="flex justify-between text-base font-semibold">
        <span>{text.subtotal}</span>
        <span data-testid="cart-subtotal">{formatKes(subtotalCents)}</span>
      </p>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{text.deliveryNote}</p>
      {checkout.message && <FormMessage kind={checkout.message.kind}>{checkout.message.text}</FormMessage>}
      <button
        type="button"
        className="h-12 w-full rounded-lg bg-leaf-600 font-semibold text-white hover:bg-leaf-700 disabled:cursor-not-allowed disabled:bg-neutral-400 dark:disabled:bg-neutral-600"
        disabled={items.length === 0 || busy || !signedIn}
        onClick={() => void checkout.press()}
      >
        {text.proceed}
      </button>
      {!signedIn && auth !== 'loading' && <p className="text-center text-sm text-neutral-700 dark:text-neutral-300">{text.logInToCheckout}</p>}
      <button
        type="button"
        className="h-11 w-full rounded-lg border border-neutral-300 font-medium hover:bg-neutral-100 disabled:opacity-40 dark:border-neutral-600 dark:hover:bg-neutral-800"
        onClick={clear}
        disabled={busy || items.length === 0}
      >
        {text.clear}
      </button>
    </div>
  );
}
