import { formatDate, formatKes } from '@/lib/format';
import type { OrderDetailView } from '@/lib/order-view';
import { ORDER_STATUS_LABELS } from '@/lib/orders';
import { formatPhone } from '@/lib/format';

/** An order's items, delivery, totals and timeline: what a farmer checks on their order page. */
export function OrderSummary({ order }: { order: OrderDetailView }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="items-heading">
        <h2 id="items-heading" className="mb-2 text-xl font-bold">
          Seedlings
        </h2>
        <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-700 dark:border-neutral-700">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 p-3">
              <span>
                {item.name}
                <span className="block text-sm text-neutral-600 dark:text-neutral-300">
                  {item.quantity} × {formatKes(item.priceCents)} {item.unitLabel}
                </span>
              </span>
              <span className="font-medium tabular-nums">{formatKes(item.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatKes(order.subtotalCents)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Delivery</dt>
            <dd className="tabular-nums">{order.deliveryFeeCents === 0 ? 'Free' : formatKes(order.deliveryFeeCents)}</dd>
          </div>
          <div className="flex justify-between text-lg font-bold">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="order-total">
              {formatKes(order.totalCents)}
            </dd>
          </div>
          {order.refundedCents > 0 && (
            <div className="flex justify-between text-leaf-700 dark:text-leaf-100">
              <dt>Refunded to your wallet</dt>
              <dd className="tabular-nums">{formatKes(order.refundedCents)}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="delivery-heading">
        <h2 id="delivery-heading" className="mb-2 text-xl font-bold">
          {order.deliveryMethod === 'pickup' ? 'Pickup' : 'Delivery'}
        </h2>
        {order.deliveryMethod === 'pickup' && order.pickupPoint ? (
          <p>
            {order.pickupPoint.name}, {order.pickupPoint.address}. {order.pickupPoint.hours}
          </p>
        ) : (
          <p>
            {order.deliveryAddress}
            {order.deliveryCounty && `, ${order.deliveryCounty} County`}
          </p>
        )}
        <p className="text-neutral-700 dark:text-neutral-300">Phone: {formatPhone(order.phone)}</p>
        {order.courierNote && <p className="mt-1">Courier: {order.courierNote}</p>}
      </section>

      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="mb-2 text-xl font-bold">
          Progress
        </h2>
        <ol className="space-y-2" data-testid="order-timeline">
          {order.events.map((e, i) => (
            <li key={`${e.status}-${i}`} className="flex gap-3">
              <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-leaf-600" aria-hidden="true" />
              <span>
                <span className="font-medium">{ORDER_STATUS_LABELS[e.status]}</span>
                <span className="block text-sm text-neutral-600 dark:text-neutral-300">
                  {formatDate(e.at)}
                  {e.note ? ` · ${e.note}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
