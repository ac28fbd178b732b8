/** @jest-environment jsdom */
import { EARLY_TAPS_GLOBAL, islandsLoader } from '@/lib/light-page/contract';

/** Runs the loader's inline script as the browser would. */
function runLoader() {
  const code = /<script data-islands="[^"]*">([\s\S]*)<\/script>/.exec(islandsLoader('/islands.js?v=1'))![1]!;
  new Function(code)();
}

describe('taps made before the islands script arrives', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<a href="/cart" data-cart-button>Cart</a><button data-theme-toggle>Theme</button><div data-add-to-cart><button data-add>Add</button></div><a href="/about">About</a>';
    runLoader();
  });

  it('are held, so a link among the controls does not leave the page, and other links work as ever', () => {
    const cart = document.querySelector('[data-cart-button]')!;
    const about = document.querySelector('a[href="/about"]')!;
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    cart.dispatchEvent(held);
    const free = new MouseEvent('click', { bubbles: true, cancelable: true });
    about.dispatchEvent(free);
    document.querySelector<HTMLElement>('[data-add]')!.click();
    expect(held.defaultPrevented).toBe(true);
    expect(free.defaultPrevented).toBe(false);
    const global = window as unknown as Record<string, Element[] | null>;
    expect(global[EARLY_TAPS_GLOBAL]).toEqual([cart, document.querySelector('[data-add]')]);
  });

  it('are let through once the islands script has started (it takes the list and clears it)', () => {
    (window as unknown as Record<string, null>)[EARLY_TAPS_GLOBAL] = null;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-theme-toggle]')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });
});
