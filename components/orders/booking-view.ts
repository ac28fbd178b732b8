import type { BookingView } from '@/lib/booking';
import type { OrderView } from '@/lib/order-view';

/**
 * An order with its booking (issue 30): `booking` on OrderView, null for today's orders. Typed here
 * until lib/order-view.ts carries it; absent on an answer from a server without bookings.
 */
export type WithBooking<T extends OrderView> = T & { booking?: BookingView | null };

export function bookingOf(order: OrderView): BookingView | null {
  return (order as WithBooking<OrderView>).booking ?? null;
}
