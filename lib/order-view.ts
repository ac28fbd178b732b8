import type { BookingView } from './booking';
import type { KenyanCounty } from './counties';
import type { CancelCode, DeliveryMethod, OrderStatus, PaymentMethod, PaymentStatus } from './orders';

/**
 * An order as pages and components show it: the spec's order fields (`date` as an ISO string) plus
 * what Miche adds (reference, delivery, its timeline and payment attempts). Amounts are cents; the
 * API carries them in KES under the spec's names (lib/api/wire.ts).
 */
export interface OrderView {
  id: string;
  reference: string;
  userId: string;
  items: Array<{ id: string; name: string; priceCents: number; quantity: number; image: string | null; unitLabel: string; lineTotalCents: number }>;
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  refundedCents: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  date: string;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  deliveryMethod: DeliveryMethod;
  deliveryCounty: KenyanCounty | null;
  deliveryAddress: string;
  pickupPoint: { name: string; address: string; nameSw: string; addressSw: string; hours: string; hoursSw: string } | null;
  phone: string;
  courierNote: string | null;
  cancelReason: string | null;
  /** Why it was cancelled, worded by the page in its language; null while not cancelled. */
  cancelCode: CancelCode | null;
  /** A booking's planting date, payment plan and where it stands; null for today's orders. */
  booking: BookingView | null;
}

export interface OrderEventView {
  status: OrderStatus;
  note: string | null;
  at: string;
}

export type AttemptStatus = 'sending' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'timeout' | 'needs_review';

export interface PaymentAttemptView {
  id: string;
  purpose: 'order' | 'topup';
  channel: 'stk' | 'c2b';
  status: AttemptStatus;
  /** True once nothing more will happen to it by itself. */
  final: boolean;
  checkoutRequestId: string | null;
  receiptNumber: string | null;
  amountCents: number;
  phone: string | null;
  resultCode: number | null;
  message: string | null;
  createdAt: string;
}

export interface OrderDetailView extends OrderView {
  events: OrderEventView[];
  payments: PaymentAttemptView[];
  /** How to pay by Paybill when the prompt does not come: the business number, the account, whole shillings. */
  paybill: { businessNumber: string; account: string; amountCents: number } | null;
}

/** The cart as it is now, sent with a refused order (prices changed, a product gone or short). */
export interface RepricedCart {
  items: Array<{ id: string; name: string; priceCents: number; stock: number; available: boolean }>;
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

/** Where one payment stands, and its order's state (GET /mpesa/status, POST /mpesa/validate). */
export interface PaymentStatusView {
  attempt: PaymentAttemptView;
  order: { id: string; status: OrderStatus; paymentStatus: PaymentStatus } | null;
}
