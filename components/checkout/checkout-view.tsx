'use client';

import { useAuth } from '../auth/auth-provider';
import { CartEmpty } from '../cart/cart-empty';
import { CartLines } from '../cart/cart-lines';
import { useCart } from '../cart/cart-provider';
import { CartSummary } from './cart-summary';
import { Spinner } from '../ui/spinner';
import { CheckoutBreakdown, CheckoutControls } from './checkout-controls';
import { DeliveryForm } from './delivery-form';
import { BookingPlan } from './booking-plan';
import { CartPlanting } from '../cart/cart-planting';
import { useCheckout } from './use-checkout';

/**
 * The cart and its checkout as a full page: /cart starts at the list, /checkout at the delivery step.
 * The same steps, checks and messages as the cart panel.
 */
export function CheckoutView({ startAt }: { startAt: 'cart' | 'form' }) {
  const { ready } = useCart();
  const { status } = useAuth();
  if (!ready || status === 'loading' || status === 'unknown') return <Spinner size="large" />;
  // Signed out, the delivery step cannot be used: start at the list, which says to log in.
  return <CheckoutSteps startAt={status === 'signed-in' ? startAt : 'cart'} />;
}

function CheckoutSteps({ startAt }: { startAt: 'cart' | 'form' }) {
  const { items, subtotalCents } = useCart();
  const checkout = useCheckout({ startAt });
  if (items.length === 0) return <CartEmpty />;
  if (checkout.step === 'form') {
    return (
      <div className="grid gap-8 md:grid-cols-2">
        <DeliveryForm checkout={checkout} />
        <div className="space-y-4">
          <BookingPlan checkout={checkout} />
          <CartLines />
          <CheckoutBreakdown checkout={checkout} subtotalCents={subtotalCents} />
          <CheckoutControls checkout={checkout} />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <CartLines />
      <CartPlanting />
      <CartSummary checkout={checkout} />
    </div>
  );
}
