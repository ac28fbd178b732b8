import { getTranslations } from 'next-intl/server';
import { ISLANDS_SCRIPT_VERSION } from '@/lib/generated/islands-script';
import { SITE_CSS_VERSION } from '@/lib/generated/site-css';
import { ISLANDS_BLOCK_ID } from '@/lib/light-page/contract';
import type { Locale } from '@/lib/i18n/locales';
import { ISLAND_WORD_KEYS, type IslandsSettings } from './words';

/** Blanks the islands script fills (components/islands/words.ts `fill`), passed where a message takes a value. */
const BLANKS = { name: '{name}', count: '{count}', size: '{size}' };

/**
 * What a public page's islands script needs: its own address and the whole stylesheet's,
 * each with its version, and the few words it says itself (everything it shows is in the templates).
 * Read by the light-page reshaping for the script's address, and by the script; inert otherwise.
 */
export async function IslandsBlock({ locale }: { locale: Locale }) {
  const [cart, common] = await Promise.all([getTranslations({ locale, namespace: 'cart' }), getTranslations({ locale, namespace: 'common' })]);
  const settings: IslandsSettings = {
    src: `/islands.js?v=${ISLANDS_SCRIPT_VERSION}`,
    css: `/site.css?v=${SITE_CSS_VERSION}`,
    words: {
      ...(Object.fromEntries(ISLAND_WORD_KEYS.map((key) => [key, cart(key, BLANKS)])) as Record<(typeof ISLAND_WORD_KEYS)[number], string>),
      perSeedling: common('perSeedling'),
      perTray: common('perTray', BLANKS),
      loading: common('loading'),
    },
  };
  return <script type="application/json" id={ISLANDS_BLOCK_ID} dangerouslySetInnerHTML={{ __html: JSON.stringify(settings).replace(/</g, '\\u003c') }} />;
}
