/** @jest-environment jsdom */
/** The checkout of a booking: the planting day from the cart, the payment plan, what is sent and paid. */
import { calls, mockPush, openCartPanel, proceedButton, profile, routes, signIn } from '../support/checkout-harness';
import { waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@/lib/cart';
import { checkout as text } from '@/lib/messages';
import { addDays, nairobiToday } from '@/lib/growing';
import { PLANTING_STORAGE_KEY } from '@/lib/planting';
import { justBooked } from '../support/order-page-fixtures';

const today = nairobiToday(new Date());
const inFourWeeks = addDays(today, 28);

async function openCart() {
  const { user, panel } = await openCartPanel();
  await panel.findByRole('radiogroup', { name: 'When will you plant?' });
  return { user, panel };
}

/** A booking as the server answers it, on the wire (KES). */
const bookedAnswer = (plantingDate: string) => ({
  status: 201,
  body: {
    success: true,
    message: 'Order created',
    data: {
      id: 'order-9',
      total: 550,
      paymentStatus: 'pending',
      booking: {
        plantingDate,
        paymentPlan: 'deposit',
        deposit: 275,
        paidSoFar: 0,
        balance: 550,
        amountDue: 275,
        ...justBooked,
      },
    },
  },
});

describe('a booking from the cart panel', () => {
  it('keeps the planting day chosen in the cart beside the cart, and says nothing of a plan without one', async () => {
    const { user, panel } = await openCart();
    expect(panel.getByRole('radio', { name: 'Now (ready today)' })).toBeChecked();
    await user.click(panel.getByRole('radio', { name: /In 4 weeks/ }));
    expect(JSON.parse(window.localStorage.getItem(PLANTING_STORAGE_KEY) ?? 'null')).toEqual({ date: inFourWeeks });
    await user.click(panel.getByRole('radio', { name: 'Now (ready today)' }));
    expect(window.localStorage.getItem(PLANTING_STORAGE_KEY)).toBeNull();
    await user.click(await panel.findByRole('button', { name: proceedButton }));
    await panel.findByLabelText(text.deliveryAddress);
    expect(panel.queryByTestId('booking-plan')).not.toBeInTheDocument();
  });

  it('more than the ready stock: no "Now", and no order sent without a planting day (issue 30)', async () => {
    const line = {
      product: { id: '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f', name: 'Tomato Anna F1', price: 15, stock: 4, raisingDaysMin: 28, sellableDays: 10 },
      quantity: 10,
    };
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
    const { user, panel } = await openCart();
    expect(panel.getByText('Only 4 ready now: the rest is raised for your planting day.')).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: 'Now (ready today)' })).toBeDisabled();
    await user.click(panel.getByRole('button', { name: proceedButton }));
    expect(
      await panel.findByText('Some of your seedlings are not ready now: choose your planting day in the cart, and the nursery raises them for it.'),
    ).toBeInTheDocument();
    expect(panel.queryByLabelText(text.deliveryAddress)).not.toBeInTheDocument();
    // A later day, and the checkout goes on.
    await user.click(panel.getByRole('radio', { name: /In 4 weeks/ }));
    await user.click(panel.getByRole('button', { name: proceedButton }));
    await panel.findByLabelText(text.deliveryAddress);
    expect(panel.getByTestId('booking-plan')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/writeToSheet'))).toBe(false);
  });

  it('books for 4 weeks with a deposit: the rules before paying, the body, and M-Pesa asked for the deposit the server set', async () => {
    routes.push((url) => (url.endsWith('/writeToSheet') ? bookedAnswer(inFourWeeks) : undefined));
    routes.push((url) => (url.endsWith('/mpesaDeposit') ? { status: 200, body: { success: true, message: 'sent', data: { attempt: {} } } } : undefined));
    const { user, panel } = await openCart();
    await user.click(panel.getByRole('radio', { name: /In 4 weeks/ }));
    await user.click(panel.getByRole('button', { name: proceedButton }));
    await panel.findByLabelText(text.deliveryAddress);
    const plan = within(panel.getByTestId('booking-plan'));
    expect(plan.getByRole('heading', { name: /^Seedlings ready for / })).toBeInTheDocument();
    expect(plan.getByRole('radio', { name: 'Pay in full now: KES 550.00' })).toBeChecked();
    await user.click(plan.getByRole('radio', { name: /Pay a deposit now: KES 275.00/ }));
    expect(plan.getByText(/The balance, KES 275.00, by /)).toBeInTheDocument();
    expect(within(plan.getByTestId('booking-rules')).getAllByRole('listitem')).toHaveLength(4);
    expect(panel.getByTestId('checkout-total')).toHaveTextContent('KES 550.00');
    expect(panel.getByTestId('checkout-due-now')).toHaveTextContent('KES 275.00');
    await user.click(panel.getByRole('button', { name: text.complete }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/order-confirmation/order-9'));
    expect(calls.find((c) => c.url.endsWith('/writeToSheet'))?.body).toMatchObject({ total: 550, plantingDate: inFourWeeks, paymentPlan: 'deposit' });
    expect(calls.find((c) => c.url.endsWith('/mpesaDeposit'))?.body).toEqual({ phone: '+254708374149', amount: 275, orderId: 'order-9', userId: 'u1' });
    // The order is made: the cart and its planting day are done with.
    expect(window.localStorage.getItem(PLANTING_STORAGE_KEY)).toBeNull();
  });

  it('the wallet pays a deposit it covers (KES 300.00 of KES 550.00), though not the whole order', async () => {
    signIn({ ...profile, walletBalanceCents: 30_000 });
    routes.push((url) =>
      url.endsWith('/writeToSheet')
        ? {
            status: 201,
            body: {
              ...bookedAnswer(inFourWeeks).body,
              data: {
                ...bookedAnswer(inFourWeeks).body.data,
                paymentStatus: 'partly_paid',
                status: 'booked',
                booking: { ...bookedAnswer(inFourWeeks).body.data.booking, paidSoFar: 275, amountDue: 275 },
              },
            },
          }
        : undefined,
    );
    const { user, panel } = await openCart();
    await user.click(panel.getByRole('radio', { name: /In 4 weeks/ }));
    await user.click(panel.getByRole('button', { name: proceedButton }));
    await panel.findByLabelText(text.deliveryAddress);
    await user.click(panel.getByRole('radio', { name: /Pay a deposit now/ }));
    await user.click(panel.getByRole('radio', { name: /Wallet/ }));
    await user.click(panel.getByRole('button', { name: text.complete }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/order-confirmation/order-9'));
    expect(calls.find((c) => c.url.endsWith('/writeToSheet'))?.body).toMatchObject({
      paymentMethod: 'wallet',
      plantingDate: inFourWeeks,
      paymentPlan: 'deposit',
    });
    expect(calls.filter((c) => c.url.endsWith('/mpesaDeposit'))).toHaveLength(0);
  });

  it('a week the nursery cannot sow for: the nearest day offered, taken in one tap, and sent on the next press', async () => {
    const nearest = addDays(inFourWeeks, 7);
    let first = true;
    routes.push((url) => {
      if (!url.endsWith('/writeToSheet')) return undefined;
      if (first) {
        first = false;
        return {
          status: 409,
          body: { success: false, code: 'booking_date_full', message: 'That week is full.', params: { date: '01/01/2027' }, data: { nearestDate: nearest } },
        };
      }
      return bookedAnswer(nearest);
    });
    routes.push((url) => (url.endsWith('/mpesaDeposit') ? { status: 200, body: { success: true, message: 'sent', data: { attempt: {} } } } : undefined));
    const { user, panel } = await openCart();
    await user.click(panel.getByRole('radio', { name: /In 4 weeks/ }));
    await user.click(panel.getByRole('button', { name: proceedButton }));
    await panel.findByLabelText(text.deliveryAddress);
    await user.click(panel.getByRole('button', { name: text.complete }));
    const offer = await panel.findByRole('alert');
    expect(offer).toHaveTextContent(/The nursery's sowing for that week is full. The nearest day it can meet is /);
    const take = within(offer).getByRole('button', { name: /^Book for .* instead$/ });
    expect(take).toHaveFocus();
    await user.click(take);
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(PLANTING_STORAGE_KEY) ?? 'null')).toEqual({ date: nearest });
    await user.click(panel.getByRole('button', { name: text.complete }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/order-confirmation/order-9'));
    const bodies = calls.filter((c) => c.url.endsWith('/writeToSheet')).map((c) => c.body as { plantingDate: string });
    expect(bodies.map((b) => b.plantingDate)).toEqual([inFourWeeks, nearest]);
  });
});

describe('a small booking', () => {
  it('offers no deposit when the least deposit (KES 100) would be the whole order', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ product: { id: '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f', name: 'Tomato Anna F1', price: 15, stock: 100 }, quantity: 2 }]),
    );
    const { user, panel } = await openCart();
    await user.click(panel.getByRole('radio', { name: /In 4 weeks/ }));
    await user.click(panel.getByRole('button', { name: proceedButton }));
    await panel.findByLabelText(text.deliveryAddress);
    await user.click(panel.getByRole('radio', { name: /Pick up at the nursery/ }));
    const plan = within(panel.getByTestId('booking-plan'));
    expect(plan.getByRole('radio', { name: 'Pay in full now: KES 30.00' })).toBeChecked();
    expect(plan.queryByRole('radio', { name: /deposit/ })).not.toBeInTheDocument();
  });
});
