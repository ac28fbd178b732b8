/** @jest-environment jsdom */
/**
 * The order page's prompt form (issue 35) names the part it shows: a booking's deposit or balance, or
 * the whole order, so the shop refuses a prompt for a part paid meanwhile instead of charging the next.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPanel } from '@/components/orders/payment-panel';
import type { BookingView } from '@/lib/booking';
import type { OrderDetailView } from '@/lib/order-view';

jest.mock('@/components/auth/auth-provider', () => ({
  useAuth: () => ({ status: 'signed-in', user: { walletBalanceCents: 0 }, refresh: () => Promise.resolve() }),
}));

const booking: BookingView = {
  plantingDate: '2027-01-07',
  paymentPlan: 'deposit',
  depositCents: 27_500,
  paidSoFarCents: 0,
  balanceCents: 55_000,
  amountDueCents: 27_500,
  duePart: 'deposit',
  readyOn: null,
  releaseOn: null,
  sown: false,
  dateMoved: false,
  canMove: true,
  canCancel: true,
};

const order = {
  id: 'order-9',
  reference: 'MCABCDEFGH',
  userId: 'u1',
  items: [],
  subtotalCents: 55_000,
  deliveryFeeCents: 0,
  totalCents: 55_000,
  refundedCents: 0,
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'mpesa',
  date: '2026-11-26T08:00:00.000Z',
  createdAt: '2026-11-26T08:00:00.000Z',
  expiresAt: '2026-11-26T09:00:00.000Z',
  paidAt: null,
  deliveryMethod: 'pickup',
  deliveryCounty: null,
  deliveryAddress: '',
  pickupPoint: null,
  phone: '+254708374149',
  courierNote: null,
  cancelReason: null,
  cancelCode: null,
  events: [],
  payments: [],
  paybill: null,
  booking: null,
} as OrderDetailView;

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
