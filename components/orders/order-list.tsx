import { formatDate, formatKes } from '@/lib/format';
import type { OrderView } from '@/lib/order-view';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@/lib/orders';
import { AppLink } from '../ui/app-link';

/** Orders with date, reference, total, status and payment status; each opens its own page. */
export function OrderList({ orders, hrefFor = (id) => `/order-confirmation/${id}` }: { orders: OrderView[]; hrefFor?: (id: string) => string }) {
  if (orders.length === 0) {
    return (
      <p>
        You have no orders yet.{' '}
        <AppLink href="/products" className="font-semibold text-leaf-700 underline dark:text-leaf-100">
          Browse Products
        </AppLink>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-700 dark:border-neutral-700" data-testid="order-list">
      {orders.map((o) => (
        <li key={o.id}>
          <AppLink href={hrefFor(o.id)} className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-neutral-50 dark:hover:bg-neutral-800">
            <span>
              <span className="font-mono font-semibold">{o.reference}</span>
              <span className="block text-sm text-neutral-600 dark:text-neutral-300">{formatDate(o.date, 'day')}</span>
            </span>
            <span className="text-right">
              <span className="block font-semibold tabular-nums">{formatKes(o.totalCents)}</span>
              <span className="block text-sm">
                {ORDER_STATUS_LABELS[o.status]} · {PAYMENT_STATUS_LABELS[o.paymentStatus]}
              </span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
