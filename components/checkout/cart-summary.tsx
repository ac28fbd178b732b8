'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatKes } from '@/lib/format';
import { loginUrl } from '@/lib/auth/return-path';
import { localePath } from '@/lib/i18n/locales';
import { useAuth } from '../auth/auth-provider';
import { AppLink } from '../ui/app-link';
import { DeliveryHint } from './delivery-hint';
import type { Checkout } from './use-checkout';
import { FormMessage } from '../ui/field';
import { useCart } from '../cart/cart-provider';

/** Subtotal, the delivery note, and the checkout and clear buttons (spec section 2). */
export function CartSummary({ checkout }: { checkout: Checkout }) {
  const { items, subtotalCents, busy, clear, close } = useCart();
  const auth = useAuth().status;
  const signedIn = auth === 'signed-in';
  const t = useTranslations('cart');
  const locale = useLocale();
  return (
    <div className="space-y-3">
      <p className="flex justify-between font-bold">
        <span>{t('subtotal')}</span>
        <span data-testid="cart-subtotal">{formatKes(subtotalCents)}</span>
      </p>
      <p className="text-sm text-subtle">{t('deliveryNote')}</p>
      <DeliveryHint subtotalCents={subtotalCents} />
      {checkout.message && <FormMessage kind={checkout.message.kind}>{checkout.message.text}</FormMessage>}
      <button
        type="button"
        className="h-12 w-full rounded-lg bg-leaf-600 font-bold text-white hover:bg-leaf-700 disabled:cursor-not-allowed disabled:bg-disabled"
        disabled={items.length === 0 || busy || !signedIn}
        onClick={() => void checkout.press()}
      >
        {t('proceed')}
      </button>
      {auth === 'signed-out' && (
        <p className="text-center text-sm text-muted">
          {t('logInToCheckout')}{' '}
          {items.length > 0 && (
            // AppLink adds the language to /login; the way back names the cart in this language (/sw/cart).
            <AppLink href={loginUrl(localePath(locale, '/cart'))} onClick={close} className="inline-flex min-h-11 items-center font-bold text-brand underline">
              {t('signInToCheckout')}
            </AppLink>
          )}
        </p>
      )}
      <button
        type="button"
        className="h-11 w-full rounded-lg border border-line-strong hover:bg-tint disabled:opacity-40"
        onClick={clear}
        disabled={busy || items.length === 0}
      >
        {t('clear')}
      </button>
    </div>
  );
}
