import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderList } from '@/components/orders/order-list';
import type { Locale } from '@/lib/i18n/locales';
import { requireAccountViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { listOrders } from '@/lib/server/services/orders';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'orders' });
  return { title: t('title'), robots: { index: false } };
}

export default async function OrdersPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations('orders');
  const { identity } = await requireAccountViewer();
  const orders = await listOrders(getDb(), identity.uid);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      <OrderList orders={orders} />
    </div>
  );
}
