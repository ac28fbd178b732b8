/**
 * The USSD shop as a pure function (issues 18 and 28): what a caller sees after the answers of a
 * session so far. Africa's Talking sends every answer of the session joined by `*` on each step, so
 * the menu is replayed from the first screen each time; only the last answer may ask for something
 * to be done (an order, a payment, a top-up, a language, a call back), which the callback route
 * carries out. Option numbers are fixed: main menu 1 Buy, 2 My orders, 3 My wallet, 4 Language and
 * SMS, 5 Help, 6 Buy again (once the caller has bought); `0` back, `00` home, `98` more.
 */
import type { KenyanCounty } from '../counties';
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
}

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
  nurseryPhone: string;
  /** The number calling, as the call-back screen repeats it. */
  phone?: string;
}

export type Delivery = { method: 'pickup' } | { method: 'delivery'; county: KenyanCounty; address: string };

/** What the last answer asks the route to do. */
export type UssdEffect =
  | { kind: 'language'; locale: Locale }
  | { kind: 'sms'; on: boolean }
  | {
      kind: 'order';
      productId: string;
      quantity: number;
      delivery: Delivery;
      totalCents: number;
      pay: 'mpesa' | 'wallet';
      /** Bought by "Buy again": a new purchase even just after the same one was paid. */
      again?: boolean;
    }
  | { kind: 'pay'; orderId: string; totalCents: number }
  | { kind: 'walletPay'; orderId: string; totalCents: number }
  | { kind: 'topup'; amountKes: number }
  | { kind: 'callback' }
  | { kind: 'cancel'; orderId: string };

export interface UssdResult {
  /** `CON …` (show and wait) or `END …` (show and close), at most USSD_SCREEN_LIMIT characters. */
  reply: string;
  /** The language the reply is in (the route words a failure of the effect in it). */
  locale: Locale;
  effect?: UssdEffect;
}

type Purchase = { productId: string; quantity: number };

