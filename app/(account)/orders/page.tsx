import type { Metadata } from 'next';
import { OrderList } from '@/components/orders/order-list';
import { requireAccountViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { listOrders } from '@/lib/server/services/orders';

export const metadata: Metadata = { title: 'Your orders', robots: { index: false } };

export default async function OrdersPage() {
  const { identity } = await requireAccountViewer();
  const orders = await listOrders(getDb(), identity.uid);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">Your orders</h1>
      <OrderList orders={orders} />
    </div>
  );
}
