/**
 * The USSD shop as a pure function (issues 18 and 28): what a caller sees after the answers of a
 * session so far. Africa's Talking sends every answer of the session joined by `*` on each step, so
 * the menu is replayed from the first screen each time; only the last answer may ask for something
 * to be done (an order, a payment, a top-up, a language, a call back), which the callback route
 * carries out. Option numbers are fixed: main menu 1 Buy, 2 My orders, 3 My wallet, 4 Language and
 * SMS, 5 Help, 6 Buy again (once the caller has bought), 7 Book for later (issue 30: seedlings
 * grown for a planting date); `0` back, `00` home, `98` more.
 */
import type { KenyanCounty } from '../counties';
import { depositCents, earliestPlantingDate, latestPlantingDate, lineSource, QUICK_PLANTING_WEEKS, quickPlantingDates, type PaymentPlan } from '../booking';
import { NURSERY_PICKUP, pickupHours } from '../delivery';
import { inPageLanguage } from '../catalogue';
import type { Locale } from '../i18n/locales';
import type { PaymentFailure } from '../order-payment-state';
import type { OrderChannel, OrderStatus, PaymentStatus } from '../orders';
import { checkTopup, MAX_TOPUP_KES, MAX_WALLET_BALANCE_KES, MIN_TOPUP_KES } from '../wallet-rules';
import { cutNames, productLabel, productName, unitMark, type LabelledProduct } from './labels';
import { matchPlace, placesFor, type PlaceMatch } from './places';
import { FIRST_SCREEN, FIRST_SCREEN_INVALID, USSD_WORDS, type UssdWords } from './words';

/** A screen holds about 182 characters, `CON ` or `END ` included (AT's documentation). */
export const USSD_SCREEN_LIMIT = 182;
export const PRODUCTS_PER_SCREEN = 5;
/** The most of one product an order may hold (the order schema's limit). */
const MAX_QUANTITY = 10_000;
/** The longest delivery address a farmer may type: a landmark, not a letter. */
const MAX_ADDRESS = 100;

export interface UssdProduct extends LabelledProduct {
  id: string;
  categorySlug: string;
  priceCents: number;
  stock: number;
  /** The raising days' fast end and the days its seedlings stay fit to plant (issue 30); a product without them is not booked. */
  raisingDaysMin?: number;
  sellableDays?: number;
}

/**
 * What "Book for later" needs (issue 30): today in Nairobi, the deposit's share (the server's setting,
 * so the screens show what it will charge), and what the server answered for a planting date it
 * refused earlier in the session (by bookingKey), so a replayed session can offer that date.
 */
export interface UssdBooking {
  today: string;
  depositPercent: number;
  offers?: Readonly<Record<string, BookingOffer>>;
}

/** The server's answer for a refused planting date: a date it can meet instead (null: none within 120 days). */
export interface BookingOffer {
  reason: 'full' | 'too_soon';
  date: string | null;
}

/** A booking the menu tried to place and that the route must look at again (a later answer follows its refusal). */
export interface BookingCheck {
  productId: string;
  quantity: number;
  plantingDate: string;
}

/** The key of a refused booking in UssdBooking.offers. */
export const bookingKey = (c: BookingCheck) => `${c.productId}|${c.quantity}|${c.plantingDate}`;

/** Where an order is collected or taken (issue 28: every order screen says what and where). */
export type OrderPlace =
  | { method: 'pickup'; name: string; nameSw: string; hours: string; hoursSw: string }
  | { method: 'delivery'; county: KenyanCounty; address: string; days: [number, number] | null };

export interface UssdOrder {
  id: string;
  reference: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalCents: number;
  channel: OrderChannel;
  /** Why the last payment failed, while the order waits for its money. */
  failure: PaymentFailure | null;
  /** What was bought: each line's product (as it is named now) and quantity. */
  lines: ReadonlyArray<{ product: LabelledProduct; quantity: number }>;
  place: OrderPlace | null;
  /** A booking (issue 30): its planting date, what is paid so far and what a payment now brings (deposit, balance). */
  booking?: { plantingDate: string; paidCents: number; dueCents: number } | null;
}

export interface PickupPlace {
  id: number;
  name: string;
  /** Its Kiswahili name (issue 27); empty falls back to the English with "Nursery" said in Kiswahili. */
  nameSw: string;
  hours: string;
  hoursSw: string;
}

/** Everything a session can show, read by the route before the menu runs. */
export interface UssdContext {
  /** The language remembered for the number when the session began; null for a first call. */
  language: Locale | null;
  categories: ReadonlyArray<{ slug: string; name: string; nameSw: string }>;
  /** On sale, in catalogue order (sold-out ones too: they are marked, so the numbers never move). */
  products: readonly UssdProduct[];
  /** Counties delivered to, with their fee and how many days delivery takes. */
  counties: ReadonlyArray<{ county: KenyanCounty; feeCents: number; days?: [number, number] | null }>;
  /** Where pickup orders are collected (the first active pickup point); null when none is open. */
  pickup?: PickupPlace | null;
  /** The caller's latest orders, newest first (at most three are shown). */
  orders: readonly UssdOrder[];
  /**
   * The caller's unpaid USSD order when the session began (issue 25), offered before a new purchase;
   * kept for the whole session so that replaying its answers always takes the same path.
   */
  unpaidOrder: UssdOrder | null;
  /** The phone's last delivery address (issue 28), offered again. */
  lastAddress?: { county: KenyanCounty; address: string } | null;
  /** The phone's last one-product purchase, offered as "Buy again". */
  lastPurchase?: { productId: string; quantity: number; delivery: Delivery } | null;
  walletCents: number;
  points: number;
  /** Whether the number gets SMS about its orders. */
  smsUpdates: boolean;
  /** Whether its orders get the care SMS after pickup (issue 30); off unless the phone asked. */
  careTips?: boolean;
  nurseryPhone: string;
  /** The number calling, as the call-back screen repeats it. */
  phone?: string;
  /** Booking for a planting date (issue 30); without it "Book for later" is not offered. */
  booking?: UssdBooking | null;
}

export type Delivery = { method: 'pickup' } | { method: 'delivery'; county: KenyanCounty; address: string };

