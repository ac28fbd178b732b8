'use client';

import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { LoadBoundary, useRetryableLazy } from '../ui/retryable-lazy';
import { Spinner } from '../ui/spinner';
import { useCart } from '../cart/cart-provider';

// Not ui/field's secondaryButton: this file is on every page, and that module is not.
const button = 'inline-flex h-11 flex-1 items-center justify-center rounded-lg border border-line-strong px-4';

// The panel (its lines, summary and delivery step) downloads when a farmer first opens the cart, so
// pages that are only browsed do not pay for it. React.lazy rather than next/dynamic, whose own
// machinery would cost every page more than it saves.
const loadCartPanel = () => import('./cart-panel').then((m) => ({ default: m.CartPanel }));

/** Where the cart panel lives: nothing until first opened, then the panel, kept for its closing slide. */
export function CartPanelSlot() {
  const t = useTranslations('cart');
  const { openCount, isOpen, close } = useCart();
  const { Lazy: CartPanel, attempt, retry } = useRetryableLazy(loadCartPanel);
  if (openCount === 0) return null;
  const failed = isOpen && (
    <div role="alertdialog" aria-labelledby="cart-load-failed" className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4">
      <div className="w-full max-w-sm space-y-4 rounded-xl bg-page p-5">
        <p id="cart-load-failed">{t('loadFailed')}</p>
        <div className="flex gap-3">
          <button type="button" className={button} onClick={retry}>
            {t('tryAgain')}
          </button>
          <button type="button" className={button} onClick={close}>
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  );
  return (
    <LoadBoundary key={attempt} fallback={failed}>
      <Suspense
        fallback={
          <div className="fixed inset-0 z-50 grid place-items-center bg-black/50">
            <Spinner size="large" label={t('opening')} />
          </div>
        }
      >
        <CartPanel />
      </Suspense>
    </LoadBoundary>
  );
}
