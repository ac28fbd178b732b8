'use client';

import { useLocale } from 'next-intl';
import { formatKes } from '@/lib/format';
import { loginUrl, registerUrl } from '@/lib/auth/return-path';
import { localePath } from '@/lib/i18n/locales';
import { useAuth } from '../auth/auth-provider';
import { CartSummaryView } from '../cart/cart-views';
import { DeliveryHint } from './delivery-hint';
import type { Checkout } from './use-checkout';
import { FormMessage } from '../ui/field';
import { useCart } from '../cart/cart-provider';

/** Subtotal, the delivery note, and the checkout and clear buttons (spec section 2). */
export function CartSummary({ checkout }: { checkout: Checkout }) {
  const { items, subtotalCents, busy, clear, close } = useCart();
  const auth = useAuth().status;
  const locale = useLocale();
  // Back to the cart in this language (/sw/cart); AppLink puts the sign-in or registration page in it too.
  const cart = localePath(locale, '/cart');
  const hasLines = items.length > 0;
  return (
    <CartSummaryView
      parts={{
        subtotal: formatKes(subtotalCents),
        hint: <DeliveryHint subtotalCents={subtotalCents} />,
        message: checkout.message && <FormMessage kind={checkout.message.kind}>{checkout.message.text}</FormMessage>,
        canProceed: hasLines && !busy && auth === 'signed-in',
        onProceed: () => void checkout.press(),
        buttonTotal: hasLines ? formatKes(subtotalCents) : null,
        signedOut:
          auth === 'signed-out'
            ? {
                createAccountHref: hasLines ? registerUrl(cart) : null,
                signInHref: hasLines ? loginUrl(cart) : null,
                onLeave: close,
              }
            : null,
        canClear: !busy && items.length > 0,
        onClear: clear,
      }}
    />
  );
}
