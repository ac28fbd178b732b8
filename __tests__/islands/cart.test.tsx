/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getCartSnapshot, writeCart } from '@/components/cart/cart-store';
import { cartPanel, showCartPage } from '@/components/islands/cart';
import { cart as text } from '@/lib/messages';
import type { CartItem } from '@/lib/cart';
import { englishIslandWords, islandTemplatesHtml } from './templates-page';

/** The checkout button's name: "Proceed to Checkout", then the cart's total when it has lines. */
const proceedButton = new RegExp(`^${text.proceed}`);

const words = englishIslandWords();
const tomato: CartItem = {
  product: {
    id: 'p1',
    slug: 'tomato-anna-f1',
    name: 'Tomato Anna F1',
    price: 15,
    stock: 4,
    unit: 'per seedling',
    image: '/images/products/tomato-anna-f1.svg',
  },
  quantity: 3,
};
const kale: CartItem = { product: { id: 'p2', name: 'Sukuma Wiki', price: 2.5, unit: 'per tray of 50' }, quantity: 2 };

/** The fees /api/delivery answers (KES on the wire): the cheapest county KES 250. */
function deliveryFees(fee = 250) {
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, json: async () => ({ success: true, data: { zones: [{ county: 'Nyeri', fee, eta: '1-2 days' }], pickupPoints: [] } }) });
}

beforeEach(() => {
  // The page's cart live region (CartProvider) and the templates React drew.
  document.body.innerHTML = `<button id="opener">Open cart</button><p class="sr-only" role="status" data-cart-notice></p>${islandTemplatesHtml()}`;
  writeCart([tomato, kale]);
  deliveryFees();
});

