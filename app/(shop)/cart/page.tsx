import type { Metadata } from 'next';
import { LazyCheckoutView } from '@/components/checkout/lazy-checkout-view';

export const metadata: Metadata = { title: 'Cart', robots: { index: false } };

export default function CartPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-3xl font-bold">Your Cart</h1>
      {/* Room for the spinner, then the cart read from the browser, so the footer never jumps (CLS 0). */}
      <div className="min-h-[60vh]">
        <LazyCheckoutView startAt="cart" />
      </div>
    </div>
  );
}
