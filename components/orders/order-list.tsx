import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatKes } from '@/lib/format';
import type { OrderView } from '@/lib/order-view';
import { AppLink } from '../ui/app-link';
import { useOrderStateLabel } from './order-text';
import { formatPlantingDay } from '../cart/planting-day';

/** Orders with date, reference, total, status and payment status; each opens its own page. */
export function OrderList({ orders, hrefFor = (id) => `/order-confirmation/${id}` }: { orders: OrderView[]; hrefFor?: (id: string) => string }) {
  const t = useTranslations('orders');
  const bookingT = useTranslations('booking.order');
  const locale = useLocale();
  const stateLabel = useOrderStateLabel();
  if (orders.length === 0) {
    return (
      <p>
        {t('empty')}{' '}
        <AppLink href="/products" className="text-brand underline">
          {t('browseProducts')}
        </AppLink>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-xl border border-line" data-testid="order-list">
      {orders.map((o) => (
        <li key={o.id}>
          <AppLink href={hrefFor(o.id)} className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-tint">
            <span>
              <span className="font-mono font-medium">{o.reference}</span>
              <span className="block text-sm text-subtle">{formatDate(o.date, 'day', locale)}</span>
              {o.booking && (
                <span className="block text-sm font-medium text-brand" data-testid="order-booked-for">
                  {bookingT('listReadyFor', { date: formatPlantingDay(o.booking.plantingDate, locale) })}
                </span>
              )}
            </span>
            <span className="text-right">
              <span className="block font-bold tabular-nums">{formatKes(o.totalCents)}</span>
              <span className="block text-sm">{stateLabel(o.status, o.paymentStatus)}</span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
