import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CheckoutView } from '@/components/checkout/checkout-view';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

/** Rendered for each request, so its scripts carry a nonce under the strict policy (lib/security/headers.ts). */
export default async function CheckoutPage() {
  await connection();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-4 text-3xl font-bold">Checkout</h1>
      <CheckoutView startAt="form" />
    </div>
  );
}
