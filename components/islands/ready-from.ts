/**
 * The product page's "ready from {date}" (components/products/ready-from.tsx) before the
 * framework boots: the date from today in Nairobi, in the page's language; the server's words (the
 * days) go back before React hydrates, and React then writes the date itself.
 */
import { isLocale } from '@/lib/i18n/locales';
import { readyFromDay } from '@/lib/planting';
import { hookOf } from '@/lib/light-page/controls';
import { beforeBoot } from './boot';
import { fill } from './words';

export function showReadyFrom() {
  const line = document.querySelector<HTMLElement>(hookOf('readyFrom'));
  const lang = document.documentElement.lang;
  if (!line || !isLocale(lang)) return;
  const drawn = line.textContent;
  line.textContent = fill(line.dataset.readyText ?? '', { date: readyFromDay(new Date(), Number(line.dataset.readyFrom), lang) });
  beforeBoot(() => (line.textContent = drawn));
}
