/** @jest-environment jsdom */
/**
 * The propagation service in the browser: the farmer's form (labelled fields, the fee and
 * deposit as typed, the rules shown, its checks before sending, the booking sent and opened) and the
 * staff's next step for an own-seed booking.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OwnSeedActions } from '@/components/admin/own-seed/own-seed-actions';
import { SowingNoticeProvider } from '@/components/admin/sowing/sowing-notice';
import { OwnSeedForm } from '@/components/own-seed/own-seed-form';

jest.setTimeout(20_000);

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), refresh: jest.fn() }) }));

const TOMATO = '6f1c1c9e-0c5b-4e49-9b8e-2f7b1f6f0a11';
const ORDER = '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f';
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const calls: Array<{ url: string; method: string; body: unknown }> = [];

beforeEach(() => {
  calls.length = 0;
  mockPush.mockReset();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as unknown as Response;
  }) as typeof fetch;
});

const form = () =>
  render(
    <OwnSeedForm
      crops={[
        { productId: TOMATO, name: 'Tomato', feeCents: 150, raisingDaysMin: 28 },
        { productId: '7f1c1c9e-0c5b-4e49-9b8e-2f7b1f6f0a12', name: 'Onion', feeCents: 50, raisingDaysMin: 42 },
      ]}
      places={[{ id: 1, name: 'Miche Nursery, Ruaka' }]}
      today="2026-11-26"
      depositPercent={50}
      phone="0708374149"
    />,
  );

describe('the own-seed booking form', () => {
  it('shows the crops with their fee, the bounds, the totals as typed and the rules', async () => {
    const user = userEvent.setup();
    form();
    expect(screen.getByRole('option', { name: 'Tomato: KES 1.50 a seedling' })).toBeInTheDocument();
    expect(screen.getByLabelText('When will you plant?')).toHaveAttribute('min', '2026-12-24');
    expect(screen.getByLabelText('When will you plant?')).toHaveAttribute('max', '2027-03-26');
    expect(screen.getByLabelText('The day you bring the seed')).toHaveAttribute('max', '2027-02-26');
    await user.type(screen.getByLabelText('Seedlings you want'), '400');
    expect(screen.getByText('Total: 400 seedlings × KES 1.50 = KES 600.00')).toBeInTheDocument();
    expect(screen.getByLabelText(/Deposit now: KES 300.00, balance KES 300.00/)).toBeChecked();
    expect(screen.getByRole('heading', { name: 'The rules' })).toBeInTheDocument();
    expect(screen.getByText(/After we receive it, the deposit is kept/)).toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    form();
    await user.type(screen.getByLabelText('Seeds you will bring'), '100');
    await user.type(screen.getByLabelText('Seedlings you want'), '400');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByLabelText('Your variety')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Seedlings you want')).toHaveAccessibleDescription(/more seedlings than the seeds you bring/);
    expect(calls).toEqual([]);
  });

  it('sends the booking and opens it; a refusal is shown in words', async () => {
    const user = userEvent.setup();
    form();
    await user.type(screen.getByLabelText('Your variety'), 'Anna F1');
    await user.type(screen.getByLabelText('Seeds you will bring'), '500');
    await user.type(screen.getByLabelText('Seedlings you want'), '400');
    await user.click(screen.getByLabelText('My Miche wallet'));
    await user.click(screen.getByRole('checkbox', { name: /send me 3 care tips by sms/i }));
    answer = { status: 409, body: { success: false, code: 'own_seed_not_offered', message: 'The nursery does not raise this crop from your own seed.' } };
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/does not raise this crop from your own seed/)).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: '/.netlify/functions/own-seed',
      method: 'POST',
      body: {
        productId: TOMATO,
        variety: 'Anna F1',
        seedCount: 500,
        seedlings: 400,
        dropOffDate: '2026-11-26',
        plantingDate: '2026-12-24',
        paymentPlan: 'deposit',
        paymentMethod: 'wallet',
        total: 600,
        deliveryMethod: 'pickup',
        deliveryAddress: '',
        pickupPointId: 1,
        phone: '+254708374149',
        careTips: true,
      },
    });
    answer = { status: 201, body: { success: true, message: 'Booking created', data: { id: ORDER } } };
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await screen.findByText('Booked. Opening your booking...');
    expect(mockPush).toHaveBeenCalledWith(`/order-confirmation/${ORDER}`);
  });
});

describe('the staff’s next step for an own-seed booking', () => {
  const actions = (stage: 'awaiting_seed' | 'raising' | 'ready' | 'delivered') =>
    render(
      <SowingNoticeProvider>
        <OwnSeedActions orderId={ORDER} stage={stage} label="Akinyi, Tomato Anna F1, MCABCDEFGH" seedCount={500} seedlings={400} />
      </SowingNoticeProvider>,
    );

  it('records the seed received with the germination test', async () => {
    const user = userEvent.setup();
    actions('awaiting_seed');
    expect(screen.queryByRole('button', { name: /^Ready/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Seed received/ }));
    expect(screen.getByLabelText('Seeds received')).toHaveValue('500');
    await user.type(screen.getByLabelText('Germination test (%)'), '85');
    answer = { status: 200, body: { success: true, message: 'MCABCDEFGH: 500 seeds received.', data: {} } };
    await user.click(screen.getByRole('button', { name: 'Record the seed received' }));
    expect(calls).toEqual([{ url: `/api/admin/own-seed/${ORDER}/received`, method: 'POST', body: { seedReceivedCount: '500', germinationPercent: '85' } }]);
    expect(await screen.findByText('MCABCDEFGH: 500 seeds received.')).toBeInTheDocument();
  });

  it('marks ready, then delivers; nothing once delivered', async () => {
    const user = userEvent.setup();
    const { unmount } = actions('raising');
    answer = { status: 200, body: { success: true, message: 'ready', data: {} } };
    await user.click(screen.getByRole('button', { name: /^Ready/ }));
    await user.click(screen.getByRole('button', { name: /Delivered/ }));
    await user.click(screen.getByRole('button', { name: 'Record the seedlings delivered' }));
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      [`/api/admin/own-seed/${ORDER}/ready`, undefined],
      [`/api/admin/own-seed/${ORDER}/delivered`, { deliveredCount: '400' }],
    ]);
    unmount();
    const { container } = actions('delivered');
    expect(container.querySelector('button')).toBeNull();
  });
});
