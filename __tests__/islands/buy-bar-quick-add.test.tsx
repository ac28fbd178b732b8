/** @jest-environment jsdom */
/**
 * The product page's buy bar and a card's quick add add to the cart as the page's "Add to
 * cart" does, before the framework boots (the islands script) and once React runs.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AddToCart } from '@/components/cart/add-to-cart';
import { CartProvider } from '@/components/cart/cart-provider';
import { getCartSnapshot, writeCart } from '@/components/cart/cart-store';
import { QuickAdd } from '@/components/cart/quick-add';
import { toCartProduct } from '@/components/cart/cart-product';
import { wireAddToCart } from '@/components/islands/add-to-cart';
import en from '@/messages/en.json';
import { islandTemplatesHtml } from './templates-page';

const tomato = { id: 'p1', slug: 'tomato-anna-f1', name: 'Tomato Anna F1', priceCents: 1500, image: null, stock: 40, unit: 'per seedling' };
const leek = { id: 'p2', slug: 'leek-american-flag', name: 'Leek American Flag', priceCents: 500, image: null, stock: 2, unit: 'per seedling' };
const bar = { price: 'KES 15.00', unit: 'per seedling' };

const inEnglish = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Africa/Nairobi">
    <CartProvider>{children}</CartProvider>
  </NextIntlClientProvider>
);

/** A product page's buy box with its bar, and a card's quick add, as the server draws them. */
const page = () => (
  <main>
    <AddToCart product={tomato} bar={bar} />
    <ul>
      <li data-testid="card">
        <QuickAdd
          product={toCartProduct(leek)}
          added="Added Leek American Flag to your cart ({quantity} in cart)."
          text="Add"
          label="Add Leek American Flag to cart"
        />
      </li>
    </ul>
  </main>
);

const buyBar = () => within(document.querySelector<HTMLElement>('[data-buy-bar]')!);
const buyBox = () => within(document.querySelector<HTMLElement>('[data-buy-row]')!);
const quantityOf = (id: string) => getCartSnapshot().find((i) => i.product.id === id)?.quantity ?? 0;

beforeEach(() => writeCart([]));

describe('before the framework boots (the islands script)', () => {
  beforeEach(() => {
    document.body.innerHTML = renderToStaticMarkup(inEnglish(page())) + islandTemplatesHtml();
    document.querySelectorAll<HTMLElement>('[data-add-to-cart]').forEach((root) => wireAddToCart(root, null));
  });

  it("the bar's Add to cart adds the buy box's quantity, with the buy box's notice and announcement", () => {
    fireEvent.click(buyBox().getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(buyBar().getByRole('button', { name: 'Add to cart' }));
    expect(quantityOf('p1')).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('Added Tomato Anna F1 to your cart (2 in cart).');
    // The notice under the buy box's row, where its own Add to cart puts it; the quantity back to 1.
    expect(document.querySelector('[data-buy-row] + [data-added-notice]')).toHaveTextContent('Added Tomato Anna F1 to your cart (2 in cart).');
    expect(screen.getByRole('spinbutton')).toHaveValue(1);
  });

  it("a card's quick add adds one and says so in the live region, not in the card; it stops at the stock", () => {
    const card = within(screen.getByTestId('card'));
    const add = card.getByRole('button', { name: 'Add Leek American Flag to cart' });
    fireEvent.click(add);
    expect(quantityOf('p2')).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Added Leek American Flag to your cart (1 in cart).');
    expect(card.queryByText(/Added/)).toBeNull();
    fireEvent.click(add);
    expect(quantityOf('p2')).toBe(2);
    expect(add).toBeDisabled();
  });
});

describe('once React runs', () => {
  it("the bar's Add to cart is the buy box's, and a card's quick add adds one with the same announcement", () => {
    document.body.innerHTML = '';
    render(inEnglish(page()));
    fireEvent.click(buyBox().getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(buyBox().getByRole('button', { name: 'Increase quantity' }));
    act(() => {
      fireEvent.click(buyBar().getByRole('button', { name: 'Add to cart' }));
    });
    expect(quantityOf('p1')).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent('Added Tomato Anna F1 to your cart (3 in cart).');
    expect(screen.getByRole('spinbutton')).toHaveValue(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add Leek American Flag to cart' }));
    expect(quantityOf('p2')).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Added Leek American Flag to your cart (1 in cart).');
    fireEvent.click(screen.getByRole('button', { name: 'Add Leek American Flag to cart' }));
    expect(screen.getByRole('button', { name: 'Add Leek American Flag to cart' })).toBeDisabled();
  });
});
