/** @jest-environment jsdom */
/** A booking on its order page: its day, what is paid and owed, pay, move once, cancel with its consequence said first. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingPanel } from '@/components/orders/booking-panel';
import { addDays, nairobiToday } from '@/lib/growing';
import type { BookingView, OrderDetailView } from '@/lib/order-view';
import { depositDue, pendingOrder } from '../support/order-page-fixtures';

let mockWalletCents = 100_000;
jest.mock('@/components/auth/auth-provider', () => ({
  useAuth: () => ({ status: 'signed-in', user: { walletBalanceCents: mockWalletCents }, refresh: () => Promise.resolve() }),
}));

const today = nairobiToday(new Date());
const plantingDate = addDays(today, 28);

/** Its deposit paid, the balance due. */
const booking: BookingView = { ...depositDue, plantingDate, paidSoFarCents: 27_500, balanceCents: 27_500, duePart: 'balance' };
const order = pendingOrder;

const calls: Array<{ url: string; body: unknown }> = [];
let answers: Record<string, Array<{ status: number; body: unknown }>> = {};

beforeEach(() => {
  mockWalletCents = 100_000;
  calls.length = 0;
  answers = {};
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = Object.entries(answers)
      .find(([path]) => url.endsWith(path))?.[1]
      .shift() ?? { status: 404, body: {} };
    return { ok: next.status >= 200 && next.status < 300, status: next.status, json: async () => next.body } as unknown as Response;
  }) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** The order as the server answers it, on the wire. */
const wire = (b: Partial<BookingView>) => ({
  success: true,
  data: {
    ...order,
    total: 550,
    totalCents: undefined,
    booking: { ...booking, ...b, deposit: 275, paidSoFar: (b.paidSoFarCents ?? booking.paidSoFarCents) / 100, balance: 275, amountDue: 275 },
  },
});

function renderPanel(b: Partial<BookingView> = {}, status = 'booked') {
  const onChanged = jest.fn();
  render(<BookingPanel order={{ ...order, status } as OrderDetailView} booking={{ ...booking, ...b }} walletCents={0} onChanged={onChanged} />);
  return { onChanged, user: userEvent.setup() };
}

describe('BookingPanel', () => {
  it('says the day, the plan, what is paid and owed, and when the balance is due', () => {
    renderPanel();
    expect(screen.getByTestId('booking-ready-for')).toHaveTextContent(/^Ready for \w+day, \d+ \w+$/);
    const money = within(screen.getByTestId('booking-money'));
    expect(money.getByText('Deposit now, the balance later')).toBeInTheDocument();
    expect(screen.getByTestId('booking-paid')).toHaveTextContent('KES 275.00');
    expect(screen.getByTestId('booking-balance')).toHaveTextContent('KES 275.00');
    expect(screen.getByText(/^Pay the balance by /)).toBeInTheDocument();
  });

  it('asks for the deposit first on a booking nothing is paid on yet', () => {
    renderPanel({ paidSoFarCents: 0, balanceCents: 55_000 }, 'pending');
    expect(screen.getByText('Pay the deposit, KES 275.00, to book your seedlings.')).toBeInTheDocument();
  });

  it('pays what is due from the wallet, the amount on the button', async () => {
    answers['/wallet/pay'] = [{ status: 200, body: wire({ paidSoFarCents: 55_000, balanceCents: 0, amountDueCents: 0 }) }];
    const { user, onChanged } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Pay KES 275.00 from my wallet (KES 1,000.00)' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls[0]).toEqual({ url: '/.netlify/functions/wallet/pay', body: { orderId: 'order-9', part: 'balance' } });
    expect(screen.getByRole('status')).toHaveTextContent('Paid from your wallet.');
  });

  it('says the wallet is short instead of offering it', () => {
    mockWalletCents = 10_000;
    renderPanel();
    expect(screen.queryByRole('button', { name: /from my wallet/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your wallet has KES 100.00, not enough for KES 275.00.')).toBeInTheDocument();
  });

  it('moves the date, and on a full week offers the nearest day, focused, one tap away', async () => {
    const nearest = addDays(today, 42);
    answers['/move'] = [
      { status: 409, body: { success: false, code: 'booking_date_full', message: 'Full.', params: { date: '01/01/2027' }, data: { nearestDate: nearest } } },
      { status: 200, body: wire({ plantingDate: nearest, dateMoved: true, canMove: false }) },
    ];
    const { user, onChanged } = renderPanel();
    expect(screen.getByText('You can move the date once.')).toBeInTheDocument();
    const input = screen.getByLabelText('New planting day');
    expect(input).toHaveAttribute('min', addDays(today, 1));
    expect(input).toHaveAttribute('max', addDays(today, 120));
    await user.type(input, addDays(today, 35));
    await user.click(screen.getByRole('button', { name: 'Move the date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The nursery's sowing for that week is full. The nearest day it can meet is");
    const take = screen.getByRole('button', { name: /^Book for .* instead$/ });
    expect(take).toHaveFocus();
    await user.click(take);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/bookings/order-9/move', { plantingDate: addDays(today, 35) }],
      ['/api/bookings/order-9/move', { plantingDate: nearest }],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(/^Your seedlings will be ready for /);
  });

  it('says a date moved once cannot be moved again', () => {
    renderPanel({ dateMoved: true, canMove: false });
    expect(screen.getByText('You have already moved the date once.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New planting day')).not.toBeInTheDocument();
  });

  it('says what cancelling costs before the farmer confirms: all back before sowing, the deposit kept after', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderPanel();
    expect(screen.getByText('Cancel the booking? Not sown yet: everything you paid (KES 275.00) goes back to your wallet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(confirm).toHaveBeenCalledWith('Cancel the booking? Not sown yet: everything you paid (KES 275.00) goes back to your wallet.');
    expect(calls).toHaveLength(0);
  });

  it('after sowing, cancelling keeps the deposit, and the server answer replaces the order', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    answers['/cancel'] = [{ status: 200, body: wire({ canCancel: false, canMove: false }) }];
    const { user, onChanged } = renderPanel({ sown: true });
    expect(screen.getByText(/the deposit \(KES 275.00\) is kept/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls[0]).toEqual({ url: '/api/bookings/order-9/cancel', body: {} });
    expect(screen.getByRole('status')).toHaveTextContent('The booking is cancelled.');
  });

  it('words the booking refusals in the page language', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    answers['/cancel'] = [{ status: 409, body: { success: false, code: 'booking_not_cancellable', message: 'No.' } }];
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking can no longer be cancelled. Please contact the nursery.');
  });
});
