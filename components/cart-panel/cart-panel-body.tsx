'use client';

import { CheckoutBreakdown, CheckoutControls } from '../checkout/checkout-controls';
import { DeliveryForm } from '../checkout/delivery-form';
import { useCheckout } from '../checkout/use-checkout';
import { CartEmpty } from '../cart/cart-empty';
import { CartLines } from '../cart/cart-lines';
import { useCart } from '../cart/cart-provider';
import { CartSummary } from '../checkout/cart-summary';
import { PANEL_BODY, PANEL_FOOTER } from './cart-panel-frame';

/** The list view or the delivery step, with the footer that goes with each. */
export function CartPanelBody() {
  const { close, items, subtotalCents } = useCart();
  const checkout = useCheckout({ onDone: close });
  const form = checkout.step === 'form';
  return (
    <>
      <div className={PANEL_BODY}>
        {form ? (
          <>
            <DeliveryForm checkout={checkout} />
            <CheckoutBreakdown checkout={checkout} subtotalCents={subtotalCents} />
          </>
        ) : items.length === 0 ? (
          <CartEmpty onBrowse={close} />
        ) : (
          <CartLines />
        )}
      </div>
      {/* keyboard-hides (app/globals.css): the footer steps aside while the keyboard squeezes the screen. */}
      <div className={`${PANEL_FOOTER} ${form ? 'keyboard-hides' : ''}`}>
        {form ? <CheckoutControls checkout={checkout} /> : <CartSummary checkout={checkout} />}
      </div>
    </>
  );
}
