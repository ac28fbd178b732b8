/** @jest-environment jsdom */
/**
 * The order page's prompt form names the part it shows: a booking's deposit or balance, or
 * the whole order, so the shop refuses a prompt for a part paid meanwhile instead of charging the next.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPanel } from '@/components/orders/payment-panel';
import type { OrderDetailView } from '@/lib/order-view';
import { depositDue, pendingOrder } from '../support/order-page-fixtures';

jest.mock('@/components/auth/auth-provider', () => ({
  useAuth: () => ({ status: 'signed-in', user: { walletBalanceCents: 0 }, refresh: () => Promise.resolve() }),
}));

const booking = depositDue;
const order = pendingOrder;

const calls: Array<{ url: string; body: Record<string, unknown> | undefined }> = [];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined });
    const body = url.endsWith('/mpesa/stkPush')
      ? { success: true, data: { attempt: { id: 'a1', status: 'pending', amount: 275, phone: '+254708374149' } } }
      : { success: true, data: { ...order, total: 550, totalCents: undefined, subtotal: 550, subtotalCents: undefined } };
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  }) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const promptFor = async (shown: OrderDetailView) => {
  render(<PaymentPanel order={shown} setOrder={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: /M-Pesa|prompt/i }));
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('/mpesa/stkPush'))).toBe(true));
  return calls.find((c) => c.url.endsWith('/mpesa/stkPush'))!.body;
};

it.each([
  ['a booking’s deposit', { ...order, booking }, 'deposit'],
  ['a booking’s balance', { ...order, status: 'booked', paymentStatus: 'partly_paid', booking: { ...booking, duePart: 'balance' } }, 'balance'],
  ['an order paid whole', order, 'full'],
] as const)('asks for %s by name', async (_, shown, part) => {
  expect(await promptFor(shown as OrderDetailView)).toEqual({ orderId: 'order-9', phone: '+254708374149', part });
});
