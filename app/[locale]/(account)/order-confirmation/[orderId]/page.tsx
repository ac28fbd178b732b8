import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderLive } from '@/components/orders/order-live';
import type { Locale } from '@/lib/i18n/locales';
import { orderIdSchema } from '@/lib/schemas/order';
import { requireAccountViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { pageParam } from '@/lib/server/http/page-params';
import { orderSettings } from '@/lib/server/services/deps';
import { deliveryEta } from '@/lib/server/services/delivery';
import { getOrderDetail } from '@/lib/server/services/orders';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'order' });
  return { title: t('title'), robots: { index: false } };
}

/** /order-confirmation/{orderId}: the order and its payment's live state, for its owner (and staff). */
export default async function OrderConfirmationPage({ params }: Props) {
  const { locale, orderId } = await params;
  setRequestLocale(locale as Locale);
  const { identity, user } = await requireAccountViewer();
  const id = pageParam(orderIdSchema, orderId);
  const order = await getOrderDetail(getDb(), id, { uid: identity.uid, staff: user.role === 'admin' }, orderSettings());
  // Someone else's order looks exactly like no order.
  if (!order) notFound();
  const eta = order.deliveryCounty ? await deliveryEta(getDb(), order.deliveryCounty) : null;
  return <OrderLive initial={order} eta={eta} walletCents={user.walletBalanceCents} />;
}
