import { getTranslations } from 'next-intl/server';
import { loginUrl } from '@/lib/auth/return-path';
import { ISLANDS_CLASSES, ISLANDS_SCRIPT_VERSION } from '@/lib/generated/islands-script';
import { SITE_CSS, SITE_CSS_VERSION } from '@/lib/generated/site-css';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { classesOf, criticalCss } from '@/lib/islands/critical-css';
import type { IslandsOptions } from '@/lib/islands/hold-framework';
import { CART_WORD_KEYS, WORDS_ID, type IslandWords } from '@/lib/islands/words';

/** Blanks the browser fills in (lib/islands/words.ts `fill`), passed where a message takes a value. */
const BLANKS = { name: '{name}', count: '{count}', fee: '{fee}', size: '{size}' };

/** The islands script's words in a language, as the `<script type="application/json">` a page carries. */
async function islandWordsBlock(locale: Locale): Promise<string> {
  const [cart, checkout, common] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    getTranslations({ locale, namespace: 'checkout' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const words: IslandWords = {
    ...(Object.fromEntries(CART_WORD_KEYS.map((key) => [key, cart(key, BLANKS)])) as Record<(typeof CART_WORD_KEYS)[number], string>),
    deliveryFrom: checkout('deliveryFrom', BLANKS),
    tooSmallToDeliver: checkout('tooSmallToDeliver', BLANKS),
    perSeedling: common('perSeedling'),
    perTray: common('perTray', BLANKS),
    loading: common('loading'),
    splashLoading: common('splashLoading'),
    signInHref: loginUrl(localePath(locale, '/cart'), locale),
    productsHref: localePath(locale, '/products'),
    cartHref: localePath(locale, '/cart'),
  };
  return `<script type="application/json" id="${WORDS_ID}">${JSON.stringify(words).replace(/</g, '\\u003c')}</script>`;
}

/** What a page served without its framework (or a light page) needs for its islands, in a language. */
export async function islandsFor(locale: Locale): Promise<IslandsOptions> {
  return { scriptSrc: `/islands.js?v=${ISLANDS_SCRIPT_VERSION}`, words: await islandWordsBlock(locale) };
}

const SITE_STYLE = /<style id="site-css"([^>]*)>[\s\S]*?<\/style>/;
/** Cut stylesheets, by the classes they were cut for: a catalogue has few shapes of page. */
const cut = new Map<string, string>();

/**
 * The page's inlined stylesheet cut to the rules its HTML and the islands use (issue 14); the whole
 * one is named in `data-full` for the islands script to fetch once the page has painted.
 */
export function withCriticalCss(html: string): string {
  const used = classesOf(html);
  for (const name of ISLANDS_CLASSES) used.add(name);
  const key = [...used].sort().join(' ');
  let css = cut.get(key);
  if (css === undefined) {
    css = criticalCss(SITE_CSS, used);
    if (cut.size > 200) cut.clear();
    cut.set(key, css);
  }
  const styles = css;
  return html.replace(SITE_STYLE, (_, attributes: string) => `<style id="site-css"${attributes} data-full="/site.css?v=${SITE_CSS_VERSION}">${styles}</style>`);
}
