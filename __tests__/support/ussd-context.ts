/**
 * The smallest USSD contexts the area tests need, and the two calls every screen takes: its drawing
 * (`show`, with the session's words) and an answer as the replay reads it (`answer`).
 */
import type { Locale } from '@/lib/i18n/locales';
import { USSD_SCREEN_LIMIT, type UssdContext, type UssdOrder, type UssdProduct } from '@/lib/ussd/menu';
import type { Answer, View } from '@/lib/ussd/menu/types';
import { USSD_WORDS } from '@/lib/ussd/words';

/** A product on sale: a tray of tomatoes by default, KES 600 a tray, 40 ready. */
export const ussdProduct = (over: Partial<UssdProduct> = {}): UssdProduct => ({
  id: 'tomato',
  name: 'Tomato Anna F1',
  swahiliName: 'Nyanya',
  variety: 'Anna F1',
  categorySlug: 'fruiting',
  priceCents: 60_000,
  unitKind: 'tray',
  traySize: 50,
  stock: 40,
  ...over,
});

/** Kale seedlings at KES 10, 500 ready, raised in 28 days and fit to plant for 14 (so bookable). */
export const KALE = ussdProduct({
  id: 'kale',
  name: 'Kale',
  swahiliName: 'Sukuma wiki',
  variety: '',
  categorySlug: 'leafy',
  priceCents: 1_000,
  unitKind: 'seedling',
  traySize: null,
  stock: 500,
  raisingDaysMin: 28,
  sellableDays: 14,
});

/** An order of the caller's: an unpaid tray of tomatoes for pickup by default. */
export const ussdOrder = (over: Partial<UssdOrder> = {}): UssdOrder => ({
  id: 'o1',
  reference: 'MC7K2P9QXA',
  status: 'pending',
  paymentStatus: 'pending',
  totalCents: 60_000,
  channel: 'ussd',
  failure: null,
  lines: [{ product: { name: 'Tomato Anna F1', swahiliName: 'Nyanya', variety: 'Anna F1', unitKind: 'tray', traySize: 50 }, quantity: 1 }],
  place: { method: 'pickup', name: 'Miche Nursery, Ruaka', nameSw: '', hours: 'Mon-Fri 7am-6pm', hoursSw: 'Jumatatu-Ijumaa saa 1-12' },
  ...over,
});

/** A returning English caller with two crops, tomatoes and kale, two delivery counties, a pickup point, KES 250.50 in the wallet and no orders. */
export const ussdContext = (over: Partial<UssdContext> = {}): UssdContext => ({
  language: 'en',
  categories: [
    { slug: 'fruiting', name: 'Fruiting Vegetables', nameSw: 'Mboga za matunda' },
    { slug: 'leafy', name: 'Leafy Greens', nameSw: 'Mboga za majani' },
  ],
  products: [ussdProduct(), KALE],
  counties: [
    { county: 'Kiambu', feeCents: 25_000, days: [1, 2] },
    { county: 'Nairobi', feeCents: 20_000, days: [1, 1] },
  ],
  pickup: { id: 1, name: 'Miche Nursery, Ruaka', nameSw: '', hours: 'Mon-Fri 7am-6pm', hoursSw: 'Jumatatu-Ijumaa saa 1-12' },
  orders: [],
  unpaidOrder: null,
  walletCents: 25_050,
  points: 300,
  smsUpdates: true,
  careTips: false,
  nurseryPhone: '+254 712 345 678',
  phone: '+254711000111',
  ...over,
});

/** How a screen is drawn in `language`, with `note` (a refusal or a saved setting) on top. */
export const view = (language: Locale = 'en', note?: string): View => ({ w: USSD_WORDS[language], language, note });

/** An answer as the replay hands it to a screen: trimmed, and its option number when it is one. */
export function answer(text: string, language: Locale = 'en'): Answer {
  const typed = text.trim();
  return { text: typed, choice: /^\d{1,2}$/.test(typed) ? Number(typed) : NaN, w: USSD_WORDS[language] };
}

/** A reply a phone can show: CON or END, within the screen limit. Returns it for further checks. */
export function fits(reply: string): string {
  expect(reply).toMatch(/^(CON|END) /);
  expect(reply.length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
  return reply;
}
