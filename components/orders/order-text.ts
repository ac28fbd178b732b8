import { useTranslations } from 'next-intl';
import type { OrderStatus, PaymentStatus } from '@/lib/orders';

/**
 * Words about orders that come from data, in the page's language: an order's state and an item's
 * unit. Hooks, so client components and non-async server components share them.
 */

/** An order's state in a few words (lib/orders orderStateLabel, in the page's language). */
export function useOrderStateLabel(): (status: OrderStatus, paymentStatus: PaymentStatus) => string {
  const t = useTranslations('orders');
  return (status, paymentStatus) => {
    if (paymentStatus === 'refunded') return t('statusWithPayment', { status: t(`status.${status}`), payment: t('paymentStatus.refunded') });
    if (status === 'pending' && paymentStatus === 'failed') return t('paymentStatus.failed');
    return t(`status.${status}`);
  };
}
