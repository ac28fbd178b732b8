/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AddToCart } from '@/components/cart/add-to-cart';
import { CartButton } from '@/components/cart/cart-button';
import { CartProvider } from '@/components/cart/cart-provider';
import { getCartSnapshot, subscribeCart, writeCart } from '@/components/cart/cart-store';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { wireAddToCart } from '@/components/islands/add-to-cart';
import { announceFrameworkReady, bootFramework, frameworkBooting } from '@/components/islands/boot';
import { showCartPage } from '@/components/islands/cart';
import { keepCartButtonForBoot, showCount, wireThemeToggle } from '@/components/islands/header';
import { FRAMEWORK_LIST_ID } from '@/lib/light-page/contract';
import { englishIslandWords, islandTemplatesHtml } from './templates-page';

const product = { id: 'p1', slug: 'tomato-anna-f1', name: 'Tomato Anna F1', priceCents: 1500, image: null, stock: 40, unit: 'per seedling' };

/** What the server draws of a product page (header controls, Add to cart, a cart page slot, the templates), and the light page's list of scripts. */
const serverPage =
  renderToStaticMarkup(
    <CartProvider>
      <header>
        <ThemeToggle />
        <CartButton />
        <span data-sign-in-here="" />
      </header>
      <main>
        <AddToCart product={product} />
        <div data-cart-page="">
          <p>Loading...</p>
        </div>
      </main>
    </CartProvider>,
  ).replace('<span data-sign-in-here=""></span>', '<a href="/login?next=%2F" aria-haspopup="menu">Sign In</a>') +
  islandTemplatesHtml() +
  `<script type="application/json" id="${FRAMEWORK_LIST_ID}" data-build="BUILD_1">["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]</script>`;

/** The page's RSC answer as Next.js sends it, from a build. */
const flightOf = (build: string) => `1:"$Sreact.fragment"\n0:{"P":null,"b":"${build}","c":["",""]}\n`;
function answers(flight: string) {
  return jest.fn(async (url: string) =>
    url === '/api/delivery' ? { ok: false } : { ok: true, headers: new Headers({ 'content-type': 'text/x-component' }), text: async () => flight },
  );
}

beforeAll(() => {
  // A light system theme (jsdom has no matchMedia).
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
});

describe('booting the framework on a page the islands have changed', () => {
  it("puts back every change but the attributes React sets again, hands over the page's own RSC answer first, then loads the scripts", async () => {
    const fetch = answers(flightOf('BUILD_1'));
    global.fetch = fetch as unknown as typeof global.fetch;
    document.head.innerHTML = '';
    document.body.innerHTML = serverPage;
    const drawn = document.body.innerHTML;
    writeCart([]);

    // What a farmer does before the framework boots.
    keepCartButtonForBoot();
    subscribeCart(() => showCount(getCartSnapshot()));
    wireThemeToggle();
    wireAddToCart(document.querySelector<HTMLElement>('[data-add-to-cart]')!, null);
    const undoCartPage = showCartPage(document.querySelector<HTMLElement>('[data-cart-page]')!, englishIslandWords());
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(screen.getByRole('status')).toHaveTextContent('Added Tomato Anna F1 to your cart (2 in cart).');
    fireEvent.click(screen.getByRole('button', { name: /theme/ }));
    expect(document.body.innerHTML).not.toBe(drawn);

    const booted = bootFramework();
    undoCartPage(); // the islands script registers it with beforeBoot; here it is run by hand
    expect(frameworkBooting()).toBe(true);
    // React hydrates what the server drew: the badge, the notice and the steppers' state are gone again
    // (attributes in any order; the theme toggle's state and label React sets again itself).
    const asDrawn = (html: string) => {
      const body = document.createElement('body');
      body.innerHTML = html;
      body.querySelectorAll('[data-theme-toggle]').forEach((e) => ['aria-pressed', 'aria-label'].forEach((name) => e.removeAttribute(name)));
      return body;
    };
    expect(asDrawn(document.body.innerHTML).isEqualNode(asDrawn(drawn))).toBe(true);

    expect(fetch).toHaveBeenCalledWith('/?_rsc=', expect.objectContaining({ headers: { RSC: '1' } }));
    await waitFor(() => expect(document.head.querySelectorAll('script')).toHaveLength(2));
    expect(window.__next_f).toEqual([[0], [1, flightOf('BUILD_1')]]);
    expect([...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    document.head.querySelectorAll('script').forEach((s) => s.dispatchEvent(new Event('load')));
    expect(bootFramework()).toBe(booted);
    announceFrameworkReady();
    await expect(booted).resolves.toBeUndefined();
  });
});
