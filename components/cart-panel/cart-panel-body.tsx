'use client';

import { CheckoutBreakdown, CheckoutControls } from '../checkout/checkout-controls';
import { DeliveryForm } from '../checkout/delivery-form';
import { useCheckout } from '../checkout/use-checkout';
import { CartEmpty } from '../cart/cart-empty';
import { CartLines } from '../cart/cart-lines';
import { useCart } from '../cart/cart-provider';
import { CartSummary } from '../checkout/cart-summary';
import { BookingPlan } from '../checkout/booking-plan';
import { CartPlanting } from '../cart/cart-planting';
import { PANEL_BODY, PANEL_FOOTER } from './cart-panel-frame';

/**
 * The list view or the delivery step. The list's summary follows its lines in the scrolling part
 * (no empty band between one line and a summary pinned to the bottom), its checkout
 * button sticky at the bottom; the delivery step keeps a footer of its own.
 */
export function CartPanelBody() {
  const { close, items, subtotalCents } = useCart();
  const checkout = useCheckout({ onDone: close });
  if (checkout.step !== 'form') {
    return (
      <div className={PANEL_BODY}>
        {items.length === 0 ? <CartEmpty onBrowse={close} /> : <CartLines />}
        <CartPlanting />
        <CartSummary checkout={checkout} />
      </div>
    );
  }
  return (
    <>
      <div className={PANEL_BODY}>
        <DeliveryForm checkout={checkout} />
        <BookingPlan checkout={checkout} />
        <CheckoutBreakdown checkout={checkout} subtotalCents={subtotalCents} />
      </div>
      {/* keyboard-hides (app/globals.css): the footer steps aside while the keyboard squeezes the screen. */}
      <div className={`${PANEL_FOOTER} keyboard-hides`}>
        <CheckoutControls checkout={checkout} />
      </div>
    </>
  );
}
