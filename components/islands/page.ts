/**
 * What a public page's own content does before its framework boots: the products filter (put back as
 * the server drew it before React hydrates), the offer of Kiswahili on the English home page, and the
 * share button. The last two are plain DOM code only, with nothing of React's to undo.
 */
import { onFirstUse } from '@/components/products/first-use';
import { attachProductFilter, filterItems, resetProductFilter } from '@/components/products/product-filter';
import { PRODUCT_FILTER_IDS } from '@/components/products/product-filter-ids';
import { isLocale } from '@/lib/i18n/locales';
import { hookOf } from '@/lib/light-page/controls';
import { prefersKiswahili, rememberLocale } from '@/lib/i18n/remember';
import { beforeBoot, frameworkBooting } from './boot';

/** The products filter, until the framework boots; then the list goes back as the server drew it, for React. */
export function wireProductFilter() {
  const form = document.getElementById(PRODUCT_FILTER_IDS.form);
  if (!(form instanceof HTMLFormElement)) return;
  const serverQuery = window.location.search;
  const stop = onFirstUse(form, () => {
    if (frameworkBooting()) return;
    const items = filterItems();
    const detach = attachProductFilter(form, items);
    beforeBoot(() => {
      detach();
      resetProductFilter(items, serverQuery);
    });
  });
  beforeBoot(stop);
}

/** The bar offering Kiswahili (components/i18n/language-offer.tsx), shown to a visitor who reads it first. */
export function wireLanguageOffer() {
  const offer = document.querySelector<HTMLElement>(hookOf('languageOffer'));
  if (!offer) return;
  offer.hidden = !prefersKiswahili();
  offer.addEventListener('click', (event) => {
    const choice = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-remember-locale]') : null;
    const locale = choice?.dataset.rememberLocale;
    if (!isLocale(locale)) return;
    rememberLocale(locale);
    // "No thanks" stays on this page; the link goes on to the Kiswahili one.
    if (locale === 'en') offer.hidden = true;
  });
}

/** The phone's own share sheet where it has one; else the share link (WhatsApp) does what it does. */
export function wireShare() {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(hookOf('share')) : null;
    if (!link || typeof navigator.share !== 'function') return;
    event.preventDefault();
    // A closed share sheet rejects: nothing to say about it.
    navigator.share(JSON.parse(link.dataset.share ?? '{}') as ShareData).catch(() => undefined);
  });
}