/** What the last answer asks the route to do. */
export type UssdEffect =
  | { kind: 'language'; locale: Locale }
  | { kind: 'sms'; on: boolean }
  | { kind: 'careTips'; on: boolean }
  | {
      kind: 'order';
      productId: string;
      quantity: number;
      delivery: Delivery;
      totalCents: number;
      pay: 'mpesa' | 'wallet';
      /** Bought by "Buy again": a new purchase even just after the same one was paid. */
      again?: boolean;
      /** Booked for a planting date (issue 30), paid in full or by a deposit now. */
      booking?: { plantingDate: string; plan: PaymentPlan };
      /** What the payment now brings: the total, or the deposit. */
      dueCents?: number;
    }
  /**
   * `totalCents`: what the screen said the payment brings now (a booking's deposit or balance, else the
   * total); `part`: its first payment, or a booking's balance (issue 30), so a repeated step never pays the next.
   */
  | { kind: 'pay'; orderId: string; totalCents: number; part?: PayPart }
  | { kind: 'walletPay'; orderId: string; totalCents: number; part?: PayPart }
  | { kind: 'topup'; amountKes: number }
  | { kind: 'callback' }
  | { kind: 'cancel'; orderId: string };

export interface UssdResult {
  /** `CON …` (show and wait) or `END …` (show and close), at most USSD_SCREEN_LIMIT characters. */
  reply: string;
  /** The language the reply is in (the route words a failure of the effect in it). */
  locale: Locale;
  effect?: UssdEffect;
  /** Bookings refused earlier in the session whose offer the route must add to the context before the menu runs again. */
  bookingChecks?: BookingCheck[];
}

/** Which payment of an order a step makes: its first (the whole, or a booking's deposit), or a booking's balance. */
export type PayPart = 'first' | 'balance';

/** A purchase; `booking` when it is booked for a planting date (issue 30). */
type Purchase = { productId: string; quantity: number; booking?: { date: string } };

type State =
  | { s: 'language' }
  | { s: 'main' }
  | { s: 'unpaidFirst'; then: 'categories' | 'again' | 'book' }
  | { s: 'categories'; later?: boolean }
  | { s: 'products'; category: string; page: number; later?: boolean }
  | ({ s: 'quantity'; later?: boolean } & Pick<Purchase, 'productId'>)
  | ({ s: 'when'; short: boolean } & Purchase)
  | ({ s: 'method' } & Purchase)
  | ({ s: 'county' } & Purchase)
  | ({ s: 'countyChoice'; options: PlaceMatch[] } & Purchase)
  | ({ s: 'address'; place: PlaceMatch } & Purchase)
  | ({ s: 'summary'; delivery: Delivery; again?: boolean } & Purchase)
  | ({ s: 'bookPay'; delivery: Delivery; plan: PaymentPlan; booking: { date: string } } & Purchase)
  | ({ s: 'placed'; delivery: Delivery; plan: PaymentPlan; booking: { date: string }; words: (w: UssdWords) => string } & Purchase)
  | { s: 'orders' }
  | { s: 'order'; orderId: string }
  | { s: 'wallet' }
  | { s: 'topup' }
  | { s: 'help' }
  | { s: 'changeLanguage' }
  | { s: 'end'; words: (w: UssdWords) => string; effect?: UssdEffect };

/** An answer's outcome: a new screen on top, the same screen with a reason, or a final screen. */
type Step = { next: State; replace?: boolean; effect?: UssdEffect; language?: Locale; notice?: string } | { invalid: string };

