/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { AuthStatus } from '@/components/auth/auth-provider';
import { CartButton } from '@/components/cart/cart-button';
import { CartPanel } from '@/components/cart-panel/cart-panel';
import { CartProvider, useCart } from '@/components/cart/cart-provider';
import { CART_STORAGE_KEY, type CartItem } from '@/lib/cart';
import { cart as text } from '@/lib/messages';

/** The checkout button's name: "Proceed to Checkout", then the cart's total when it has lines. */
const proceedButton = new RegExp(`^${text.proceed}`);

const tomato = { id: 'p1', name: 'Tomato Anna F1', price: 15, slug: 'tomato-anna-f1', stock: 3 };
const kale = { id: 'p2', name: 'Sukuma Wiki', price: 2.5, image: '/images/products/kale.svg' };

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }), usePathname: () => '/' }));

let mockAuthStatus: AuthStatus = 'signed-out';
jest.mock('@/components/auth/auth-provider', () => ({
  useAuth: () => ({ status: mockAuthStatus, user: null }),
}));

function seed(items: CartItem[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

function Busy({ busy }: { busy: boolean }) {
  const { setBusy } = useCart();
  useEffect(() => setBusy(busy), [busy, setBusy]);
  return null;
}

function setup({ auth = 'signed-out', busy = false }: { auth?: AuthStatus; busy?: boolean } = {}) {
  const user = userEvent.setup();
  mockAuthStatus = auth;
  render(
    <CartProvider>
      <Busy busy={busy} />
      <button type="button">outside</button>
      <CartButton />
      <CartPanel />
    </CartProvider>,
  );
  return user;
}

const dialog = () => screen.getByRole('dialog', { hidden: true });
// The panel's contents load on first opening (React.lazy): wait for them.
async function openCart(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /open cart/i }));
  await within(dialog()).findByRole('button', { name: proceedButton });
}
const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];

beforeEach(() => window.localStorage.clear());