type State =
  | { s: 'language' }
  | { s: 'main' }
  | { s: 'unpaidFirst'; then: 'categories' | 'again' }
  | { s: 'categories' }
  | { s: 'products'; category: string; page: number }
  | ({ s: 'quantity' } & Pick<Purchase, 'productId'>)
  | ({ s: 'method' } & Purchase)
  | ({ s: 'county' } & Purchase)
  | ({ s: 'countyChoice'; options: PlaceMatch[] } & Purchase)
  | ({ s: 'address'; place: PlaceMatch } & Purchase)
  | ({ s: 'summary'; delivery: Delivery; again?: boolean } & Purchase)
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
        default:
          return { invalid: w.invalid };
      }
    case 'unpaidFirst': {
      const order = ctx.unpaidOrder;
      if (choice === 2) {
        const again = againPurchase(ctx);
        if (state.then === 'again' && again) return againStep(ctx, again, w);
        return { next: { s: 'categories' } };
      }
      if (!order) return { invalid: w.invalid };
      if (choice === 1) return payable(order) ? payStep(order) : { invalid: w.nothingToPay };
      if (choice === 3 && payable(order) && ctx.walletCents >= order.totalCents) return walletPayStep(ctx, order);
      return { invalid: w.invalid };
    }
    case 'categories': {
      const category = ctx.categories[choice - 1];
      return category ? { next: { s: 'products', category: category.slug, page: 0 } } : { invalid: w.invalid };
    }
    case 'products': {
      const list = categoryProducts(ctx, state.category);
      const pageItems = list.slice(state.page * PRODUCTS_PER_SCREEN, (state.page + 1) * PRODUCTS_PER_SCREEN);
      if (choice === 98 && (state.page + 1) * PRODUCTS_PER_SCREEN < list.length) return { next: { ...state, page: state.page + 1 } };
      const product = pageItems[choice - 1];
      if (!product) return { invalid: w.invalid };
      return product.stock > 0 ? { next: { s: 'quantity', productId: product.id } } : { invalid: w.soldOut };
    }
    case 'quantity': {
      const product = productOf(ctx, state.productId);
      if (!product || product.stock <= 0) return { invalid: w.soldOut };
      // One rule (issue 28): a whole number from 1 to what is left, said the same way for every wrong answer.
      const max = maxQuantity(product);
      const typed = answer.replace(/[\s,]/g, '');
      if (!/^\d+$/.test(typed)) return { invalid: w.quantityWhole(product.unitKind, max) };
      const quantity = Number(typed);
      if (quantity < 1 || quantity > max) return { invalid: w.quantityRange(product.unitKind, max) };
      return { next: { s: 'method', productId: product.id, quantity } };
    }
    case 'method': {
      const purchase = { productId: state.productId, quantity: state.quantity };
      if (choice === 1 && ctx.pickup !== null) return { next: { s: 'summary', ...purchase, delivery: { method: 'pickup' } } };
      if (choice === 2 && ctx.counties.length > 0) return { next: { s: 'county', ...purchase } };
      const remembered = rememberedAddress(ctx);
      if (choice === 3 && remembered) return { next: { s: 'summary', ...purchase, delivery: { method: 'delivery', ...remembered } } };
      return { invalid: w.invalid };
    }
    case 'county': {
      const purchase = { productId: state.productId, quantity: state.quantity };
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
      return place ? { next: { s: 'address', productId: state.productId, quantity: state.quantity, place } } : { invalid: w.invalid };
    }
    case 'address': {
      const address = answer.trim().replace(/\s+/g, ' ');
      if (address.length > MAX_ADDRESS) return { invalid: w.addressTooLong(MAX_ADDRESS) };
      if (address.replace(/[^\p{L}\p{N}]/gu, '').length < 3) return { invalid: w.addressTooShort };
      const delivery: Delivery = { method: 'delivery', county: state.place.county, address: addressWithTown(address, state.place.town) };
      return { next: { s: 'summary', productId: state.productId, quantity: state.quantity, delivery } };
    }
    case 'summary': {
      const product = productOf(ctx, state.productId);
      if (!product) return { invalid: w.soldOut };
      const totalCents = totalOf(ctx, product, state.quantity, state.delivery);
      const order = (pay: 'mpesa' | 'wallet'): UssdEffect => ({
        kind: 'order',
        productId: product.id,
        quantity: state.quantity,
        delivery: state.delivery,
        totalCents,
        pay,
        ...(state.again ? { again: true } : {}),
      });
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
    case 'orders': {
      const order = shownOrders(ctx)[choice - 1];
      return order ? { next: { s: 'order', orderId: order.id } } : { invalid: w.invalid };
    }
    case 'order': {
      const order = ctx.orders.find((o) => o.id === state.orderId);
      if (!order || !payable(order)) return { invalid: w.invalid };
      if (choice === 1) return payStep(order);
      if (choice === 2) {
        const effect: UssdEffect = { kind: 'cancel', orderId: order.id };
        return { next: { s: 'end', words: (x) => x.orderCancelled(order.reference), effect }, effect };
      }
      if (choice === 3) {
        if (ctx.walletCents < order.totalCents) return { invalid: w.walletShort(shortKes(ctx.walletCents), shortKes(order.totalCents)) };
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

const payable = (o: UssdOrder) => o.status === 'pending' && o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded';

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
  const effect: UssdEffect = { kind: 'pay', orderId: order.id, totalCents: order.totalCents };
  return { next: { s: 'end', words: (x) => x.promptComing(shortKes(order.totalCents)), effect }, effect };
}

/** Paying an order already placed from the wallet (issue 28): the route pays it and says so. */
function walletPayStep(ctx: UssdContext, order: UssdOrder): Step {
  const effect: UssdEffect = { kind: 'walletPay', orderId: order.id, totalCents: order.totalCents };
  return { next: { s: 'end', words: (x) => x.paidFromWallet(order.reference, shortKes(ctx.walletCents - order.totalCents)), effect }, effect };
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
function productOptions(items: readonly UssdProduct[], among: readonly UssdProduct[], language: Locale): Option[] {
  const w = USSD_WORDS[language];
  return items.map((p, i) => {
    const unit = unitMark(p, language);
    return {
      head: `${i + 1} `,
      name: productName(p, language, among),
      tail: `${unit ? ` ${unit}` : ''} ${p.stock > 0 ? shortKes(p.priceCents) : w.soldOutMark}`,
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
      return con(w, note, [w.welcome], options, 'none');
    }
    case 'unpaidFirst': {
      const o = ctx.unpaidOrder;
      if (!o) return con(w, note, [w.noOrders], []);
      const options = [w.payOrder(o.reference), state.then === 'again' ? w.buyAgainPlain : w.buyOther];
      if (payable(o) && ctx.walletCents >= o.totalCents) options.push(w.payFromWallet(shortKes(ctx.walletCents)));
      return con(w, note, [w.unpaidFirst(o.reference, shortKes(o.totalCents)), orderState(w, o)], numbered(options));
    }
    case 'categories':
      return con(w, note, [w.categories], numbered(ctx.categories.map((c) => categoryName(c, language))));
    case 'products': {
      const list = categoryProducts(ctx, state.category);
      if (list.length === 0) return con(w, note, [w.noProducts], []);
      const items = list.slice(state.page * PRODUCTS_PER_SCREEN, (state.page + 1) * PRODUCTS_PER_SCREEN);
      const hasMore = (state.page + 1) * PRODUCTS_PER_SCREEN < list.length;
      const category = ctx.categories.find((c) => c.slug === state.category);
      const title = category ? categoryName(category, language) : '';
      return con(w, note, [title], productOptions(items, list, language), hasMore ? 'more' : 'back');
    }
    case 'quantity': {
      const p = productOf(ctx, state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      const among = categoryProducts(ctx, p.categorySlug);
      return con(
        w,
        note,
        [productLabel(p, language, among), w.product(shortKes(p.priceCents), p.unitKind, p.stock), w.askQuantity(p.unitKind, maxQuantity(p))],
        [],
      );
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
      const options = numbered(w.payOptions);
      if (ctx.walletCents >= total) options.push(`3 ${w.payFromWallet(shortKes(ctx.walletCents))}`);
      return con(
        w,
        note,
        [w.line(productLabel(p, language, ctx.products), state.quantity, shortKes(p.priceCents * state.quantity)), where, w.total(shortKes(total))],
        options,
      );
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
      const options = numbered(
        payable(o) ? [w.payNow, w.cancelOrder, ...(ctx.walletCents >= o.totalCents ? [w.payFromWallet(shortKes(ctx.walletCents))] : [])] : [],
      );
      const title = [w.orderTitle(o.reference, orderState(w, o)), orderWhat(o, language)];
      const where = orderWhere(o.place, w, language);
      const total = w.total(shortKes(o.totalCents));
      // As much of where as the screen holds: the place and its hours or days, else the place alone.
      const headers = [
        [...title, ...where, total],
        [...title, ...where.slice(0, 1), total],
        [...title, total],
      ];
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
      return con(w, note, [w.languageMenu], numbered(['English', 'Kiswahili', w.smsToggle(ctx.smsUpdates)]));
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
  answers.forEach((raw, index) => {
    const answer = raw.trim();
    const last = index === answers.length - 1;
    const top = stack[stack.length - 1]!;
    note = undefined;
    effect = undefined;
    if (top.s === 'end') return;
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
  return { reply: render(ctx, top, language, note), locale: language, ...(effect ? { effect } : {}) };
}
