import type { PaymentPart, PaymentPlan } from './booking';
import type { KenyanCounty } from './counties';
import type { CancelCode, DeliveryMethod, OrderStatus, PaymentMethod, PaymentStatus } from './orders';
import type { OwnSeedView } from './own-seed';

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

/**
 * A booking as pages show it. `state`: waiting for its first payment; booked (to be sown); growing
 * (sown or set aside); ready to collect; or done (paid in full and ready, or closed).
 */
export interface BookingView {
  plantingDate: string;
  paymentPlan: PaymentPlan;
  depositCents: number;
  /** Paid towards the total so far (the wire calls it `paidSoFar`: `paid` alone names counts elsewhere). */
  paidSoFarCents: number;
  /** What is still owed: the balance after the deposit, 0 when paid in full. */
  balanceCents: number;
  /** What a payment made now brings (the deposit, the balance or the whole), 0 when nothing is owed. */
  amountDueCents: number;
  /** Which part that is: a payment request names it, so a tap sent twice never pays the next part. */
  duePart: PaymentPart | null;
  /** The day the seedlings became ready, null until then. */
  readyOn: string | null;
  /** The last day to pay the balance before the seedlings are released (once they are ready). */
  releaseOn: string | null;
  /** True once the seedlings are sown for it (or set aside from ready stock): cancelling keeps the deposit. */
  sown: boolean;
  /** The date can be moved once. */
  dateMoved: boolean;
  canMove: boolean;
  canCancel: boolean;
  /** The farmer's own seed raised for them (the propagation service); absent or null for any other booking. */
  ownSeed?: OwnSeedView | null;
}
