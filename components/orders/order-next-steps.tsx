import { useLocale, useTranslations } from 'next-intl';
import { etaDays, expectedArrival, pickupName } from '@/lib/delivery';
import { formatDate } from '@/lib/format';
import type { OrderDetailView } from '@/lib/order-view';
import { AppLink } from '../ui/app-link';

/**
 * A paid order's next steps: what the nursery does now, the day the seedlings should arrive
 * (from the county's delivery time, as staff set it) or can be collected, and the way back to the shop.
 */
export function OrderNextSteps({ order, eta }: { order: OrderDetailView; eta: string | null }) {
  const t = useTranslations('order.next');
  const locale = useLocale();
  const preparing = order.paymentStatus === 'paid' && (order.status === 'paid' || order.status === 'processing');
  const paidAt = new Date(order.paidAt ?? order.date);
  const days = eta ? etaDays(eta) : null;
  const [from, to] = days ? expectedArrival(paidAt, days).map((d) => formatDate(d, 'weekday', locale)) : [null, null];
  const shopMore = (
    <AppLink href="/products" className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-medium text-white hover:bg-leaf-700">
      {t('continueShopping')}
    </AppLink>
  );
  if (!preparing) return <p>{shopMore}</p>;
  return (
    <section aria-labelledby="next-heading" className="space-y-2 rounded-xl bg-wash p-5" data-testid="order-next-steps">
      <h2 id="next-heading" className="text-xl font-bold">
        {t('heading')}
      </h2>
      <p>{t('preparing')}</p>
      {order.deliveryMethod === 'pickup' ? (
        <p className="font-medium">
          {t('pickupFrom', {
            day: formatDate(expectedArrival(paidAt, [1, 1])[0], 'weekday', locale),
            place: order.pickupPoint ? pickupName(order.pickupPoint, locale) : t('theNursery'),
          })}
        </p>
      ) : (
        <>
          {from && to ? (
            <p className="font-medium">{t('deliveryBetween', { from, to, same: from === to ? 'yes' : 'no' })}</p>
          ) : (
            eta && <p className="font-medium">{t('deliveryEta', { eta })}</p>
          )}
          <p>{t('callWhenOnTheWay')}</p>
        </>
      )}
      {shopMore}
    </section>
  );
}
