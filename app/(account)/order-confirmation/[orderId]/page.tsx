import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderLive } from '@/components/orders/order-live';
import { orderIdSchema } from '@/lib/schemas/order';
import { requireAccountViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { pageParam } from '@/lib/server/http/page-params';
import { orderSettings } from '@/lib/server/services/deps';
import { getOrderDetail } from '@/lib/server/services/orders';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

type Props = { params: Promise<{ orderId: string }> };

/** /order-confirmation/{orderId}: the order and its payment's live state, for its owner (and staff). */
export default async function OrderConfirmationPage({ params }: Props) {
  const { identity, user } = await requireAccountViewer();
  const id = pageParam(orderIdSchema, (await params).orderId);
  const order = await getOrderDetail(getDb(), id, { uid: identity.uid, staff: user.role === 'admin' }, orderSettings());
  // Someone else's order looks exactly like no order.
  if (!order) notFound();
  return <OrderLive initial={order} />;
}
