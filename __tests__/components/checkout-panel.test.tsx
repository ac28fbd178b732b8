/** @jest-environment jsdom */
import { calls, mockPush, openDeliveryStep, proceedButton, profile, routes, signIn, signInLater } from '../support/checkout-harness';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartButton } from '@/components/cart/cart-button';
import { CartPanel } from '@/components/cart-panel/cart-panel';
import { CartProvider } from '@/components/cart/cart-provider';
import { CART_STORAGE_KEY } from '@/lib/cart';
import { checkout as text } from '@/lib/messages';
import { MPESA_PUSH_MESSAGES } from '@/lib/messages/mpesa';

describe('the delivery step in the cart panel', () => {
  it('opens on the first press, prefilled from the profile, with the spec’s texts and the total with delivery', async () => {
    const { panel } = await openDeliveryStep();
    expect(panel.getByLabelText(text.deliveryAddress)).toHaveValue('Kangari, near the market');
    expect(panel.getByLabelText(text.deliveryAddress)).toHaveAttribute('placeholder', 'Enter your full delivery address');
    expect(panel.getByLabelText(text.phoneNumber)).toHaveValue('+254708374149');
    expect(panel.getByLabelText(text.phoneNumber)).toHaveAttribute('placeholder', '+254...');
    expect(panel.getByText('Pay using your M-Pesa mobile money')).toBeInTheDocument();
    expect(panel.getByTestId('checkout-wallet-balance')).toHaveTextContent('KES 100.00');
    expect(panel.getByTestId('checkout-total')).toHaveTextContent('KES 550.00');
    expect(panel.getByRole('button', { name: text.complete })).toBeEnabled();
    expect(panel.getByRole('button', { name: text.backToCart })).toBeEnabled();
    expect(calls.filter((c) => c.url.includes('writeToSheet'))).toHaveLength(0);
  });

  it('says when the county’s delivery costs more than the seedlings, and picks the free pickup in one tap (issue 29)', async () => {
    // Ten seedlings at KES 15 (KES 150.00) to Murang'a (KES 400.00).
    const { user, panel } = await openDeliveryStep();
    const nudge = panel.getByTestId('county-nudge');
    expect(nudge).toHaveTextContent('Delivery (KES 400.00) costs more than your seedlings (KES 150.00).');
    await user.click(within(nudge).getByRole('button', { name: 'Pick up at the nursery for free' }));
    const pickup = panel.getByRole('radio', { name: /Pick up at the nursery \(free\)/ });
    expect(pickup).toBeChecked();
    expect(pickup).toHaveFocus();
    expect(panel.queryByTestId('county-nudge')).not.toBeInTheDocument();
    expect(panel.queryByLabelText(text.deliveryAddress)).not.toBeInTheDocument();
    expect(panel.getByTestId('checkout-total')).toHaveTextContent('KES 150.00');
  });

  it('says nothing of pickup when the seedlings cost more than the delivery', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ product: { id: '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f', name: 'Tomato Anna F1', price: 15, stock: 100 }, quantity: 30 }]),
    );
    render(
      <CartProvider>
        <CartButton />
        <CartPanel />
      </CartProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /open cart/i }));
    const panel = within(screen.getByRole('dialog', { hidden: true }));
    await user.click(await panel.findByRole('button', { name: proceedButton }));
    await panel.findByLabelText(text.deliveryAddress);
    expect(panel.getByTestId('checkout-total')).toHaveTextContent('KES 850.00');
    expect(panel.queryByTestId('county-nudge')).not.toBeInTheDocument();
    // Nairobi's KES 250.00 is still less than KES 450.00 of seedlings.
    await user.selectOptions(panel.getByLabelText(text.county), 'Nairobi');
    expect(panel.queryByTestId('county-nudge')).not.toBeInTheDocument();
  });

  it('shows the checks’ messages in order, then clears them on Back to Cart', async () => {
    const { user, panel } = await openDeliveryStep();
    await user.clear(panel.getByLabelText(text.deliveryAddress));
    await user.clear(panel.getByLabelText(text.phoneNumber));
    // The message is announced once (the alert by the button) and marks its field invalid.
    await user.click(panel.getByRole('button', { name: text.complete }));
    expect(panel.getByRole('alert')).toHaveTextContent(text.enterAddress);
    expect(panel.getByLabelText(text.deliveryAddress)).toHaveAttribute('aria-invalid', 'true');
    await user.type(panel.getByLabelText(text.deliveryAddress), 'Kangari');
    await user.click(panel.getByRole('button', { name: text.complete }));
    expect(panel.getByRole('alert')).toHaveTextContent(text.enterPhone);
    expect(panel.getByLabelText(text.phoneNumber)).toHaveAttribute('aria-invalid', 'true');
    await user.type(panel.getByLabelText(text.phoneNumber), '12345');
    await user.click(panel.getByRole('button', { name: text.complete }));
    expect(panel.getByRole('alert')).toHaveTextContent(text.invalidPhone);
    await user.clear(panel.getByLabelText(text.phoneNumber));
    await user.type(panel.getByLabelText(text.phoneNumber), '0708374149');
    await user.click(panel.getByRole('radio', { name: /Wallet/ }));
    await user.click(panel.getByRole('button', { name: text.complete }));
    expect(panel.getByRole('alert')).toHaveTextContent(text.insufficientWallet);
    expect(panel.getByRole('button', { name: 'Use KES 100.00 from your wallet and pay KES 450.00 by M-Pesa' })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: text.backToCart }));
    expect(panel.queryByText(text.insufficientWallet)).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: proceedButton })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('writeToSheet'))).toHaveLength(0);
  });

  it('offers the split payment when the server finds the wallet short, though this page thought it was enough', async () => {
    signIn({ ...profile, walletBalanceCents: 60_000 });
    signInLater({ ...profile, walletBalanceCents: 10_000 });
    routes.push((url) =>
      url.endsWith('/writeToSheet') ? { status: 409, body: { success: false, code: 'insufficient_funds', message: text.insufficientWallet } } : undefined,
    );
    const { user, panel } = await openDeliveryStep();
    await user.click(panel.getByRole('radio', { name: /Wallet/ }));
    await user.click(panel.getByRole('button', { name: text.complete }));
    expect(await panel.findByRole('alert')).toHaveTextContent(text.insufficientWallet);
    expect(panel.getByRole('button', { name: 'Use KES 100.00 from your wallet and pay KES 450.00 by M-Pesa' })).toBeEnabled();
    expect(panel.getByRole('button', { name: text.complete })).toBeEnabled();
    expect(console.error).toHaveBeenCalledWith(text.insufficientWallet);
  });

  it('pays by M-Pesa: creates the order, asks for the prompt, clears the cart and goes to the order', async () => {
    routes.push((url) =>
      url.endsWith('/writeToSheet')
        ? { status: 201, body: { success: true, message: 'Order created', data: { id: 'order-1', total: 550, paymentStatus: 'pending' } } }
        : undefined,
    );
    routes.push((url) => (url.endsWith('/mpesaDeposit') ? { status: 200, body: { success: true, message: 'sent', data: { attempt: {} } } } : undefined));
    const { user, panel } = await openDeliveryStep();
    await user.click(panel.getByRole('button', { name: text.complete }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/order-confirmation/order-1'));
    const order = calls.find((c) => c.url.endsWith('/writeToSheet'))?.body;
    expect(order).toMatchObject({
      userId: 'u1',
      total: 550,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'mpesa',
      phone: '+254708374149',
      deliveryCounty: "Murang'a",
    });
    // Not asked for, the care tips leave the spec's body as it is.
    expect(order).not.toHaveProperty('careTips');
    expect(calls.find((c) => c.url.endsWith('/mpesaDeposit'))?.body).toEqual({ phone: '+254708374149', amount: 550, orderId: 'order-1', userId: 'u1' });
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('asks for the three care SMS only when the farmer ticks the box (issue 30)', async () => {
    signIn({ ...profile, walletBalanceCents: 100_000 });
    routes.push((url) =>
      url.endsWith('/writeToSheet')
        ? { status: 201, body: { success: true, message: 'Order paid from your wallet', data: { id: 'order-4', total: 550, paymentStatus: 'paid' } } }
        : undefined,
    );
    const { user, panel } = await openDeliveryStep();
    const tips = panel.getByRole('checkbox', { name: /send me 3 care tips by sms/i });
    expect(tips).not.toBeChecked();
    await user.click(tips);
    await user.click(panel.getByRole('radio', { name: /Wallet/ }));
    await user.click(panel.getByRole('button', { name: text.complete }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/order-confirmation/order-4'));
    expect(calls.find((c) => c.url.endsWith('/writeToSheet'))?.body).toMatchObject({ careTips: true, paymentMethod: 'wallet' });
  });

  it('says why the prompt failed, keeps the cart, and retries on the same order', async () => {
    // The refusal is worded by its code (the apiErrors catalogue); in English, the server's own words.
    routes.push((url) =>
      url.endsWith('/writeToSheet')
        ? { status: 201, body: { success: true, message: 'Order created', data: { id: 'order-2', total: 550, paymentStatus: 'pending' } } }
        : undefined,
    );
    routes.push((url) =>
      url.endsWith('/mpesaDeposit') ? { status: 502, body: { success: false, code: 'mpesa_refused', message: MPESA_PUSH_MESSAGES.refused } } : undefined,
    );
    const { user, panel } = await openDeliveryStep();
    await user.click(panel.getByRole('button', { name: text.complete }));
    expect(await panel.findByText(`Failed to initiate M-Pesa payment. Please try again. ${MPESA_PUSH_MESSAGES.refused}`)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    await user.click(panel.getByRole('button', { name: text.complete }));
    await panel.findByText(/Failed to initiate M-Pesa payment/);
    expect(calls.filter((c) => c.url.endsWith('/writeToSheet'))).toHaveLength(1);
    expect(calls.filter((c) => c.url.endsWith('/mpesaDeposit'))).toHaveLength(2);
    expect(console.error).toHaveBeenCalledWith(MPESA_PUSH_MESSAGES.refused);
  });

  it('shows the server’s message when the order is refused, and the fallback when it gives none', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { success: false, code: 'cart_out_of_date', message: 'Only 3 of Tomato Anna F1 left. Please update your cart.' },
    };
    routes.push((url) => (url.endsWith('/writeToSheet') ? answer : undefined));
    const { user, panel } = await openDeliveryStep();
    await user.click(panel.getByRole('button', { name: text.complete }));
    expect(await panel.findByText('Only 3 of Tomato Anna F1 left. Please update your cart.')).toBeInTheDocument();
    answer = { status: 500, body: {} };
    await user.click(panel.getByRole('button', { name: text.complete }));
    expect(await panel.findByText('Failed to create order')).toBeInTheDocument();
    // Section 8: the wrapper logs the server's message, or 'An error occurred' when it gave none.
    expect(jest.mocked(console.error).mock.calls).toEqual([['Only 3 of Tomato Anna F1 left. Please update your cart.'], ['An error occurred']]);
  });

  it('pays from the wallet when it covers the total: the order comes back paid', async () => {
    signIn({ ...profile, walletBalanceCents: 100_000 });
    routes.push((url) =>
      url.endsWith('/writeToSheet')
        ? { status: 201, body: { success: true, message: 'Order paid from your wallet', data: { id: 'order-3', total: 550, paymentStatus: 'paid' } } }
        : undefined,
    );
    const { user, panel } = await openDeliveryStep();
    await user.click(panel.getByRole('radio', { name: /Wallet/ }));
    await user.click(panel.getByRole('button', { name: text.complete }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/order-confirmation/order-3'));
    expect(calls.find((c) => c.url.endsWith('/writeToSheet'))?.body).toMatchObject({ paymentMethod: 'wallet' });
    expect(calls.filter((c) => c.url.endsWith('/mpesaDeposit'))).toHaveLength(0);
  });

  it('rule 1: a session that ended meanwhile gets the alert, the panel closes, and /login keeps the way back', async () => {
    const { user, panel } = await openDeliveryStep();
    signIn(null);
    // Any change re-renders the panel with the signed-out state; then Complete Order is pressed.
    await user.type(panel.getByLabelText(text.deliveryAddress), ' ');
    await user.click(panel.getByRole('button', { name: text.complete }));
    expect(window.alert).toHaveBeenCalledWith('Please sign in to continue with checkout');
    expect(mockPush).toHaveBeenCalledWith('/login?next=%2Fproducts');
    expect(screen.getByRole('dialog', { hidden: true }).closest('[inert]')).not.toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/writeToSheet'))).toHaveLength(0);
  });
});
