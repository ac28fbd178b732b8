'use client';

import { Spinner } from '../ui/spinner';
import { CartEmpty } from './cart-empty';
import { CartLines } from './cart-lines';
import { useCart } from './cart-provider';
import { CartSummary } from './cart-summary';

/** The cart as a full page (/cart): the panel's contents with room to breathe. */
export function CartPageView() {
  const { items, ready } = useCart();
  if (!ready) return <Spinner />;
  return (
    <div className="space-y-6">
      {items.length === 0 ? <CartEmpty /> : <CartLines />}
      <CartSummary />
    </div>
  );
}
