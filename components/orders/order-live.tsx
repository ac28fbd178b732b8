'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { OrderDetailView } from '@/lib/order-view';
import { BookingPanel } from './booking-panel';
import { OrderNextSteps } from './order-next-steps';
import { OrderSummary } from './order-summary';
import { useOrderStateLabel } from './order-text';
import { PaymentPanel } from './payment-panel';
import { UnpaidActions } from './unpaid-actions';

/** The states in which a booking is shown by its own panel: waiting for its deposit or payment, booked, paid and waiting for its day. */
const BOOKING_ON_ITS_PANEL: ReadonlySet<string> = new Set(['pending', 'booked', 'paid']);

/**
 * The order page's content, kept current as the payment comes in: status, payment, what happens next
 * or how else to finish, items, timeline. `eta` is the delivery time of the order's county;
 * `walletCents` the viewer's wallet as the page was drawn.
 */
export function OrderLive({ initial, eta, walletCents }: { initial: OrderDetailView; eta: string | null; walletCents: number }) {
  const t = useTranslations('order');
  const stateLabel = useOrderStateLabel();
  const [order, setOrder] = useState(initial);
  const unpaid = order.status === 'pending' && order.paymentStatus !== 'paid';
  // A booking's own panel (its day, what is paid and owed, pay, move, cancel) until it is being prepared.
  const booking = order.booking;
  const bookingOpen = booking !== null && BOOKING_ON_ITS_PANEL.has(order.status);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-xl font-bold">{t('heading', { reference: order.reference })}</h1>
        <p className="text-muted" data-testid="order-status">
          {stateLabel(order.status, order.paymentStatus)}
        </p>
      </div>
      <PaymentPanel order={order} setOrder={setOrder} />
      {booking && bookingOpen ? (
        <BookingPanel order={order} booking={booking} walletCents={walletCents} onChanged={setOrder} />
      ) : unpaid ? (
        <UnpaidActions order={order} walletCents={walletCents} onChanged={setOrder} />
      ) : (
        <OrderNextSteps order={order} eta={eta} />
      )}
      <OrderSummary order={order} />
    </div>
  );
}