describe('cart side panel', () => {
  it('shows the empty state with a Browse Products link and a disabled checkout', async () => {
    const user = setup();
    await openCart(user);
    const panel = within(dialog());
    expect(panel.getByText(text.empty)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: text.browseProducts })).toHaveAttribute('href', '/products');
    expect(panel.getByRole('button', { name: proceedButton })).toBeDisabled();
  });

  it('lists lines with unit price in KES, the subtotal, the delivery note and the sign-in prompt', async () => {
    seed([
      { product: tomato, quantity: 2 },
      { product: kale, quantity: 4 },
    ]);
    const user = setup();
    await openCart(user);
    const panel = within(dialog());
    expect(panel.getAllByTestId('cart-line')).toHaveLength(2);
    expect(panel.getByText('KES 15.00')).toBeInTheDocument();
    expect(panel.getByText('KES 2.50')).toBeInTheDocument();
    expect(panel.getByTestId('cart-subtotal')).toHaveTextContent('KES 40.00');
    expect(panel.getByText(text.deliveryNote)).toBeInTheDocument();
    expect(panel.getByText(text.logInToCheckout)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: proceedButton })).toBeDisabled();
    expect(panel.getByRole('button', { name: text.clear })).toBeEnabled();
    // A line without an image shows the seedling icon; one with an image shows it.
    expect(dialog().querySelectorAll('img')).toHaveLength(1);
  });

  it('signed out: Create an account first, Sign in beside it, both back to the cart; a tap on the greyed checkout leads there (issue 29)', async () => {
    seed([{ product: tomato, quantity: 2 }]);
    const user = setup();
    await openCart(user);
    const panel = within(dialog());
    const proceed = panel.getByRole('button', { name: proceedButton });
    expect(proceed).toHaveAccessibleName(`${text.proceed} KES 30.00`);
    expect(proceed).toHaveAccessibleDescription(text.logInToCheckout);
    const create = panel.getByRole('link', { name: text.signedOut.createAccount });
    expect(create).toHaveAttribute('href', '/register?next=%2Fcart');
    expect(panel.getByRole('link', { name: text.signedOut.signIn })).toHaveAttribute('href', '/login?next=%2Fcart');
    fireEvent.click(proceed.parentElement!);
    expect(panel.getByText(text.logInToCheckout)).toHaveAttribute('data-nudged');
    expect(create).toHaveFocus();
  });

  it('enables checkout for a signed-in person with items, and hides the prompt', async () => {
    seed([{ product: kale, quantity: 1 }]);
    const user = setup({ auth: 'signed-in' });
    await openCart(user);
    expect(within(dialog()).getByRole('button', { name: proceedButton })).toBeEnabled();
    expect(screen.queryByText(text.logInToCheckout)).not.toBeInTheDocument();
  });

  it('plus, minus, remove and clear change the lines, the badge and local storage', async () => {
    seed([
      { product: tomato, quantity: 1 },
      { product: kale, quantity: 1 },
    ]);
    const user = setup();
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('2');
    await openCart(user);
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${tomato.name}` }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(stored()[0]?.quantity).toBe(2);
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${kale.name}` }));
    expect(stored().map((i) => i.product.id)).toEqual(['p1']);
    await user.click(screen.getByRole('button', { name: `Remove ${tomato.name} from cart` }));
    expect(within(dialog()).getByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('clears the whole cart', async () => {
    seed([{ product: kale, quantity: 5 }]);
    const user = setup();
    await openCart(user);
    await user.click(screen.getByRole('button', { name: text.clear }));
    expect(stored()).toEqual([]);
    expect(within(dialog()).getByText(text.empty)).toBeInTheDocument();
  });

  it('stops at the stock and says so', async () => {
    seed([{ product: tomato, quantity: 3 }]);
    const user = setup();
    await openCart(user);
    expect(screen.getByRole('button', { name: `Increase quantity of ${tomato.name}` })).toBeDisabled();
    expect(within(dialog()).getByText(text.onlyInStock(3))).toBeInTheDocument();
  });

  it('goes past the ready stock of a seedling grown to order, and says the rest is raised for the planting day (issue 30)', async () => {
    seed([{ product: { ...tomato, raisingDaysMin: 28, sellableDays: 10 }, quantity: 3 }]);
    const user = setup();
    await openCart(user);
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${tomato.name}` }));
    expect(stored()[0]?.quantity).toBe(4);
    expect(within(dialog()).getByText('Only 3 ready now: the rest is raised for your planting day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Increase quantity of ${tomato.name}` })).toBeEnabled();
  });

  it('closes with the close button, the backdrop and Escape, returning focus to the opener', async () => {
    const user = setup();
    await openCart(user);
    expect(dialog()).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: text.close })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog().parentElement).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: /open cart/i })).toHaveFocus();
    await openCart(user);
    await user.click(screen.getByTestId('cart-backdrop'));
    expect(dialog().parentElement).toHaveAttribute('inert');
    await openCart(user);
    await user.click(screen.getByRole('button', { name: text.close }));
    expect(dialog().parentElement).toHaveAttribute('inert');
  });

  it('refuses to close while a checkout is busy', async () => {
    const user = setup({ busy: true });
    await openCart(user);
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('cart-backdrop'));
    await user.click(screen.getByRole('button', { name: text.close }));
    expect(dialog().parentElement).not.toHaveAttribute('inert');
  });

  it('keeps Tab focus inside the open panel', async () => {
    const user = setup();
    await openCart(user);
    const focusable = [text.close, text.browseProducts];
    expect(screen.getByRole('button', { name: focusable[0] })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: text.browseProducts })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: text.close })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: text.browseProducts })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'outside' })).not.toHaveFocus();
  });

  it('follows changes made in another tab', async () => {
    setup();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    act(() => {
      seed([{ product: kale, quantity: 7 }]);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('7');
  });

  it('announces what an action did in a live region', async () => {
    seed([{ product: kale, quantity: 1 }]);
    const user = setup();
    await openCart(user);
    await user.click(screen.getByRole('button', { name: `Remove ${kale.name} from cart` }));
    expect(screen.getByText(text.removed(kale.name))).toBeInTheDocument();
  });
});

describe('useCart', () => {
  it('throws outside its provider', () => {
    function Orphan() {
      useCart();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useCart must be used within a CartProvider');
    spy.mockRestore();
  });
});

describe('header cart badge', () => {
  it('counts items, not lines', () => {
    seed([
      { product: tomato, quantity: 2 },
      { product: kale, quantity: 10 },
    ]);
    setup();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: 'Open cart, 12 items' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /open cart/i }));
    expect(dialog().parentElement).not.toHaveAttribute('inert');
  });
});
