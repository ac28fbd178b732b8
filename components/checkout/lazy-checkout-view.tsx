'use client';

import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { LoadBoundary, useRetryableLazy } from '../ui/retryable-lazy';
import { Spinner } from '../ui/spinner';

// The cart lives in the browser, so the page has nothing to show before this code runs anyway: it
// downloads after the page is up instead of weighing on its first load (7.5 KB gz of checkout).
const loadCheckoutView = () => import('./checkout-view').then((m) => ({ default: m.CheckoutView }));

/** /cart's content: the cart and its checkout (CheckoutView), fetched once the page has hydrated. */
export function LazyCheckoutView({ startAt }: { startAt: 'cart' | 'form' }) {
  const t = useTranslations('cart');
  const { Lazy: CheckoutView, attempt, retry } = useRetryableLazy(loadCheckoutView);
  const failed = (
    <div role="alert" className="space-y-4">
      <p>{t('loadFailed')}</p>
      <button type="button" className="inline-flex h-11 items-center rounded-lg border border-line-strong px-4" onClick={retry}>
        {t('tryAgain')}
      </button>
    </div>
  );
  return (
    <LoadBoundary key={attempt} fallback={failed}>
      <Suspense fallback={<Spinner size="large" />}>
        <CheckoutView startAt={startAt} />
      </Suspense>
    </LoadBoundary>
  );
}
