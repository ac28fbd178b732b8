import { decideCheckout, type CheckoutState } from '@/lib/checkout';
import { checkout as text } from '@/lib/messages';

const ready: CheckoutState = {
  signedIn: true,
  itemCount: 2,
  step: 'form',
  deliveryMethod: 'delivery',
  address: 'Kangari, near the market',
  phone: '0712345678',
  paymentMethod: 'mpesa',
  walletBalanceCents: 0,
  totalCents: 50_000,
};

describe('checkout checks, in the order of spec section 5', () => {
  it('1. no user: sign in first, before anything else is looked at', () => {
    expect(decideCheckout({ ...ready, signedIn: false, itemCount: 0, address: '', phone: '' })).toEqual({
      kind: 'sign-in',
      message: 'Please sign in to continue with checkout',
    });
  });
  it('2. empty cart', () => {
    expect(decideCheckout({ ...ready, itemCount: 0, step: 'cart' })).toEqual({ kind: 'refuse', message: 'Your cart is empty' });
    expect(decideCheckout({ ...ready, itemCount: 0, address: '' })).toEqual({ kind: 'refuse', message: 'Your cart is empty' });
  });
  it('3. the first press only reveals the form, whatever the fields hold', () => {
    expect(decideCheckout({ ...ready, step: 'cart', address: '', phone: 'x' })).toEqual({ kind: 'reveal-form' });
  });
  it('4. an address that is empty after trimming', () => {
    expect(decideCheckout({ ...ready, address: '   ', phone: '' })).toEqual({ kind: 'refuse', message: 'Please enter a delivery address', field: 'address' });
  });
  it('5. no phone', () => {
    expect(decideCheckout({ ...ready, phone: '  ' })).toEqual({ kind: 'refuse', message: 'Please enter a phone number', field: 'phone' });
  });
  it.each(['12345', '+2547123', '0712 345 67', '+1 555 0100'])('6. a phone the rule cannot make Kenyan: %j', (phone) => {
    expect(decideCheckout({ ...ready, phone })).toEqual({
      kind: 'refuse',
      message: 'Please enter a valid Kenyan phone number (e.g., +2547... or 07...)',
      field: 'phone',
    });
  });
  it('7. wallet below the total, checked last', () => {
    expect(decideCheckout({ ...ready, paymentMethod: 'wallet', walletBalanceCents: 49_999 })).toEqual({
      kind: 'refuse',
      message: 'Insufficient wallet balance. Please add funds or choose M-Pesa',
      field: 'payment',
    });
    expect(decideCheckout({ ...ready, paymentMethod: 'wallet', walletBalanceCents: 50_000 }).kind).toBe('submit');
  });
  it('submits with the phone normalised by the spec rule and the address trimmed', () => {
    expect(decideCheckout({ ...ready, phone: '0712345678', address: '  Kangari  ' })).toEqual({ kind: 'submit', phone: '+254712345678', address: 'Kangari' });
    expect(decideCheckout({ ...ready, phone: '254712345678' })).toMatchObject({ phone: '+254712345678' });
  });
  it('needs no address for pickup at the nursery', () => {
    expect(decideCheckout({ ...ready, deliveryMethod: 'pickup', address: '' }).kind).toBe('submit');
  });
  it('keeps the spec texts in one place', () => {
    expect(text.complete).toBe('Complete Order');
    expect(text.processing).toBe('Processing...');
    expect(text.backToCart).toBe('Back to Cart');
    expect(text.mpesaSent('+254712345678')).toBe('M-Pesa prompt sent to +254712345678. Please complete the payment.');
  });
});
