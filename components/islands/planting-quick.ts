/**
 * "When will you plant?" on a product's page (issue 30, components/products/planting-quick.tsx) before
 * the framework boots: a tap stores the cart's planting day as React would, and says it. What it
 * changed on the page goes back before React hydrates; the stored day stays, and React shows it.
 */
import { readyFromDay } from '@/components/cart/planting-day';
import { quickPlantingDay } from '@/components/products/planting-quick-day';
import { isLocale } from '@/lib/i18n/locales';
import { hookOf } from '@/lib/light-page/controls';
import { parseStoredPlanting, PLANTING_STORAGE_KEY, storedPlanting } from '@/lib/planting';
import { beforeBoot, frameworkBooting } from './boot';
import { fill } from './words';

export function wirePlantingQuick() {
  const root = document.querySelector<HTMLElement>(hookOf('plantingQuick'));
  const lang = document.documentElement.lang;
  if (!root || !isLocale(lang)) return;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-weeks]')];
  const said = root.querySelector<HTMLElement>('[data-planting-said]');
  const drawn = buttons.map((b) => b.getAttribute('aria-pressed'));
  beforeBoot(() => {
    buttons.forEach((b, i) => b.setAttribute('aria-pressed', drawn[i] ?? 'false'));
    if (said) said.textContent = '';
  });
  const show = (stored: string | null) => {
    for (const b of buttons) b.setAttribute('aria-pressed', String(!b.disabled && quickPlantingDay(Number(b.dataset.weeks), new Date()) === stored));
  };
  const read = () => {
    try {
      return parseStoredPlanting(localStorage.getItem(PLANTING_STORAGE_KEY));
    } catch {
      return null;
    }
  };
  show(read());
  for (const button of buttons)
    button.addEventListener('click', () => {
      if (frameworkBooting()) return;
      const weeks = Number(button.dataset.weeks);
      const day = quickPlantingDay(weeks, new Date());
      try {
        if (day === null) localStorage.removeItem(PLANTING_STORAGE_KEY);
        else localStorage.setItem(PLANTING_STORAGE_KEY, storedPlanting(day)!);
      } catch {
        // Storage blocked: the cart's picker asks again.
      }
      show(day);
      if (said)
        said.textContent =
          day === null ? (root.dataset.nowText ?? '') : fill(root.dataset.chosenText ?? '', { date: readyFromDay(new Date(), weeks * 7, lang) });
    });
}
