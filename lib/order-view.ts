import type { KenyanCounty } from './counties';
import type { DeliveryMethod, OrderStatus, PaymentMethod, PaymentStatus } from './orders';

/**
 * An order as the browser receives it: the spec's order fields (KES amounts, `date` as an ISO
 * string) plus what Miche adds (reference, delivery, its timeline and payment attempts).
 */
export interface OrderView {
  id: string;
  reference: string;
  userId: string;
  items: Array<{ id: string; name: string; price: number; quantity: number; image: string | null; unitLabel: string; lineTotal: number }>;
  subtotal: number;
  deliveryFee: number;
  total: number;
  refunded: number;
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
  pickupPoint: { name: string; address: string; hours: string } | null;
  phone: string;
  courierNote: string | null;
  cancelReason: string | null;
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
  amount: number;
  phone: string | null;
  resultCode: number | null;
  message: string | null;
  createdAt: string;
}

export interface OrderDetailView extends OrderView {
  events: OrderEventView[];
  payments: PaymentAttemptView[];
  /** How to pay by Paybill when the prompt does not come: the business number and the account. */
  paybill: { businessNumber: string; account: string; amount: number } | null;
}
