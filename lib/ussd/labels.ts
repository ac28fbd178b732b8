/**
 * How the USSD shop names a product in a list, an order and an SMS, so that the entries of
 * one screen never read the same:
 *
 * - the name without what is in brackets ("Sukuma Wiki (Collards)" → "Sukuma Wiki"; "(tray of 50)" is
 *   said by the unit instead); in Kiswahili the Swahili name first, followed by the variety only
 *   where another product of the list has the same Swahili name ("Nyanya Anna F1", "Managu"); the
 *   English name where a product has no Swahili name (kept as it is sold);
 * - a tray says so and its size ("tray 50", "trei 50"); a price or "sold out" follows; the unit and
 *   the price are never shortened;
 * - a screen too long for 182 characters shortens the names to one common length, at a word where it
 *   can, marked with "."; names that would then read the same keep their last letters instead
 *   ("Spinach Fordh.Giant").
 */
import type { Locale } from '../i18n/locales';
import type { NamedProduct } from '../product-names';

/** A product as a page names it (lib/product-names.ts), and what a USSD label also needs to know. */
export interface LabelledProduct extends NamedProduct {
  /**
   * Whether another product in the catalogue has the same Swahili name and another variety, when
   * the product is named alone (an order, an SMS); a list works it out from its own products.
   */
  sharesLocalName?: boolean;
}

const withoutBrackets = (s: string) =>
  s
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The variety as a name ("Cal J (open-pollinated)" → "Cal J"), in Kiswahili where it has one. */
const cultivar = (p: LabelledProduct, language: Locale = 'sw') => withoutBrackets(language === 'sw' && p.varietySw?.trim() ? p.varietySw : p.variety);

/**
 * A product's name in `language`, told apart from the others of `among` (the list it is shown in, or
 * the catalogue); named alone, by `sharesLocalName`.
 */
export function productName(p: LabelledProduct, language: Locale, among?: readonly LabelledProduct[]): string {
  const english = withoutBrackets(p.name) || p.name;
  const local = p.swahiliName?.trim();
  if (language !== 'sw' || !local) return english;
  const variety = cultivar(p);
  const kin = among ? among.some((o) => o.swahiliName?.trim().toLowerCase() === local.toLowerCase() && cultivar(o) !== variety) : (p.sharesLocalName ?? true);
  return kin && variety && !local.toLowerCase().includes(variety.toLowerCase()) ? `${local} ${variety}` : local;
}

/** "tray 50" / "trei 50" for a tray, nothing for a seedling. */
export function unitMark(p: LabelledProduct, language: Locale): string {
  return p.unitKind === 'tray' && p.traySize ? `${language === 'sw' ? 'trei' : 'tray'} ${p.traySize}` : '';
}

/** A product's name and its unit, as an order or an SMS says it: "Nyanya Anna F1 trei 50". */
export function productLabel(p: LabelledProduct, language: Locale, among?: readonly LabelledProduct[]): string {
  return [productName(p, language, among), unitMark(p, language)].filter(Boolean).join(' ');
}

/** A name cut to at most `cap` characters, at a word where that keeps most of it, ending in ".". */
export function cutName(name: string, cap: number): string {
  if (name.length <= cap) return name;
  const room = Math.max(cap - 1, 1);
  const hard = name.slice(0, room).trimEnd();
  const space = hard.lastIndexOf(' ');
  const soft = space >= Math.ceil(room * 0.6) ? hard.slice(0, space) : hard;
  return `${soft}.`;
}

/** The same cut, keeping `end` last letters of the name so that it reads differently from its twin. */
function cutKeepingEnd(name: string, cap: number, end: number): string {
  if (name.length <= cap) return name;
  const head = Math.max(cap - 1 - end, 1);
  return `${name.slice(0, head).trimEnd()}.${name.slice(name.length - end).trimStart()}`;
}

/**
 * Names cut to `cap` characters, each line still different from the others (`tails` are what follows
 * each name: its unit and price). Stable: the same names, tails and cap always give the same lines.
 */
export function cutNames(names: readonly string[], tails: readonly string[], cap: number): string[] {
  const cut = names.map((n) => cutName(n, cap));
  const reads = (i: number) => `${cut[i]}${tails[i] ?? ''}`;
  for (let i = 0; i < cut.length; i++) {
    const twins = cut.map((_, j) => j).filter((j) => j !== i && reads(j) === reads(i));
    if (twins.length === 0) continue;
    for (const k of [i, ...twins]) {
      for (let end = 1; end < cap - 1; end++) {
        const candidate = cutKeepingEnd(names[k]!, cap, end);
        cut[k] = candidate;
        if (cut.every((_, j) => j === k || `${cut[j]}${tails[j] ?? ''}` !== `${candidate}${tails[k] ?? ''}`)) break;
      }
    }
  }
  return cut;
}
