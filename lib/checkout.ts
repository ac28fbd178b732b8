/**
 * The checkout's checks, in the order of spec section 5, as one pure function: the cart panel and
 * /checkout call it on every press of their main button.
 */
import type { z } from 'zod';
import type { PaymentPlan } from './booking';
import type { CartItem } from './cart';
import type { KenyanCounty } from './counties';
import { checkout as text } from './messages/checkout';
import { centsToKes } from './money';
import { normalizeSpecPhone } from './phone';
import type { createOrderSchema } from './schemas/order';

export type CheckoutStep = 'cart' | 'form';

export interface CheckoutState {
  signedIn: boolean;
  itemCount: number;
  step: CheckoutStep;
  /** Pickup needs no address: the spec's address rule applies to deliveries. */
  deliveryMethod: 'delivery' | 'pickup';
  address: string;
  phone: string;
  paymentMethod: 'mpesa' | 'wallet';
  walletBalanceCents: number;
  totalCents: number;
}

/** The spec's section-5 messages, by their key in lib/messages/checkout.ts and the `checkout` catalogue. */
export type CheckoutRule = 'signInFirst' | 'cartEmpty' | 'enterAddress' | 'enterPhone' | 'invalidPhone' | 'insufficientWallet';

/** The checks' verdict with the rule that refused, for the page to word in its language. */
export type CheckoutVerdict =
  /** Rule 1: alert, close the panel, go to /login. */
  | { kind: 'sign-in'; rule: 'signInFirst' }
  /** Rule 3: the first press only reveals the delivery form. */
  | { kind: 'reveal-form' }
  /** Rules 2, 4, 5, 6, 7. */
  | { kind: 'refuse'; rule: Exclude<CheckoutRule, 'signInFirst'>; field?: 'address' | 'phone' | 'payment' }
  | { kind: 'submit'; phone: string; address: string };

export type CheckoutDecision =
  /** Rule 1: alert, close the panel, go to /login. */
  | { kind: 'sign-in'; message: string }
  /** Rule 3: the first press only reveals the delivery form. */
  | { kind: 'reveal-form' }
  /** Rules 2, 4, 5, 6, 7. */
  | { kind: 'refuse'; message: string; field?: 'address' | 'phone' | 'payment' }
  | { kind: 'submit'; phone: string; address: string };

/** The checks in the spec's order (section 5): sign in, cart, address, phone, valid phone, wallet. */
export function checkCheckout(s: CheckoutState): CheckoutVerdict {
  if (!s.signedIn) return { kind: 'sign-in', rule: 'signInFirst' };
  if (s.itemCount === 0) return { kind: 'refuse', rule: 'cartEmpty' };
  if (s.step === 'cart') return { kind: 'reveal-form' };
  const address = s.address.trim();
  if (s.deliveryMethod === 'delivery' && address === '') return { kind: 'refuse', rule: 'enterAddress', field: 'address' };
  if (s.phone.trim() === '') return { kind: 'refuse', rule: 'enterPhone', field: 'phone' };
  const phone = normalizeSpecPhone(s.phone);
  if (!phone) return { kind: 'refuse', rule: 'invalidPhone', field: 'phone' };
  if (s.paymentMethod === 'wallet' && s.walletBalanceCents < s.totalCents) return { kind: 'refuse', rule: 'insufficientWallet', field: 'payment' };
  return { kind: 'submit', phone, address };
}

/** The same checks with the spec's English words (section 5). */
export function decideCheckout(s: CheckoutState): CheckoutDecision {
  const verdict = checkCheckout(s);
  if (verdict.kind === 'sign-in') return { kind: 'sign-in', message: text[verdict.rule] };
  if (verdict.kind === 'refuse') {
    const { rule, ...refusal } = verdict;
    return { ...refusal, message: text[rule] };
  }
  return verdict;
}

/** What the farmer chose on the delivery step. */
export interface CheckoutFields {
  deliveryMethod: 'delivery' | 'pickup';
  county: KenyanCounty | '';
  pickupPointId: number | null;
  address: string;
  phone: string;
  paymentMethod: 'mpesa' | 'wallet';
}

export type OrderRequest = z.input<typeof createOrderSchema>;

/** The spec's order object (section 3) for a cart that passed the checks, as /writeToSheet takes it. */
export function orderRequest(input: {
  userId: string;
  items: readonly CartItem[];
  totalCents: number;
  fields: CheckoutFields;
  paymentMethod: 'mpesa' | 'wallet';
  decision: Extract<CheckoutVerdict, { kind: 'submit' }>;
  /** A booking's planting day and payment plan; null or absent for today's order, which is unchanged. */
  booking?: { plantingDate: string; paymentPlan: PaymentPlan } | null;
  /** The three care SMS after pickup; sent only when asked for, so an order without them is the spec's body. */
  careTips?: boolean;
  now: Date;
}): OrderRequest {
  const { fields } = input;
  return {
    userId: input.userId,
    items: input.items.map((i) => ({ id: i.product.id, name: i.product.name, price: i.product.price, quantity: i.quantity, image: i.product.image })),
    total: centsToKes(input.totalCents),
    status: 'pending',
    date: input.now.toISOString(),
    createdAt: input.now.toISOString(),
    deliveryAddress: input.decision.address,
    phone: input.decision.phone,
    paymentMethod: input.paymentMethod,
    paymentStatus: 'pending',
    deliveryMethod: fields.deliveryMethod,
    deliveryCounty: fields.deliveryMethod === 'delivery' ? fields.county || null : null,
    pickupPointId: fields.deliveryMethod === 'pickup' ? fields.pickupPointId : null,
    ...(input.booking ? { plantingDate: input.booking.plantingDate, paymentPlan: input.booking.paymentPlan } : {}),
    ...(input.careTips ? { careTips: true } : {}),
  };
}

/**
 * What makes two presses the same order: everything but the times. A retry after a failed prompt
 * reuses the order made for the same cart, instead of making (and reserving stock for) a second.
 */
export function sameOrderKey(order: OrderRequest): string {
  return JSON.stringify({ ...order, date: null, createdAt: null });
}
