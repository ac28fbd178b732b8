import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, translatedPageMetadata, type LocaleParams } from '@/lib/server/page-metadata';
import { LazyCheckoutView } from '@/components/checkout/lazy-checkout-view';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return { ...(await translatedPageMetadata(params, 'cart', '/cart')), robots: { index: false } };
}

export default async function CartPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('cart');
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-3xl font-bold">{t('title')}</h1>
      {/* Room for the spinner, then the cart read from the browser, so the footer never jumps (CLS 0).
          Before the framework boots, the islands script draws the cart here. */}
      <div className="min-h-[60vh]" data-cart-page>
        <LazyCheckoutView startAt="cart" />
      </div>
    </div>
  );
}
