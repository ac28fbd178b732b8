/** The islands' English words for tests, built the way lib/server/islands-words.ts builds them. */
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { CART_WORD_KEYS, type IslandWords } from '@/lib/islands/words';

const t = (namespace: 'cart' | 'checkout' | 'common') => createTranslator({ locale: 'en', messages: en, namespace, timeZone: 'Africa/Nairobi' });
const BLANKS = { name: '{name}', count: '{count}', fee: '{fee}', size: '{size}' };

export function englishIslandWords(): IslandWords {
  const cart = t('cart');
  return {
    ...(Object.fromEntries(CART_WORD_KEYS.map((key) => [key, cart(key, BLANKS as never)])) as Record<(typeof CART_WORD_KEYS)[number], string>),
    deliveryFrom: t('checkout')('deliveryFrom', BLANKS),
    tooSmallToDeliver: t('checkout')('tooSmallToDeliver', BLANKS),
    perSeedling: t('common')('perSeedling'),
    perTray: t('common')('perTray', BLANKS as never),
    loading: t('common')('loading'),
    splashLoading: t('common')('splashLoading'),
    signInHref: '/login?next=%2Fcart',
    productsHref: '/products',
    cartHref: '/cart',
  };
}
