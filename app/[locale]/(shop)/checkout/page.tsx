import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { pageLocale, type LocaleParams } from '@/lib/server/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('title'), robots: { index: false } };
}

/** Rendered for each request, so its scripts carry a nonce under the strict policy (lib/security/headers.ts). */
export default async function CheckoutPage({ params }: LocaleParams) {
  await connection();
  await pageLocale(params);
  const t = await getTranslations('checkout');
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-4 text-3xl font-bold">{t('title')}</h1>
      <CheckoutView startAt="form" />
    </div>
  );
}
