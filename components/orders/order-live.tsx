'use client';

import { useState } from 'react';
import type { OrderDetailView } from '@/lib/order-view';
import { ORDER_STATUS_LABELS } from '@/lib/orders';
import { OrderSummary } from './order-summary';
import { PaymentPanel } from './payment-panel';

/** The order page's content, kept current as the payment comes in: status, payment, items, timeline. */
export function OrderLive({ initial }: { initial: OrderDetailView }) {
  const [order, setOrder] = useState(initial);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Order {order.reference}</h1>
        <p className="text-neutral-700 dark:text-neutral-300" data-testid="order-status">
          {ORDER_STATUS_LABELS[order.status]}
        </p>
      </div>
      <PaymentPanel order={order} setOrder={setOrder} />
      <OrderSummary order={order} />
    </div>
  );
}
