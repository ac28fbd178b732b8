/**
 * The order page's component tests (the booking panel, the payment panel): one order as the page holds
 * it, pending and unpaid, and a booking with its deposit due. Plain data, no mocks: each suite mocks
 * what it needs and spreads these with what its case changes.
 */
import type { BookingView, OrderDetailView } from '@/lib/order-view';

/** A booking just made, the same on the wire and in the view: not sown nor ready, its date not moved, movable and cancellable. */
export const justBooked = {
  readyOn: null,
  releaseOn: null,
  sown: false,
  dateMoved: false,
  canMove: true,
  canCancel: true,
};

/** A booking of KES 550 on the deposit plan, nothing paid yet: the deposit is due. */
export const depositDue: BookingView = {
  plantingDate: '2027-01-07',
  paymentPlan: 'deposit',
  depositCents: 27_500,
  paidSoFarCents: 0,
  balanceCents: 55_000,
  amountDueCents: 27_500,
  duePart: 'deposit',
  ...justBooked,
};

/** An order of KES 550 for pickup, pending, paid by M-Pesa; no booking (add one by spreading). */
export const pendingOrder = {
  id: 'order-9',
  reference: 'MCABCDEFGH',
  userId: 'u1',
  items: [],
  subtotalCents: 55_000,
  deliveryFeeCents: 0,
  totalCents: 55_000,
  refundedCents: 0,
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'mpesa',
  date: '2026-11-26T08:00:00.000Z',
  createdAt: '2026-11-26T08:00:00.000Z',
  expiresAt: '2026-11-26T09:00:00.000Z',
  paidAt: null,
  deliveryMethod: 'pickup',
  deliveryCounty: null,
  deliveryAddress: '',
  pickupPoint: null,
  phone: '+254708374149',
  courierNote: null,
  cancelReason: null,
  cancelCode: null,
  events: [],
  payments: [],
  paybill: null,
  booking: null,
} as OrderDetailView;
