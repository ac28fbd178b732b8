/**
 * "When will you plant?" on a product's page (components/products/planting-quick.tsx) before
 * the framework boots: a tap stores the cart's planting day where React does (lib/planting-store), and
 * says it, with the same rules (lib/planting). What it
 * changed on the page goes back before React hydrates; the stored day stays, and React shows it.
 */
import { isLocale } from '@/lib/i18n/locales';
import { hookOf } from '@/lib/light-page/controls';
import { quickChoicePressed, quickChoiceSaid, quickPlantingDay } from '@/lib/planting';
import { getPlantingSnapshot, writePlanting } from '@/lib/planting-store';
import { beforeBoot, frameworkBooting } from './boot';

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
  const show = () => {
    const stored = getPlantingSnapshot();
    for (const b of buttons) b.setAttribute('aria-pressed', String(quickChoicePressed(Number(b.dataset.weeks), !b.disabled, stored, new Date())));
  };
  show();
  for (const button of buttons)
    button.addEventListener('click', () => {
      if (frameworkBooting()) return;
      const weeks = Number(button.dataset.weeks);
      writePlanting(quickPlantingDay(weeks, new Date()));
      show();
      if (said) said.textContent = quickChoiceSaid(weeks, new Date(), lang, { now: root.dataset.nowText ?? '', chosen: root.dataset.chosenText ?? '' });
    });
}
