/** @jest-environment jsdom */
/**
 * A product grown to order is booked above its ready stock from its page, out of stock or
 * not, before the framework boots (the islands script) and once React runs; one that is not grown to
 * order keeps its stock cap and its dead end. And the page's "ready from" date, written in the browser.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AddToCart } from '@/components/cart/add-to-cart';
import { CartProvider } from '@/components/cart/cart-provider';
import { getCartSnapshot, writeCart } from '@/components/cart/cart-store';
import { readyFromDay } from '@/lib/planting';
import { wireAddToCart } from '@/components/islands/add-to-cart';
import { showReadyFrom } from '@/components/islands/ready-from';
import { ReadyFrom } from '@/components/products/ready-from';
import en from '@/messages/en.json';
import sw from '@/messages/sw.json';

const growing = { raisingDaysMin: 28, sellableDays: 10 };
/** Capsicum, out of stock, grown to order. */
const capsicum = {
  id: 'p1',
  slug: 'capsicum-yolo-wonder',
  name: 'Capsicum Yolo Wonder',
  priceCents: 800,
  image: null,
  stock: 0,
  unit: 'per seedling',
  growing,
};
/** Tomato, 2 ready. */
const tomato = { ...capsicum, id: 'p2', slug: 'tomato-anna-f1', name: 'Tomato Anna F1', stock: 2 };

const withIntl = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Africa/Nairobi">
    {children}
  </NextIntlClientProvider>
);
const inEnglish = (children: ReactNode) => withIntl(<CartProvider>{children}</CartProvider>);
const quantityOf = (id: string) => getCartSnapshot().find((i) => i.product.id === id)?.quantity ?? 0;
const press = (name: string, times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.click(screen.getByRole('button', { name }));
};

beforeEach(() => writeCart([]));

describe('a product grown to order on its page', () => {
  it('out of stock and not grown to order: only "out of stock", nothing to add', () => {
    render(inEnglish(<AddToCart product={{ ...capsicum, growing: undefined }} />));
    expect(screen.getByText(en.cart.outOfStock)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('before the framework boots: out of stock, it still says so, and "Book for later" books the quantity chosen', () => {
    document.body.innerHTML = renderToStaticMarkup(inEnglish(<AddToCart product={capsicum} />));
    document.querySelectorAll<HTMLElement>('[data-add-to-cart]').forEach((root) => wireAddToCart(root, null));
    expect(screen.getByText(en.cart.outOfStock)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    press('Increase quantity', 4);
    expect(screen.getByRole('spinbutton')).toHaveValue(5);
    press('Book for later');
    expect(getCartSnapshot()[0]).toMatchObject({ quantity: 5, product: { id: 'p1', stock: 0, ...growing } });
  });

  it('once React runs: more than the ready stock goes into the cart', () => {
    document.body.innerHTML = '';
    render(inEnglish(<AddToCart product={tomato} />));
    press('Increase quantity', 5);
    act(() => press('Add to cart'));
    expect(quantityOf('p2')).toBe(6);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  });

  it('not grown to order, the stepper still stops at the stock', () => {
    document.body.innerHTML = '';
    render(inEnglish(<AddToCart product={{ ...tomato, growing: undefined }} />));
    press('Increase quantity', 5);
    expect(screen.getByRole('spinbutton')).toHaveValue(2);
  });
});

describe('"ready from {date}": the day written in the browser', () => {
  // 00:30 on 27 November in Nairobi: already the 27th there, still the 26th in UTC.
  const afterMidnight = new Date('2026-11-26T21:30:00Z');

  it('counts the raising days from today in Nairobi, and writes the day short in the page’s language', () => {
    expect(readyFromDay(afterMidnight, 28, 'en')).toBe('25 Dec');
    expect(readyFromDay(afterMidnight, 28, 'sw')).toBe('25 Des');
    expect(readyFromDay(new Date('2026-11-26T20:59:00Z'), 0, 'en')).toBe('26 Nov'); // 23:59 in Nairobi
  });

  const template = en.booking.product.readyFrom;
  const fallback = 'For a later planting day: raised to order, ready from 28 days after you book.';

  it('the islands script replaces the server’s days with the date, in the page’s language', () => {
    jest.useFakeTimers({ now: afterMidnight });
    try {
      document.documentElement.lang = 'sw';
      document.body.innerHTML = `<p data-ready-from="28" data-ready-text="${sw.booking.product.readyFrom}">${fallback}</p>`;
      showReadyFrom();
      expect(document.querySelector('p')).toHaveTextContent('Kwa siku ya kupanda ya baadaye: tunakuoteshea, tayari kuanzia 25 Des.');
    } finally {
      jest.useRealTimers();
      document.documentElement.lang = '';
    }
  });

  it('React writes the date once it runs', () => {
    jest.useFakeTimers({ now: afterMidnight });
    try {
      document.body.innerHTML = '';
      render(withIntl(<ReadyFrom days={28} fallback={fallback} template={template} />));
      expect(screen.getByTestId('ready-from')).toHaveTextContent('For a later planting day: raised to order, ready from 25 Dec.');
      // No JavaScript: the server's words.
      expect(renderToStaticMarkup(withIntl(<ReadyFrom days={28} fallback={fallback} template={template} />))).toContain(fallback);
    } finally {
      jest.useRealTimers();
    }
  });
});
