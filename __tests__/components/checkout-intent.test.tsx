/** @jest-environment jsdom */
/**
 * The checkout sends one Idempotency-Key per checkout, the same when the same cart is sent
 * again (a retried tap after a failure the shop may not have finished), a new one once the order
 * changes, so the shop makes one order whatever reaches it.
 */
import { mockPush, openDeliveryStep, profile, routes, signIn } from '../support/checkout-harness';
import { waitFor } from '@testing-library/react';
import { idempotencyKeySchema } from '@/lib/schemas/idempotency';
import { checkout as text } from '@/lib/messages';

/** The Idempotency-Key of each order the page sent, in order. */
const orderKeys = () =>
  jest
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).endsWith('/writeToSheet'))
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

it('sends the same key when the same checkout is retried, and a new one when the order changes', async () => {
  signIn({ ...profile, walletBalanceCents: 100_000 });
  let answer: { status: number; body: unknown } = { status: 500, body: {} };
  routes.push((url) => (url.endsWith('/writeToSheet') ? answer : undefined));
  const { user, panel } = await openDeliveryStep();

  await user.click(panel.getByRole('button', { name: text.complete }));
  await panel.findByText('Failed to create order');
  await user.click(panel.getByRole('button', { name: text.complete }));
  await waitFor(() => expect(orderKeys()).toHaveLength(2));
  const [first, retried] = orderKeys();
  expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
  expect(retried).toBe(first);

  // Paid from the wallet instead: another order, another key.
  answer = { status: 201, body: { success: true, message: 'Order paid from your wallet', data: { id: 'order-9', total: 550, paymentStatus: 'paid' } } };
  await user.click(panel.getByRole('radio', { name: /Wallet/ }));
  await user.click(panel.getByRole('button', { name: text.complete }));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/order-confirmation/order-9'));
  const keys = orderKeys();
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(first);
  expect(idempotencyKeySchema.safeParse(keys[2]).success).toBe(true);
});
