/**
 * How a product is named on a page. The stored name never says "(tray of 50)": the tray is
 * built from traySize in the page's language, so a Kiswahili page never shows English data. On /sw
 * the Kiswahili name leads and the English name (what the nursery sells it as) follows as a subtitle;
 * on English pages it is the other way round, as before.
 */
import type { Locale } from './i18n/locales';

export interface NamedProduct {
  name: string;
  swahiliName: string | null;
  variety: string;
  /** The variety in Kiswahili ("Cal J (isiyo chotara)"); empty shows the English. */
  varietySw?: string;
  unitKind: 'seedling' | 'tray';
  traySize: number | null;
}

/** "(tray of 100)" / "(trei ya miche 100)" for a tray, nothing for a single seedling. */
export function trayNote(p: Pick<NamedProduct, 'unitKind' | 'traySize'>, locale: Locale): string {
  if (p.unitKind !== 'tray' || !p.traySize) return '';
  return locale === 'sw' ? `(trei ya miche ${p.traySize})` : `(tray of ${p.traySize})`;
}

/** A name with the product's tray in the page's language: "Tomato Anna F1 (trei ya miche 50)". */
export const withTray = (name: string, p: Pick<NamedProduct, 'unitKind' | 'traySize'>, locale: Locale) => [name, trayNote(p, locale)].filter(Boolean).join(' ');

/** The heading: "Nyanya (trei ya miche 50)" on /sw, "Tomato Anna F1 (tray of 50)" in English. */
export function productTitle(p: NamedProduct, locale: Locale): string {
  const local = p.swahiliName?.trim();
  return withTray(locale === 'sw' && local ? local : p.name, p, locale);
}

/** The line under the heading: the English name on /sw, the Swahili name in English; null when none. */
export function productSubtitle(p: NamedProduct, locale: Locale): string | null {
  const local = p.swahiliName?.trim();
  if (!local) return null;
  return locale === 'sw' ? p.name : local;
}

/** The variety label in the page's language: the cultivar's name as sold, its describing words translated. */
export function productVariety(p: Pick<NamedProduct, 'variety' | 'varietySw'>, locale: Locale): string {
  return locale === 'sw' && p.varietySw?.trim() ? p.varietySw : p.variety;
}
