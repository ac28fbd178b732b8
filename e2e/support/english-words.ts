/**
 * Which words on a Kiswahili page are English. A word is English when the shop writes it in
 * English (the English catalogue, the spec's words in lib/messages, the English columns of the seed
 * catalogue, the nursery's and the pickup point's English details) and never in Kiswahili (the
 * Kiswahili catalogue and the Kiswahili columns). Names the same in both (Kiambu, Anna F1) are in
 * both and pass; what may stay English on purpose is in kiswahili-allow-list.ts.
 */
import en from '../../messages/en.json';
import sw from '../../messages/sw.json';
import * as spec from '../../lib/messages';
import * as mpesa from '../../lib/messages/mpesa';
import * as orders from '../../lib/messages/orders';
import * as wallet from '../../lib/messages/wallet';
import * as home from '../../lib/messages/home';
import * as productPage from '../../lib/messages/product-page';
import { KENYAN_COUNTIES } from '../../lib/counties';
import { REFERENCE_PATTERN } from '../../lib/orders';
import { SEED_PICKUP_POINTS } from '../../lib/delivery';
import { NURSERY } from '../../lib/nursery';
import { seedCategories, seedProducts } from '../../lib/server/db/seed-data';
import { ALLOWED_PHRASES, PEST_NAMES } from './kiswahili-allow-list';

/** A data field in Kiswahili: `nameSw`, `tipsSw`, `swahiliName`, any `…Sw` a later column adds. */
const isKiswahiliKey = (key: string) => /Sw$/.test(key) || key === 'swahiliName';
/** Fields that are no words a person reads. */
const NOT_TEXT = new Set(['slug', 'categorySlug', 'image', 'unitKind']);

/** Every string in a value, split by the language of the field that holds it. */
function strings(value: unknown, kiswahili: boolean, out: { en: string[]; sw: string[] }, key = ''): void {
  if (NOT_TEXT.has(key)) return;
  const sw = kiswahili || isKiswahiliKey(key);
  if (typeof value === 'string') (sw ? out.sw : out.en).push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, sw, out, key));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, sw, out, k);
}

const words = (text: string): string[] => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];

/** A catalogue message without its ICU syntax: {balance}, "{count, plural,", "other {", <b>. */
const prose = (message: string) =>
  message
    .replace(/\{\s*\w+\s*\}/g, ' ')
    .replace(/\{\s*\w+\s*,\s*\w+\s*,/g, ' ')
    .replace(/[\w=]+\s*\{/g, ' ')
    .replace(/<\/?\w+>/g, ' ');

function vocabularies() {
  const found = { en: [] as string[], sw: [] as string[] };
  strings(en, false, found);
  strings([spec, mpesa, orders, wallet, home, productPage], false, found);
  strings([NURSERY, SEED_PICKUP_POINTS, seedCategories, seedProducts], false, found);
  strings(sw, true, found);
  const kiswahili = new Set(found.sw.map(prose).flatMap(words));
  return new Set(
    found.en
      .map(prose)
      .flatMap(words)
      .filter((w) => !kiswahili.has(w)),
  );
}

const ENGLISH = vocabularies();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PESTS_IN_BRACKETS = new RegExp(`\\((?:${PEST_NAMES.map(escape).join('|')})(?:[,;] (?:${PEST_NAMES.map(escape).join('|')}))*\\)`, 'gi');
const ALLOWED = new RegExp(ALLOWED_PHRASES.map(escape).join('|'), 'g');
/** Order references anywhere in a text (lib/orders.ts REFERENCE_PATTERN, unanchored). */
const REFERENCES = new RegExp(`\\b${REFERENCE_PATTERN.source.replace(/^\^|\$$/g, '')}\\b`, 'g');
const COUNTIES = new RegExp(KENYAN_COUNTIES.map(escape).join('|'), 'g');

/** The English words in a page's text, each once, in the order they first appear. */
export function englishWords(text: string): string[] {
  const cleaned = text
    // Addresses of the web and of e-mail are no words: the farmer's own e-mail, the referral link.
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    // Nor are order references: MC7MY3KQ9A would otherwise read as "mc", "my", "kq" by chance.
    .replace(REFERENCES, ' ')
    .replace(PESTS_IN_BRACKETS, ' ')
    .replace(ALLOWED, ' ')
    .replace(COUNTIES, ' ');
  return [...new Set(words(cleaned).filter((w) => ENGLISH.has(w)))];
}
