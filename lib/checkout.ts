/**
 * The checkout's checks, in the order of spec section 5, as one pure function: the cart panel and
 * /checkout call it on every press of their main button.
 */
import { checkout as text } from './messages/checkout';
import { normalizeSpecPhone } from './phone';

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

export type CheckoutDecision =
  /** Rule 1: alert, close the panel, go to /login. */
  | { kind: 'sign-in'; message: string }
  /** Rule 3: the first press only reveals the delivery form. */
  | { kind: 'reveal-form' }
  /** Rules 2, 4, 5, 6, 7. */
  | { kind: 'refuse'; message: string; field?: 'address' | 'phone' | 'payment' }
  | { kind: 'submit'; phone: string; address: string };

export function decideCheckout(s: CheckoutState): CheckoutDecision {
  if (!s.signedIn) return { kind: 'sign-in', message: text.signInFirst };
  if (s.itemCount === 0) return { kind: 'refuse', message: text.cartEmpty };
  if (s.step === 'cart') return { kind: 'reveal-form' };
  const address = s.address.trim();
  if (s.deliveryMethod === 'delivery' && address === '') return { kind: 'refuse', message: text.enterAddress, field: 'address' };
  if (s.phone.trim() === '') return { kind: 'refuse', message: text.enterPhone, field: 'phone' };
  const phone = normalizeSpecPhone(s.phone);
  if (!phone) return { kind: 'refuse', message: text.invalidPhone, field: 'phone' };
  if (s.paymentMethod === 'wallet' && s.walletBalanceCents < s.totalCents) return { kind: 'refuse', message: text.insufficientWallet, field: 'payment' };
  return { kind: 'submit', phone, address };
}
