/** @jest-environment jsdom */
import { getPlantingSnapshot, writePlanting } from '@/lib/planting-store';
import { replayTaps } from '@/components/islands/boot';
import { wirePlantingQuick } from '@/components/islands/planting-quick';
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

describe('a planting-day tap made before the islands script arrives', () => {
  /** 10:00 on Thursday 26 November 2026 in Nairobi. */
  const NOW = new Date('2026-11-26T07:00:00Z');

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    writePlanting(null);
    document.documentElement.lang = 'en';
    document.body.innerHTML =
      '<div data-planting-quick data-now-text="Now." data-chosen-text="Planting day {date}."><div role="group">' +
      '<button type="button" data-weeks="0" aria-pressed="true">Now</button><button type="button" data-weeks="4" aria-pressed="false">In 4 weeks</button>' +
      '</div><p aria-live="polite" data-planting-said></p></div>';
    runLoader();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.lang = '';
  });

  it('is held, and counts once the script has started: the day is stored, pressed and said', () => {
    const inFourWeeks = document.querySelector<HTMLElement>('[data-weeks="4"]')!;
    inFourWeeks.click();
    const global = window as unknown as Record<string, Element[] | null>;
    expect(global[EARLY_TAPS_GLOBAL]).toEqual([inFourWeeks]);
    expect(getPlantingSnapshot()).toBeNull();
    // What the islands script does as it starts: it wires its controls, then plays the held taps again.
    wirePlantingQuick();
    const held = global[EARLY_TAPS_GLOBAL] ?? [];
    global[EARLY_TAPS_GLOBAL] = null;
    replayTaps(held);
    expect(getPlantingSnapshot()).toBe('2026-12-24');
    expect(inFourWeeks.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-planting-said]')!.textContent).toBe('Planting day 24 Dec.');
  });
});