describe('the cart panel before the framework boots', () => {
  it('lists each line with its unit, total and controls, the subtotal and the delivery hint, and leaves checkout to an account', async () => {
    cartPanel(words).open();
    const dialog = screen.getByRole('dialog', { name: text.title });
    const [first, second] = within(dialog).getAllByTestId('cart-line');
    expect(first).toHaveTextContent('Tomato Anna F1KES 15.00 per seedlingKES 45.00');
    expect(within(first!).getByRole('link', { name: 'Tomato Anna F1' })).toHaveAttribute('href', '/products/tomato-anna-f1');
    expect(second).toHaveTextContent('KES 2.50 per tray of 50');
    expect(within(dialog).getByTestId('cart-subtotal')).toHaveTextContent('KES 50.00');
    expect(within(dialog).getByText(text.deliveryNote)).toBeInTheDocument();
    const proceed = within(dialog).getByRole('button', { name: proceedButton });
    expect(proceed).toBeDisabled();
    // The button carries the total, and says why it is greyed.
    expect(proceed).toHaveAccessibleName(`${text.proceed} KES 50.00`);
    expect(proceed).toHaveAccessibleDescription(text.logInToCheckout);
    expect(within(dialog).getByRole('link', { name: text.signedOut.createAccount })).toHaveAttribute('href', '/register?next=%2Fcart');
    expect(within(dialog).getByRole('link', { name: text.signedOut.signIn })).toHaveAttribute('href', '/login?next=%2Fcart');
    expect(await within(dialog).findByText(/Delivery \(from KES 250\.00\) costs more than these seedlings/)).toBeInTheDocument();
  });

  it('a tap on the greyed checkout lights up its reason and moves the focus to Create an account (issue 29)', () => {
    cartPanel(words).open();
    const dialog = screen.getByRole('dialog', { name: text.title });
    const proceed = within(dialog).getByRole('button', { name: proceedButton });
    const reason = within(dialog).getByText(text.logInToCheckout);
    expect(reason).not.toHaveAttribute('data-nudged');
    // The disabled button lets the tap through to what holds it.
    fireEvent.click(proceed.parentElement!);
    expect(reason).toHaveAttribute('data-nudged');
    const create = within(dialog).getByRole('link', { name: text.signedOut.createAccount });
    expect(document.activeElement).toBe(create);
    // Where the focus lands, a screen reader hears why too.
    expect(create).toHaveAccessibleDescription(text.logInToCheckout);
  });

  it('gives each copy of the summary its own reason, so the button describes its own', () => {
    const page = document.createElement('div');
    document.body.append(page);
    showCartPage(page, words);
    cartPanel(words).open();
    const buttons = screen.getAllByRole('button', { name: proceedButton });
    expect(buttons).toHaveLength(2);
    const ids = buttons.map((b) => b.getAttribute('aria-describedby'));
    expect(new Set(ids).size).toBe(2);
    for (const b of buttons) expect(b).toHaveAccessibleDescription(text.logInToCheckout);
  });

  it('changes quantities through the cart rules, up to the stock, and says what was removed', () => {
    cartPanel(words).open();
    const dialog = screen.getByRole('dialog', { name: text.title });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Tomato Anna F1' }));
    expect(getCartSnapshot()[0]?.quantity).toBe(4);
    expect(within(dialog).getByLabelText('Quantity of Tomato Anna F1', { exact: true })).toHaveTextContent('4');
    expect(within(dialog).getByRole('button', { name: 'Increase quantity of Tomato Anna F1' })).toBeDisabled();
    expect(within(dialog).getByText('Only 4 in stock.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Sukuma Wiki' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Sukuma Wiki' }));
    expect(getCartSnapshot().map((i) => i.product.name)).toEqual(['Tomato Anna F1']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed Sukuma Wiki from your cart.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Tomato Anna F1 from cart' }));
    expect(within(dialog).getByText(text.empty)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: text.browseProducts })).toHaveAttribute('href', '/products');
  });

  it('goes past the ready stock of a seedling grown to order, and says the rest is raised for the planting day (issue 30)', () => {
    writeCart([{ product: { ...tomato.product, stock: 0, raisingDaysMin: 28, sellableDays: 10 }, quantity: 3 }]);
    cartPanel(words).open();
    const dialog = screen.getByRole('dialog', { name: text.title });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Tomato Anna F1' }));
    expect(getCartSnapshot()[0]?.quantity).toBe(4);
    expect(within(dialog).getByText('None ready now: all of them are raised for your planting day.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Increase quantity of Tomato Anna F1' })).toBeEnabled();
  });

  it('clears the cart with Undo', () => {
    cartPanel(words).open();
    const dialog = screen.getByRole('dialog', { name: text.title });
    fireEvent.click(within(dialog).getByRole('button', { name: text.clear }));
    expect(getCartSnapshot()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Your cart is now empty.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(getCartSnapshot()).toEqual([tomato, kale]);
    expect(screen.getByRole('status')).toHaveTextContent('Your cart is back.');
    expect(within(dialog).getAllByTestId('cart-line')).toHaveLength(2);
  });

  it('closes on Escape, its close button and the backdrop, and gives focus back to the opener', async () => {
    const opener = document.getElementById('opener')!;
    opener.focus();
    const panel = cartPanel(words);
    panel.open();
    // Built just now: drawn closed for a frame, so it slides in, then focus moves into it.
    await waitFor(() => expect(screen.getByRole('dialog', { name: text.title }).closest('[inert]')).toBeNull());
    const dialog = screen.getByRole('dialog', { name: text.title });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: text.close }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog.closest('[inert]')).not.toBeNull();
    expect(document.activeElement).toBe(opener);
    panel.open();
    fireEvent.click(within(dialog).getByRole('button', { name: text.close }));
    expect(dialog.closest('[inert]')).not.toBeNull();
    panel.open();
    fireEvent.click(screen.getByTestId('cart-backdrop'));
    expect(dialog.closest('[inert]')).not.toBeNull();
    panel.remove();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('follows changes made elsewhere (Add to cart, another tab)', () => {
    cartPanel(words).open();
    writeCart([kale]);
    expect(within(screen.getByRole('dialog', { name: text.title })).getAllByTestId('cart-line')).toHaveLength(1);
  });
});

describe('the cart page before the framework boots', () => {
  it("draws the cart where React's would be, and puts back what the server drew", async () => {
    document.body.innerHTML = `<main><div data-cart-page><div role="status">Loading...</div></div></main>${islandTemplatesHtml()}`;
    const container = document.querySelector<HTMLElement>('[data-cart-page]')!;
    const drawn = container.firstElementChild;
    deliveryFees(20);
    const undo = showCartPage(container, words);
    expect(within(container).getAllByTestId('cart-line')).toHaveLength(2);
    expect(within(container).getByTestId('cart-subtotal')).toHaveTextContent('KES 50.00');
    await waitFor(() => expect(within(container).getByText('Delivery from KES 20.00 to your county, or free pickup at the nursery.')).toBeInTheDocument());
    undo();
    expect(container.firstElementChild).toBe(drawn);
    expect(container.children).toHaveLength(1);
  });
});
