import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatKes, formatPhone } from '@/lib/format';
import { pickupAddress, pickupHours, pickupName } from '@/lib/delivery';
import type { OrderDetailView } from '@/lib/order-view';
import { useProductText } from '../products/catalogue-text';

/** An order's items, delivery, totals and timeline: what a farmer checks on their order page. */
export function OrderSummary({ order }: { order: OrderDetailView }) {
  const t = useTranslations('order.summary');
  const status = useTranslations('orders.status');
  const locale = useLocale();
  const unitLabel = useProductText().storedUnit;
  return (
    <div className="space-y-6">
      <section aria-labelledby="items-heading">
        <h2 id="items-heading" className="mb-2 text-xl font-bold">
          {t('seedlings')}
        </h2>
        <ul className="divide-y divide-line rounded-xl border border-line">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 p-3">
              <span>
                {item.name}
                <span className="block text-sm text-subtle">
                  {t('line', { quantity: String(item.quantity), price: formatKes(item.priceCents), unit: unitLabel(item.unitLabel) })}
                </span>
              </span>
              <span className="tabular-nums">{formatKes(item.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1">
          <div className="flex justify-between">
            <dt>{t('subtotal')}</dt>
            <dd className="tabular-nums">{formatKes(order.subtotalCents)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{t('delivery')}</dt>
            <dd className="tabular-nums">{order.deliveryFeeCents === 0 ? t('free') : formatKes(order.deliveryFeeCents)}</dd>
          </div>
          <div className="flex justify-between text-xl font-bold">
            <dt>{t('total')}</dt>
            <dd className="tabular-nums" data-testid="order-total">
              {formatKes(order.totalCents)}
            </dd>
          </div>
          {order.refundedCents > 0 && (
            <div className="flex justify-between text-brand">
              <dt>{t('refunded')}</dt>
              <dd className="tabular-nums">{formatKes(order.refundedCents)}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="delivery-heading">
        <h2 id="delivery-heading" className="mb-2 text-xl font-bold">
          {order.deliveryMethod === 'pickup' ? t('pickup') : t('delivery')}
        </h2>
        {order.deliveryMethod === 'pickup' && order.pickupPoint ? (
          <p>
            {t('pickupPoint', {
              name: pickupName(order.pickupPoint, locale),
              address: pickupAddress(order.pickupPoint, locale),
              hours: pickupHours(order.pickupPoint, locale),
            })}
          </p>
        ) : (
          <p>{order.deliveryCounty ? t('addressInCounty', { address: order.deliveryAddress, county: order.deliveryCounty }) : order.deliveryAddress}</p>
        )}
        <p className="text-muted">{t('phone', { phone: formatPhone(order.phone) })}</p>
        {order.courierNote && <p className="mt-1">{t('courier', { note: order.courierNote })}</p>}
      </section>

      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="mb-2 text-xl font-bold">
          {t('progress')}
        </h2>
        <ol className="space-y-2" data-testid="order-timeline">
          {order.events.map((e, i) => (
            <li key={`${e.status}-${i}`} className="flex gap-3">
              <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-leaf-600" aria-hidden="true" />
              <span>
                <span className="font-bold">{status(e.status)}</span>
                <span className="block text-sm text-subtle">
                  {formatDate(e.at, 'minute', locale)}
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
