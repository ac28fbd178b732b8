/** @jest-environment jsdom */
/**
 * "When will you plant?" on a product's page. Now or in 2, 4 or 6 weeks, each offered only
 * when this product can be met then; a tap stores the cart's planting day (what the cart's picker and
 * the checkout read) and says it, before the framework boots (the islands script) and once React runs.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { CartProvider } from '@/components/cart/cart-provider';
import { getPlantingSnapshot, writePlanting } from '@/components/cart/planting-store';
import { wirePlantingQuick } from '@/components/islands/planting-quick';
import { PlantingQuick } from '@/components/products/planting-quick';
import { productPlantingChoices } from '@/lib/planting';
import en from '@/messages/en.json';
import sw from '@/messages/sw.json';

/** 10:00 on Thursday 26 November 2026 in Nairobi. */
const NOW = new Date('2026-11-26T07:00:00Z');
const TODAY = '2026-11-26';
/** Tomato: 28 to 42 days to raise, 10 days fit to plant once ready. */
const tomato = { stock: 40, raisingDaysMin: 28, sellableDays: 10 };

const page = (locale: 'en' | 'sw', children: ReactNode) => (
  <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : sw} timeZone="Africa/Nairobi">
    <CartProvider>{children}</CartProvider>
  </NextIntlClientProvider>
);
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  writePlanting(null);
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.useRealTimers();
  document.documentElement.lang = '';
});

describe('the choices a product offers', () => {
  it('now while ready stock lasts; later only from the day a sowing made today is ready', () => {
    expect(productPlantingChoices(tomato, TODAY)).toEqual([
      { weeks: 0, possible: true },
      { weeks: 2, possible: false },
      { weeks: 4, possible: true },
      { weeks: 6, possible: true },
    ]);
    // Out of stock: not now; later, from the day a sowing made today is ready.
    expect(productPlantingChoices({ ...tomato, stock: 0 }, TODAY).map((c) => c.possible)).toEqual([false, false, true, true]);
    // Ready stock that stays fit for 14 days: in 2 weeks too.
    expect(productPlantingChoices({ stock: 40, raisingDaysMin: 42, sellableDays: 14 }, TODAY).map((c) => c.possible)).toEqual([true, true, false, true]);
  });
});

describe('"When will you plant?" on a product page', () => {
  const choices = productPlantingChoices(tomato, TODAY);

  it('once React runs: a tap stores the planting day, presses its button and says the day', () => {
    render(page('en', <PlantingQuick choices={choices} />));
    expect(screen.getByRole('group', { name: 'When will you plant?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In 2 weeks' })).toBeDisabled();
    expect(pressed()).toEqual(['Now (ready today)']);
    fireEvent.click(screen.getByRole('button', { name: 'In 4 weeks' }));
    expect(getPlantingSnapshot()).toBe('2026-12-24');
    expect(pressed()).toEqual(['In 4 weeks']);
    expect(screen.getByText('Planting day 24 Dec: your cart books these seedlings for it. Add them, then check out.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Now (ready today)' }));
    expect(getPlantingSnapshot()).toBeNull();
    expect(screen.getByText('Now: the seedlings ready today.')).toBeInTheDocument();
  });

  it('before the framework boots: the islands script stores the day and says it in the page’s language', () => {
    document.documentElement.lang = 'sw';
    // Under jest, components word themselves in English (__tests__/support/next-intl.tsx): the Kiswahili words are set as a sw page draws them.
    document.body.innerHTML = renderToStaticMarkup(page('sw', <PlantingQuick choices={choices} />));
    document.querySelector<HTMLElement>('[data-planting-quick]')!.dataset.chosenText = sw.booking.product.plantingChosen;
    wirePlantingQuick();
    fireEvent.click(screen.getByRole('button', { name: 'In 6 weeks' }));
    expect(getPlantingSnapshot()).toBe('2027-01-07');
    expect(pressed()).toEqual(['In 6 weeks']);
    expect(document.querySelector('[data-planting-said]')).toHaveTextContent(/^Siku ya kupanda 7 Jan: kikapu chako kitaagiza miche hii kwa siku hiyo\./);
    // A choice this product cannot meet stays off.
    expect(screen.getByRole('button', { name: 'In 2 weeks' })).toBeDisabled();
  });

  it('shows the day chosen before, on this page or another, as pressed', () => {
    writePlanting('2026-12-24');
    document.documentElement.lang = 'en';
    document.body.innerHTML = renderToStaticMarkup(page('en', <PlantingQuick choices={choices} />));
    wirePlantingQuick();
    expect(pressed()).toEqual(['In 4 weeks']);
  });
});
