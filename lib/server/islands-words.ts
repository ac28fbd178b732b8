import { getTranslations } from 'next-intl/server';
import { loginUrl } from '@/lib/auth/return-path';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { CART_WORD_KEYS, WORDS_ID, type IslandWords } from '@/lib/islands/words';

/** Blanks the browser fills in (lib/islands/words.ts `fill`), passed where a message takes a value. */
const BLANKS = { name: '{name}', count: '{count}', fee: '{fee}', size: '{size}' };

/** The islands script's words in a language, as the `<script type="application/json">` a page carries. */
export async function islandWordsBlock(locale: Locale): Promise<string> {
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