/** "KES 1,250" for whole shillings, "KES 12.50" otherwise: short, as a screen needs. */
export function shortKes(cents: number): string {
  const shillings = cents / 100;
  return `KES ${shillings.toLocaleString('en-KE', { minimumFractionDigits: Number.isInteger(shillings) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** Plain characters for a small screen: dashes and quotes a basic phone may not show. */
export const plain = (s: string) => s.replace(/[‐-―]/g, '-').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

/** A typed county or town among `counties` (default all 47), forgivingly; several when it may mean several. */
export function matchCounty(typed: string, counties?: readonly KenyanCounty[]): KenyanCounty[] {
  return (counties ? matchPlace(typed, counties).matches : placesFor(typed)).map((m) => m.county);
}

/**
 * An option line: text as it is, or a product-like line whose `name` may be shortened while its
 * `head` (the number) and `tail` (unit, price, status) never are.
 */
export type Option = string | { head: string; name: string; tail: string };

const whole = (o: Option) => (typeof o === 'string' ? o : `${o.head}${o.name}${o.tail}`);

const screenText = (kind: 'CON' | 'END', header: readonly string[], lines: readonly string[], footer: readonly string[]) =>
  `${kind} ${[...header, ...lines, ...footer].join('\n')}`;

/** Whether a screen fits as it is, nothing shortened or cut (fitScreen then lays it out unchanged). */
export function fitsWhole(kind: 'CON' | 'END', header: readonly string[], options: readonly Option[] = [], footer: readonly string[] = []): boolean {
  return screenText(kind, header, options.map(whole), footer).length <= USSD_SCREEN_LIMIT;
}

/**
 * Lays a screen out within the limit: the names of the options are shortened to one length if they
 * must be (labels.ts: never their tails, never two reading the same), then the header is cut; a
 * screen is never cut in the middle of a number or left over the limit.
 */
export function fitScreen(kind: 'CON' | 'END', header: readonly string[], options: readonly Option[] = [], footer: readonly string[] = []): string {
  const join = (h: readonly string[], lines: readonly string[]) => screenText(kind, h, lines, footer);
  let text = join(header, options.map(whole));
  if (text.length <= USSD_SCREEN_LIMIT) return text;
  // A plain option (a command: "1 Pay with M-Pesa") is never shortened; a name is.
  const named = options.map((o) => (typeof o === 'string' ? { head: o, name: '', tail: '' } : o));
  const lines = (cap: number) => {
    const names = cutNames(
      named.map((o) => o.name),
      named.map((o) => `${o.head}|${o.tail}`),
      cap,
    );
    return named.map((o, i) => `${o.head}${names[i]}${o.tail}`);
  };
  const longest = Math.max(0, ...named.map((o) => o.name.length));
  const shortest = 6;
  for (let cap = longest - 1; cap >= shortest; cap--) {
    text = join(header, lines(cap));
    if (text.length <= USSD_SCREEN_LIMIT) return text;
  }
  const rest = lines(shortest);
  const room = USSD_SCREEN_LIMIT - join([], rest).length - 1;
  const head = header.join('\n');
  text = join(room > 1 ? [head.length <= room ? head : `${head.slice(0, room - 1).trimEnd()}.`] : [], rest);
  return text.length <= USSD_SCREEN_LIMIT ? text : text.slice(0, USSD_SCREEN_LIMIT);
}

const numbered = (labels: readonly string[]) => labels.map((label, i) => `${i + 1} ${label}`);

const categoryName = (c: { name: string; nameSw: string }, language: Locale) => inPageLanguage(c.name, c.nameSw, language);

const productOf = (ctx: UssdContext, id: string) => ctx.products.find((p) => p.id === id);

function feeOf(ctx: UssdContext, delivery: Delivery): number {
  return delivery.method === 'delivery' ? (ctx.counties.find((c) => c.county === delivery.county)?.feeCents ?? 0) : 0;
}

/** The total of one line and its delivery, as the server will price it (the route checks again). */
function totalOf(ctx: UssdContext, p: UssdProduct, quantity: number, delivery: Delivery): number {
  return p.priceCents * quantity + feeOf(ctx, delivery);
}

/**
 * The USSD list order (the service sorts the catalogue so): category by category, then by name, the
 * single seedling before its trays (a tray has the seedling's name since issue 27: its size is the unit).
 */
export function ussdProductOrder<T extends { categorySlug: string; name: string; traySize?: number | null }>(
  products: readonly T[],
  categorySlugs: readonly string[],
): T[] {
  const order = new Map(categorySlugs.map((slug, i) => [slug, i]));
  return products
    .filter((p) => order.has(p.categorySlug))
    .sort((a, b) => order.get(a.categorySlug)! - order.get(b.categorySlug)! || a.name.localeCompare(b.name) || (a.traySize ?? 0) - (b.traySize ?? 0));
}

function categoryProducts(ctx: UssdContext, slug: string): UssdProduct[] {
  return ctx.products.filter((p) => p.categorySlug === slug);
}

function shownOrders(ctx: UssdContext): UssdOrder[] {
  return ctx.orders.slice(0, 3);
}

/** The largest quantity a caller may ask for now. */
const maxQuantity = (p: UssdProduct) => Math.min(p.stock, MAX_QUANTITY);

/** Whether a product can be booked for later (issue 30): the session knows today and the product its raising days. */
const bookable = (ctx: UssdContext, p: UssdProduct) => !!ctx.booking && p.raisingDaysMin !== undefined;

/** "07/01": a planting date as a screen shows it (bookings are at most 120 days ahead). */
export function shortDate(iso: string): string {
  const [, month, day] = iso.split('-');
  return `${day}/${month}`;
}

/**
 * The earliest a booking can be grown for (lib/booking.ts earliestPlantingDate, the raising days' fast
 * end). Not today when ready stock covers it: that is a purchase today, and a date that moved with the
 * stock would change under a session's replayed answers without the farmer seeing it.
 */
function grownEarliest(today: string, p: UssdProduct, quantity: number): string {
  return earliestPlantingDate({ today, readyStock: 0, quantity, raisingDaysMin: p.raisingDaysMin ?? 0 });
}

/**
 * The planting dates offered for a booking, by their fixed numbers: 1, 2, 3 the quick choices (in 2, 4,
 * 6 weeks) when the nursery can meet them (grown, or set aside from ready stock that stays fit until
 * then: lineSource), 4 the earliest it can grow them, unless a quick choice shown is that day.
 */
export function plantingChoices(ctx: UssdContext, p: UssdProduct, quantity: number): Array<{ n: number; date: string; weeks: number | null }> {
  const booking = ctx.booking;
  if (!booking || p.raisingDaysMin === undefined) return [];
  const figures = { today: booking.today, readyStock: Math.max(0, p.stock), quantity, raisingDaysMin: p.raisingDaysMin, sellableDays: p.sellableDays ?? 0 };
  const earliest = grownEarliest(booking.today, p, quantity);
  const quick = quickPlantingDates(booking.today, earliest)
    .map((q, i): { n: number; date: string; weeks: number | null } => ({ n: i + 1, date: q.date, weeks: q.weeks }))
    .filter((q) => lineSource({ ...figures, plantingDate: q.date }) !== null);
  const shown = quick.some((q) => q.date === earliest) || earliest > latestPlantingDate(booking.today);
  return shown ? quick : [...quick, { n: QUICK_PLANTING_WEEKS.length + 1, date: earliest, weeks: null }];
}

/** What a booking's payment brings now: its deposit (the server's rule, depositCents) or its total. */
function dueNow(ctx: UssdContext, totalCents: number, plan: PaymentPlan): number {
  return plan === 'deposit' ? depositCents(totalCents, ctx.booking?.depositPercent ?? 50) : totalCents;
}

/** Whether a deposit is less than the whole: else only "Pay in full" is offered. */
const depositOffered = (ctx: UssdContext, totalCents: number) => dueNow(ctx, totalCents, 'deposit') < totalCents;

/** The room a top-up has: the wallet's cap less its balance, within M-Pesa's limit. */
const topUpRoom = (walletCents: number) => Math.min(MAX_TOPUP_KES, Math.floor((MAX_WALLET_BALANCE_KES * 100 - walletCents) / 100));

/** The last purchase, when it can be bought again as it was (the product on sale, enough in stock). */
function againPurchase(ctx: UssdContext): { productId: string; quantity: number; delivery: Delivery } | null {
  const last = ctx.lastPurchase;
  if (!last) return null;
  const p = productOf(ctx, last.productId);
  if (!p) return null;
  const d = last.delivery;
  if (d.method === 'delivery' && !ctx.counties.some((c) => c.county === d.county)) return null;
  if (d.method === 'pickup' && ctx.pickup === null) return null;
  return last;
}

/** The pickup point's name in the caller's language. */
const pickupName = (ctx: UssdContext, w: UssdWords, language: Locale) => placeIn(ctx.pickup ?? NURSERY_PICKUP, w, language);

/** A pickup point's name in the caller's language: its Kiswahili name where staff wrote one (issue 27). */
export function placeIn(place: { name: string; nameSw: string }, w: UssdWords, language: Locale): string {
  return language === 'sw' && place.nameSw.trim() ? plain(place.nameSw) : w.placeName(plain(place.name));
}

/** An address as typed, with the town the county was found by when the farmer did not repeat it. */
function addressWithTown(address: string, town: string | undefined): string {
  if (!town || address.toLowerCase().includes(town.toLowerCase())) return address;
  return `${address}, ${town}`;
}

export type OrderEffect = Extract<UssdEffect, { kind: 'order' }>;

/** The order a purchase's final step places: today's, or a booking with its date, plan and amount due now (`extra`). */
function orderEffect(
  purchase: { productId: string; quantity: number; delivery: Delivery },
  totalCents: number,
  pay: OrderEffect['pay'],
  extra: Pick<OrderEffect, 'again' | 'booking' | 'dueCents'>,
): UssdEffect {
  return { kind: 'order', productId: purchase.productId, quantity: purchase.quantity, delivery: purchase.delivery, totalCents, pay, ...extra };
}

function transition(ctx: UssdContext, state: State, answer: string, language: Locale): Step {
  const w = USSD_WORDS[language];
  const choice = /^\d{1,2}$/.test(answer) ? Number(answer) : NaN;
  switch (state.s) {
    case 'language':
    case 'changeLanguage': {
      if (state.s === 'changeLanguage' && choice === 3) {
        const on = !ctx.smsUpdates;
        return { next: { s: 'main' }, replace: true, effect: { kind: 'sms', on }, notice: w.smsSaved(on) };
      }
      if (state.s === 'changeLanguage' && choice === 4) {
        const on = !ctx.careTips;
        return { next: { s: 'main' }, replace: true, effect: { kind: 'careTips', on }, notice: w.careTipsSaved(on) };
      }
      if (choice !== 1 && choice !== 2) return { invalid: state.s === 'language' ? FIRST_SCREEN_INVALID : w.invalid };
      const locale: Locale = choice === 1 ? 'en' : 'sw';
      const notice = state.s === 'changeLanguage' ? USSD_WORDS[locale].languageSaved : undefined;
      return { next: { s: 'main' }, replace: true, effect: { kind: 'language', locale }, language: locale, notice };
    }
    case 'main':
      switch (choice) {
        case 1:
          return { next: ctx.unpaidOrder ? { s: 'unpaidFirst', then: 'categories' } : { s: 'categories' } };
        case 2:
          return { next: { s: 'orders' } };
        case 3:
          return { next: { s: 'wallet' } };
        case 4:
          return { next: { s: 'changeLanguage' } };
        case 5:
          return { next: { s: 'help' } };
        case 6: {
          const again = againPurchase(ctx);
          if (!again) return { invalid: w.invalid };
          if (ctx.unpaidOrder) return { next: { s: 'unpaidFirst', then: 'again' } };
          return againStep(ctx, again, w);
        }
        case 7:
          if (!ctx.booking) return { invalid: w.invalid };
          return { next: ctx.unpaidOrder ? { s: 'unpaidFirst', then: 'book' } : { s: 'categories', later: true } };
        default:
          return { invalid: w.invalid };
      }
    case 'unpaidFirst': {
      const order = ctx.unpaidOrder;
      if (choice === 2) {
        const again = againPurchase(ctx);
        if (state.then === 'again' && again) return againStep(ctx, again, w);
        return { next: state.then === 'book' ? { s: 'categories', later: true } : { s: 'categories' } };
      }
      if (!order) return { invalid: w.invalid };
      if (choice === 1) return payable(order) ? payStep(order) : { invalid: w.nothingToPay };
      if (choice === 3 && payable(order) && ctx.walletCents >= dueOf(order)) return walletPayStep(ctx, order);
      return { invalid: w.invalid };
    }
    case 'categories': {
      const category = ctx.categories[choice - 1];
      return category ? { next: { s: 'products', category: category.slug, page: 0, ...(state.later ? { later: true } : {}) } } : { invalid: w.invalid };
    }
    case 'products': {
      const list = categoryProducts(ctx, state.category);
      const pageItems = list.slice(state.page * PRODUCTS_PER_SCREEN, (state.page + 1) * PRODUCTS_PER_SCREEN);
      if (choice === 98 && (state.page + 1) * PRODUCTS_PER_SCREEN < list.length) return { next: { ...state, page: state.page + 1 } };
      const product = pageItems[choice - 1];
      if (!product) return { invalid: w.invalid };
      if (state.later) return bookable(ctx, product) ? { next: { s: 'quantity', productId: product.id, later: true } } : { invalid: w.notBookable };
      if (product.stock > 0) return { next: { s: 'quantity', productId: product.id } };
      // Sold out now: booked for later when it can be grown (issue 30).
      return bookable(ctx, product) ? { next: { s: 'quantity', productId: product.id, later: true } } : { invalid: w.soldOut };
    }
    case 'quantity': {
      const product = productOf(ctx, state.productId);
      if (!product || (!state.later && product.stock <= 0)) return { invalid: w.soldOut };
      // One rule (issue 28): a whole number from 1 to what is left, said the same way for every wrong answer;
      // more than is left is booked for later when the product can be grown (issue 30).
      const later = bookable(ctx, product);
      const max = state.later ? MAX_QUANTITY : maxQuantity(product);
      const typed = answer.replace(/[\s,]/g, '');
      if (!/^\d+$/.test(typed)) return { invalid: w.quantityWhole(product.unitKind, max) };
      const quantity = Number(typed);
      if (!state.later && later && quantity > max && quantity <= MAX_QUANTITY)
        return plantingChoices(ctx, product, quantity).length > 0
          ? { next: { s: 'when', productId: product.id, quantity, short: true } }
          : { invalid: w.noDateFits };
      if (quantity < 1 || quantity > max) return { invalid: w.quantityRange(product.unitKind, max) };
      if (state.later)
        return plantingChoices(ctx, product, quantity).length > 0
          ? { next: { s: 'when', productId: product.id, quantity, short: false } }
          : { invalid: w.noDateFits };
      return { next: { s: 'method', productId: product.id, quantity } };
    }
    case 'when': {
      const product = productOf(ctx, state.productId);
      if (!product) return { invalid: w.soldOut };
      const chosen = plantingChoices(ctx, product, state.quantity).find((c) => c.n === choice);
      // A quick choice the nursery can no longer meet (the ready stock went meanwhile) says from when it can.
      if (!chosen && choice >= 1 && choice <= QUICK_PLANTING_WEEKS.length)
        return { invalid: w.dateTooSoon(shortDate(grownEarliest(ctx.booking?.today ?? '', product, state.quantity))) };
      if (!chosen) return { invalid: w.invalid };
      return { next: { s: 'method', productId: state.productId, quantity: state.quantity, booking: { date: chosen.date } } };
    }
    case 'method': {
      const purchase = purchaseOf(state);
      if (choice === 1 && ctx.pickup !== null) return { next: { s: 'summary', ...purchase, delivery: { method: 'pickup' } } };
      if (choice === 2 && ctx.counties.length > 0) return { next: { s: 'county', ...purchase } };
      const remembered = rememberedAddress(ctx);
      if (choice === 3 && remembered) return { next: { s: 'summary', ...purchase, delivery: { method: 'delivery', ...remembered } } };
      return { invalid: w.invalid };
    }
    case 'county': {
      const purchase = purchaseOf(state);
      const { matches, elsewhere } = matchPlace(
        answer,
        ctx.counties.map((c) => c.county),
      );
      if (matches.length === 1) return { next: { s: 'address', ...purchase, place: matches[0]! } };
      if (matches.length > 1) return { next: { s: 'countyChoice', ...purchase, options: matches.slice(0, 8) } };
      if (elsewhere.length > 0) return { invalid: w.notDelivered(elsewhere.join(', ')) };
      return { invalid: w.countyNotFound };
    }
    case 'countyChoice': {
      const place = state.options[choice - 1];
      return place ? { next: { s: 'address', ...purchaseOf(state), place } } : { invalid: w.invalid };
    }
    case 'address': {
      const address = answer.trim().replace(/\s+/g, ' ');
      if (address.length > MAX_ADDRESS) return { invalid: w.addressTooLong(MAX_ADDRESS) };
      if (address.replace(/[^\p{L}\p{N}]/gu, '').length < 3) return { invalid: w.addressTooShort };
      const delivery: Delivery = { method: 'delivery', county: state.place.county, address: addressWithTown(address, state.place.town) };
      return { next: { s: 'summary', ...purchaseOf(state), delivery } };
    }
    case 'summary': {
      const product = productOf(ctx, state.productId);
      if (!product) return { invalid: w.soldOut };
      const totalCents = totalOf(ctx, product, state.quantity, state.delivery);
      if (state.booking) {
        // A booking (issue 30): first how to pay it, a deposit now or the whole.
        const booked = { ...purchaseOf(state), booking: state.booking, delivery: state.delivery };
        if (choice === 1 && depositOffered(ctx, totalCents)) return { next: { s: 'bookPay', ...booked, plan: 'deposit' } };
        if (choice === 2) return { next: { s: 'bookPay', ...booked, plan: 'full' } };
        return { invalid: w.invalid };
      }
      const order = (pay: 'mpesa' | 'wallet') => orderEffect(state, totalCents, pay, state.again ? { again: true } : {});
      if (choice === 1) {
        const effect = order('mpesa');
        return { next: { s: 'end', words: (x) => x.promptComing(shortKes(totalCents)), effect }, effect };
      }
      if (choice === 2) return { next: { s: 'end', words: (x) => x.cancelled } };
      if (choice === 3) {
        if (ctx.walletCents < totalCents) return { invalid: w.walletShort(shortKes(ctx.walletCents), shortKes(totalCents)) };
        const effect = order('wallet');
        return { next: { s: 'end', words: (x) => x.paidFromWallet('', shortKes(ctx.walletCents - totalCents)), effect }, effect };
      }
      return { invalid: w.invalid };
    }
    case 'bookPay': {
      const product = productOf(ctx, state.productId);
      if (!product) return { invalid: w.soldOut };
      const totalCents = totalOf(ctx, product, state.quantity, state.delivery);
      const dueCents = dueNow(ctx, totalCents, state.plan);
      const order = (pay: 'mpesa' | 'wallet') =>
        orderEffect(state, totalCents, pay, { booking: { plantingDate: state.booking.date, plan: state.plan }, dueCents });
      const placed = (words: (x: UssdWords) => string): State => ({
        s: 'placed',
        ...purchaseOf(state),
        booking: state.booking,
        delivery: state.delivery,
        plan: state.plan,
        words,
      });
      if (choice === 1) {
        const effect = order('mpesa');
        return { next: placed((x) => x.promptComing(shortKes(dueCents))), effect };
      }
      if (choice === 2) return { next: { s: 'end', words: (x) => x.cancelled } };
      if (choice === 3) {
        if (ctx.walletCents < dueCents) return { invalid: w.walletShort(shortKes(ctx.walletCents), shortKes(dueCents)) };
        const effect = order('wallet');
        return { next: placed((x) => x.paidFromWallet('', shortKes(ctx.walletCents - dueCents))), effect };
      }
      return { invalid: w.invalid };
    }
    case 'placed': {
      // Only a refused booking is answered again (issue 30): the route offered the server's date.
      const offer = offerOf(ctx, state);
      if (!offer?.date || choice !== 1) return { invalid: w.invalid };
      return { next: { s: 'summary', ...purchaseOf(state), booking: { date: offer.date }, delivery: state.delivery } };
    }
    case 'orders': {
      const order = shownOrders(ctx)[choice - 1];
      return order ? { next: { s: 'order', orderId: order.id } } : { invalid: w.invalid };
    }
    case 'order': {
      const order = ctx.orders.find((o) => o.id === state.orderId);
      if (!order || !payable(order)) return { invalid: w.invalid };
      if (choice === 1) return payStep(order);
      // A booking with its deposit paid is cancelled by its own rules (the web, or the nursery), not here.
      if (choice === 2 && order.status === 'pending') {
        const effect: UssdEffect = { kind: 'cancel', orderId: order.id };
        return { next: { s: 'end', words: (x) => x.orderCancelled(order.reference), effect }, effect };
      }
      if (choice === 3) {
        if (ctx.walletCents < dueOf(order)) return { invalid: w.walletShort(shortKes(ctx.walletCents), shortKes(dueOf(order))) };
        return walletPayStep(ctx, order);
      }
      return { invalid: w.invalid };
    }
    case 'wallet':
      if (choice === 1)
        return topUpRoom(ctx.walletCents) >= MIN_TOPUP_KES ? { next: { s: 'topup' } } : { invalid: w.walletFull(shortKes(MAX_WALLET_BALANCE_KES * 100)) };
      return { invalid: w.invalid };
    case 'topup': {
      const room = topUpRoom(ctx.walletCents);
      const [min, max] = [shortKes(MIN_TOPUP_KES * 100), shortKes(room * 100)];
      const typed = answer.replace(/[\s,]/g, '').replace(/^kes/i, '');
      if (!/^\d+(\.\d+)?$/.test(typed)) return { invalid: w.topUpWhole(min, max) };
      const amountKes = Number(typed);
      const check = checkTopup(amountKes, ctx.walletCents);
      if (!check.ok) {
        if (check.code === 'topup_not_whole') return { invalid: w.topUpWhole(min, max) };
        if (check.code === 'wallet_full') return { invalid: w.walletFull(shortKes(MAX_WALLET_BALANCE_KES * 100)) };
        return { invalid: w.topUpRange(min, max) };
      }
      const effect: UssdEffect = { kind: 'topup', amountKes };
      return { next: { s: 'end', words: (x) => x.topUpComing(shortKes(amountKes * 100)), effect }, effect };
    }
    case 'help': {
      if (choice !== 1) return { invalid: w.invalid };
      const effect: UssdEffect = { kind: 'callback' };
      return { next: { s: 'end', words: (x) => x.callbackSaved(ctx.phone ?? ''), effect }, effect };
    }
    case 'end':
      return { invalid: w.invalid };
  }
}

/** Waiting for its money: an unpaid order, or a booking whose balance is still owed (issue 30). */
const payable = (o: UssdOrder) =>
  (o.status === 'pending' && o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded') ||
  (o.status === 'booked' && o.paymentStatus === 'partly_paid' && dueOf(o) > 0);

/** Which payment a step makes of a booking (issue 30): a booked one owes its balance. Today's orders have one payment. */
const partOf = (o: UssdOrder): { part?: PayPart } => (o.booking ? { part: o.status === 'booked' ? 'balance' : 'first' } : {});

/** What a payment of an order brings now: its total, or a booking's deposit or balance. */
const dueOf = (o: UssdOrder) => o.booking?.dueCents ?? o.totalCents;

/** The purchase a state carries on: product, quantity and, for a booking, its date. */
const purchaseOf = (s: Purchase): Purchase => ({ productId: s.productId, quantity: s.quantity, ...(s.booking ? { booking: s.booking } : {}) });

/** What the server answered for this refused booking, when the route has said. */
function offerOf(ctx: UssdContext, s: Purchase & { booking: { date: string } }): BookingOffer | undefined {
  return ctx.booking?.offers?.[bookingKey({ productId: s.productId, quantity: s.quantity, plantingDate: s.booking.date })];
}

/** The phone's last address, when its county is still delivered to. */
function rememberedAddress(ctx: UssdContext): { county: KenyanCounty; address: string } | null {
  const last = ctx.lastAddress;
  return last && ctx.counties.some((c) => c.county === last.county) ? last : null;
}

/** Buy again: straight to the summary of the last purchase. */
function againStep(ctx: UssdContext, again: { productId: string; quantity: number; delivery: Delivery }, w: UssdWords): Step {
  const p = productOf(ctx, again.productId)!;
  if (p.stock <= 0) return { invalid: w.soldOut };
  if (again.quantity > maxQuantity(p)) return { invalid: w.quantityRange(p.unitKind, maxQuantity(p)) };
  return { next: { s: 'summary', ...again, again: true } };
}

/** Paying an order already placed: the route sends the prompt and words the END by what happened. */
function payStep(order: UssdOrder): Step {
  const due = dueOf(order);
  const effect: UssdEffect = { kind: 'pay', orderId: order.id, totalCents: due, ...partOf(order) };
  return { next: { s: 'end', words: (x) => x.promptComing(shortKes(due)), effect }, effect };
}

/** Paying an order already placed from the wallet (issue 28): the route pays it and says so. */
function walletPayStep(ctx: UssdContext, order: UssdOrder): Step {
  const due = dueOf(order);
  const effect: UssdEffect = { kind: 'walletPay', orderId: order.id, totalCents: due, ...partOf(order) };
  return { next: { s: 'end', words: (x) => x.paidFromWallet(order.reference, shortKes(ctx.walletCents - due)), effect }, effect };
}

/** An order's state in a few words: its status, or why its payment failed. */
function orderState(w: UssdWords, o: UssdOrder): string {
  return o.failure ? w.paymentFailed(w.failure[o.failure]) : w.status[o.status];
}

/** What an order holds, shortly: "Nyanya Anna F1 trei 50 x2" (and "+1" for more lines). */
export function orderWhat(o: Pick<UssdOrder, 'lines'>, language: Locale): string {
  const [first, ...rest] = o.lines;
  if (!first) return '';
  return `${productLabel(first.product, language)} x${first.quantity}${rest.length > 0 ? ` +${rest.length}` : ''}`;
}

/** Where an order is collected (place and hours) or taken (county, address and days), in lines. */
export function orderWhere(place: OrderPlace | null, w: UssdWords, language: Locale): string[] {
  if (!place) return [];
  if (place.method === 'pickup') {
    const hours = plain(pickupHours(place, language));
    return [w.collectAt(placeIn(place, w, language)), ...(hours ? [hours] : [])];
  }
  return [w.deliverTo(place.county, place.address), ...(place.days ? [w.days(place.days)] : [])];
}

/** A CON screen with its invalid line (if any) on top and back/home at the bottom. */
type Nav = 'none' | 'back' | 'more';
const navLines = (w: UssdWords, nav: Nav) => (nav === 'none' ? [] : nav === 'more' ? [`${w.more} ${w.back} ${w.home}`] : [`${w.back} ${w.home}`]);

function con(w: UssdWords, note: string | undefined, header: readonly string[], options: readonly Option[], nav: Nav = 'back'): string {
  return fitScreen('CON', note ? [note, ...header] : header, options, navLines(w, nav));
}

/** The lines of one screen of products: names told apart, unit and price (or sold out) never cut. */
function productOptions(items: readonly UssdProduct[], among: readonly UssdProduct[], language: Locale, priced: (p: UssdProduct) => boolean): Option[] {
  const w = USSD_WORDS[language];
  return items.map((p, i) => {
    const unit = unitMark(p, language);
    return {
      head: `${i + 1} `,
      name: productName(p, language, among),
      tail: `${unit ? ` ${unit}` : ''} ${priced(p) ? shortKes(p.priceCents) : w.soldOutMark}`,
    };
  });
}

function render(ctx: UssdContext, state: State, language: Locale, note?: string): string {
  const w = USSD_WORDS[language];
  switch (state.s) {
    case 'language':
      return fitScreen('CON', note ? [note, FIRST_SCREEN] : [FIRST_SCREEN]);
    case 'main': {
      const again = againPurchase(ctx);
      const p = again ? productOf(ctx, again.productId) : undefined;
      const options: Option[] = numbered(w.main);
      if (again && p) options.push({ head: '6 ', name: w.buyAgain(productLabel(p, language, ctx.products)), tail: ` x${again.quantity}` });
      if (ctx.booking) options.push(`7 ${w.bookLater}`);
      return con(w, note, [w.welcome], options, 'none');
    }
    case 'unpaidFirst': {
      const o = ctx.unpaidOrder;
      if (!o) return con(w, note, [w.noOrders], []);
      const options = [w.payOrder(o.reference), state.then === 'again' ? w.buyAgainPlain : state.then === 'book' ? w.bookLater : w.buyOther];
      if (payable(o) && ctx.walletCents >= dueOf(o)) options.push(w.payFromWallet(shortKes(ctx.walletCents)));
      return con(w, note, [w.unpaidFirst(o.reference, shortKes(dueOf(o))), orderState(w, o)], numbered(options));
    }
    case 'categories':
      return con(w, note, [state.later ? w.bookCategories : w.categories], numbered(ctx.categories.map((c) => categoryName(c, language))));
    case 'products': {
      const list = categoryProducts(ctx, state.category);
      if (list.length === 0) return con(w, note, [w.noProducts], []);
      const items = list.slice(state.page * PRODUCTS_PER_SCREEN, (state.page + 1) * PRODUCTS_PER_SCREEN);
      const hasMore = (state.page + 1) * PRODUCTS_PER_SCREEN < list.length;
      const category = ctx.categories.find((c) => c.slug === state.category);
      const title = category ? categoryName(category, language) : '';
      // Booking, a product that can be grown shows its price even when none is ready now.
      const priced = (p: UssdProduct) => p.stock > 0 || (!!state.later && bookable(ctx, p));
      return con(w, note, [title], productOptions(items, list, language, priced), hasMore ? 'more' : 'back');
    }
    case 'quantity': {
      const p = productOf(ctx, state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      const among = categoryProducts(ctx, p.categorySlug);
      const label = productLabel(p, language, among);
      if (state.later)
        return con(w, note, [label, w.bookProduct(shortKes(p.priceCents), p.unitKind, Math.max(0, p.stock)), w.askQuantity(p.unitKind, MAX_QUANTITY)], []);
      const header = [label, w.product(shortKes(p.priceCents), p.unitKind, p.stock), w.askQuantity(p.unitKind, maxQuantity(p))];
      // More than is left is booked for later (issue 30), said when the screen has room for it.
      const more = bookable(ctx, p) && maxQuantity(p) < MAX_QUANTITY ? [...header, w.moreToBook] : header;
      return con(w, note, fitsWhole('CON', note ? [note, ...more] : more, [], navLines(w, 'back')) ? more : header, []);
    }
    case 'when': {
      const p = productOf(ctx, state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      const choices = plantingChoices(ctx, p, state.quantity).map(
        (c) => `${c.n} ${c.weeks ? w.inWeeks(c.weeks, shortDate(c.date)) : w.earliest(shortDate(c.date))}`,
      );
      const header = state.short ? [w.onlyReady(p.unitKind, Math.max(0, p.stock), state.quantity), w.whenPlant] : [w.whenPlant];
      return con(w, note, header, choices);
    }
    case 'method': {
      const options: Option[] = [];
      options.push(`1 ${w.pickupAt(pickupName(ctx, w, language))}`);
      if (ctx.counties.length > 0) options.push(`2 ${w.deliverToCounty}`);
      const remembered = rememberedAddress(ctx);
      if (remembered) options.push({ head: '3 ', name: w.deliverAgain(remembered.county, remembered.address), tail: '' });
      return con(w, note, [w.method], options);
    }
    case 'county':
      return con(w, note, [w.enterCounty], []);
    case 'countyChoice':
      return con(w, note, [w.chooseCounty], numbered(state.options.map((o) => (o.town && o.town !== o.county ? `${o.county} (${o.town})` : o.county))));
    case 'address':
      return con(w, note, [w.enterAddress(state.place.town ?? null)], []);
    case 'summary': {
      const p = productOf(ctx, state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      const d = state.delivery;
      const total = totalOf(ctx, p, state.quantity, d);
      const where = d.method === 'pickup' ? w.pickupLine(pickupName(ctx, w, language)) : w.deliveryLine(d.county, d.address, shortKes(feeOf(ctx, d)));
      const what = w.line(productLabel(p, language, ctx.products), state.quantity, shortKes(p.priceCents * state.quantity));
      if (state.booking) {
        // A booking (issue 30): when, and how to pay it.
        const plans: Option[] = [];
        if (depositOffered(ctx, total)) plans.push(`1 ${w.payDeposit(shortKes(dueNow(ctx, total, 'deposit')))}`);
        plans.push(`2 ${w.payFull(shortKes(total))}`);
        // The date first: a long address is what a full screen cuts. The total is said by "Pay in full".
        return con(w, note, [w.plantOn(shortDate(state.booking.date)), what, where], plans);
      }
      const options = numbered(w.payOptions);
      if (ctx.walletCents >= total) options.push(`3 ${w.payFromWallet(shortKes(ctx.walletCents))}`);
      return con(w, note, [what, where, w.total(shortKes(total))], options);
    }
    case 'bookPay': {
      const p = productOf(ctx, state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      const total = totalOf(ctx, p, state.quantity, state.delivery);
      const due = dueNow(ctx, total, state.plan);
      const options = numbered(w.payOptions);
      if (ctx.walletCents >= due) options.push(`3 ${w.payFromWallet(shortKes(ctx.walletCents))}`);
      return con(w, note, [w.bookingTerms(shortDate(state.booking.date), shortKes(due), due < total ? shortKes(total - due) : null)], options);
    }
    case 'placed': {
      const offer = offerOf(ctx, state);
      if (!offer) return fitScreen('END', [state.words(w)]);
      if (!offer.date) return fitScreen('END', [w.noDateFits]);
      const why = offer.reason === 'full' ? w.dateFull(shortDate(state.booking.date), shortDate(offer.date)) : w.dateTooSoon(shortDate(offer.date));
      return con(w, note, [why], [`1 ${w.bookFor(shortDate(offer.date))}`]);
    }
    case 'orders': {
      const orders = shownOrders(ctx);
      if (orders.length === 0) return con(w, note, [w.noOrders], []);
      return con(
        w,
        note,
        [w.ordersTitle],
        orders.map((o, i) => ({
          head: `${i + 1} ${o.reference} ${o.failure ? w.statusFailed : w.status[o.status]}: `,
          name: orderWhat(o, language),
          tail: '',
        })),
      );
    }
    case 'order': {
      const o = ctx.orders.find((x) => x.id === state.orderId);
      if (!o) return con(w, note, [w.noOrders], []);
      const options: string[] = [];
      if (payable(o)) {
        // A booking with its deposit paid owes its balance (issue 30); it is not cancelled here.
        options.push(`1 ${o.status === 'booked' ? w.payBalance : w.payNow}`);
        if (o.status === 'pending') options.push(`2 ${w.cancelOrder}`);
        if (ctx.walletCents >= dueOf(o)) options.push(`3 ${w.payFromWallet(shortKes(ctx.walletCents))}`);
      }
      const title = [w.orderTitle(o.reference, orderState(w, o)), orderWhat(o, language)];
      const where = orderWhere(o.place, w, language);
      const b = o.booking;
      const date = b ? shortDate(b.plantingDate) : '';
      // A booking (issue 30): its planting date, and the deposit or balance it waits for.
      const total = !b
        ? w.total(shortKes(o.totalCents))
        : o.status === 'pending' && b.dueCents > 0
          ? w.plantDeposit(date, shortKes(b.dueCents))
          : b.paidCents < o.totalCents && payable(o)
            ? w.plantBalance(date, shortKes(o.totalCents - b.paidCents))
            : w.plantOn(date);
      // As much of where as the screen holds: the place and its hours or days, else the place alone;
      // a booking's date and balance before what it holds.
      const headers = [[...title, ...where, total], [...title, ...where.slice(0, 1), total], [...title, total], ...(b ? [[title[0]!, total]] : [])];
      const fits = headers.find((h) => fitsWhole('CON', note ? [note, ...h] : h, options, navLines(w, 'back')));
      return con(w, note, fits ?? headers[headers.length - 1]!, options);
    }
    case 'wallet':
      return con(w, note, [w.wallet(shortKes(ctx.walletCents), ctx.points)], numbered([w.topUp]));
    case 'topup': {
      const room = topUpRoom(ctx.walletCents);
      return con(w, note, [w.askTopUp(shortKes(MIN_TOPUP_KES * 100), shortKes(room * 100))], []);
    }
    case 'help':
      return con(w, note, [w.help(ctx.nurseryPhone, w.hours)], numbered([w.callMeBack]));
    case 'changeLanguage':
      return con(w, note, [w.languageMenu], numbered(['English', 'Kiswahili', w.smsToggle(ctx.smsUpdates), w.careTipsToggle(!!ctx.careTips)]));
    case 'end':
      return fitScreen('END', [state.words(w)]);
  }
}

/**
 * The screen after `text` (the session's answers joined by `*`, empty on the first step), and what
 * its last answer asks to be done. Never throws for any text.
 */
export function ussdMenu(ctx: UssdContext, text: string): UssdResult {
  const answers = text === '' ? [] : text.split('*');
  let language: Locale = ctx.language ?? 'en';
  const home: State = ctx.language ? { s: 'main' } : { s: 'language' };
  let stack: State[] = [home];
  let note: string | undefined;
  let effect: UssdEffect | undefined;
  const bookingChecks: BookingCheck[] = [];
  answers.forEach((raw, index) => {
    const answer = raw.trim();
    const last = index === answers.length - 1;
    const top = stack[stack.length - 1]!;
    note = undefined;
    effect = undefined;
    if (top.s === 'end') return;
    // An answer after a booking was placed means the route refused it and offered a date: it must say which.
    if (top.s === 'placed' && !offerOf(ctx, top)) {
      bookingChecks.push({ productId: top.productId, quantity: top.quantity, plantingDate: top.booking.date });
    }
    if (answer === '00' && top.s !== 'language') {
      stack = [stack[0]!];
      return;
    }
    if (answer === '0' && stack.length > 1 && top.s !== 'language') {
      stack.pop();
      return;
    }
    const step = transition(ctx, top, answer, language);
    if ('invalid' in step) {
      note = step.invalid;
      return;
    }
    if (step.language) language = step.language;
    if (step.replace) stack = [step.next];
    else stack.push(step.next);
    if (last) {
      effect = step.effect;
      note = step.notice;
    }
  });
  const top = stack[stack.length - 1]!;
  return {
    reply: render(ctx, top, language, note),
    locale: language,
    ...(effect ? { effect } : {}),
    ...(bookingChecks.length > 0 ? { bookingChecks } : {}),
  };
}
