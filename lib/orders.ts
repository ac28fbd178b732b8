/**
 * Order rules shared by the server, the pages and the tests: statuses, the lifecycle, references.
 * Pure: no database, no framework.
 */

/** `booked`: a booking whose deposit is paid and whose balance is owed. */
export const ORDER_STATUSES = ['pending', 'booked', 'paid', 'processing', 'dispatched', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** `partly_paid`: a booking's deposit is in, its balance is not. */
export const PAYMENT_STATUSES = ['pending', 'partly_paid', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['mpesa', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Where an order was placed: the web shop or a USSD session. */
export const ORDER_CHANNELS = ['web', 'ussd'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/**
 * Why an order was cancelled, stored as a code and put into words by each page, SMS and
 * USSD screen in its own language, so no English reason sits inside a Kiswahili sentence: not paid
 * before it expired, cancelled by the farmer, or by the nursery (whose own note stays in the order's
 * history and the back office).
 */
export const CANCEL_CODES = ['unpaid', 'customer', 'nursery'] as const;
export type CancelCode = (typeof CANCEL_CODES)[number];

/**
 * pending → paid → processing → dispatched → delivered; pending → cancelled. A booking on the deposit
 * plan goes pending → booked (deposit paid) → paid (balance paid). A paid order is cancelled only by
 * staff together with a refund (the wallet's refund service), never by itself.
 */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['booked', 'paid', 'cancelled'],
  booked: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function allowedTransitions(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Staff move orders along by hand, but "booked" and "paid" only ever come from a payment. */
export function staffCanSet(from: OrderStatus, to: OrderStatus): boolean {
  return to !== 'paid' && to !== 'booked' && canTransition(from, to);
}

/** The moves staff may make by hand from a status: what a refusal names as allowed. */
export function staffMoves(from: OrderStatus): OrderStatus[] {
  return allowedTransitions(from).filter((to) => staffCanSet(from, to));
}

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Waiting for payment',
  booked: 'Booked',
  paid: 'Paid',
  processing: 'Being prepared',
  dispatched: 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Not paid yet',
  partly_paid: 'Deposit paid',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

/**
 * An order's state in a few words: the order's status, and its payment's only where that adds something
 * ("Paid · Paid" said nothing twice).
 */
export function orderStateLabel(status: OrderStatus, paymentStatus: PaymentStatus): string {
  if (paymentStatus === 'refunded') return `${ORDER_STATUS_LABELS[status]} · ${PAYMENT_STATUS_LABELS.refunded}`;
  if (status === 'pending' && paymentStatus === 'failed') return PAYMENT_STATUS_LABELS.failed;
  return ORDER_STATUS_LABELS[status];
}

// Letters and digits that cannot be misread on a phone screen or over the phone (no 0/O, 1/I/L).
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_PATTERN = /^MC[A-HJ-NP-Z2-9]{8}$/;

/**
 * An order's short reference: "MC" and 8 characters, 10 in all. It is Daraja's AccountReference
 * (at most 12) and the Paybill account number, so it says nothing about the person.
 */
export function orderReference(randomIndex: (max: number) => number): string {
  let code = 'MC';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)];
  return code;
}
