/**
 * The USSD shop as a pure function (issue 18): what a caller sees after the answers of a session so
 * far. Africa's Talking sends every answer of the session joined by `*` on each step, so the menu is
 * replayed from the first screen each time; only the last answer may ask for something to be done
 * (an order, a payment, a language), which the callback route carries out. Option numbers are fixed:
 * main menu 1 Buy, 2 My orders, 3 My wallet, 4 Language, 5 Help; `0` back, `00` home, `98` more.
 */
import { inPageLanguage } from '../catalogue';
import { KENYAN_COUNTIES, type KenyanCounty } from '../counties';
import type { Locale } from '../i18n/locales';
import type { PaymentFailure } from '../order-payment-state';
import type { OrderChannel, OrderStatus } from '../orders';
import { USSD_WORDS, type UssdWords } from './words';

/** A screen holds about 182 characters, `CON ` or `END ` included (AT's documentation). */
export const USSD_SCREEN_LIMIT = 182;
export const PRODUCTS_PER_SCREEN = 5;
const MAX_QUANTITY = 10_000;

export interface UssdProduct {
  id: string;
  name: string;
  swahiliName: string | null;
  categorySlug: string;
  priceCents: number;
  unitKind: 'seedling' | 'tray';
  traySize: number | null;
  stock: number;
}

export interface UssdOrder {
  id: string;
  reference: string;
  status: OrderStatus;
  paymentStatus: 'pending' | 'paid' | 'failed' | 'refunded';
  totalCents: number;
  channel: OrderChannel;
  /** Why the last payment failed, while the order waits for its money. */
  failure: PaymentFailure | null;
}

/** Everything a session can show, read by the route before the menu runs. */
export interface UssdContext {
  /** The language remembered for the number when the session began; null for a first call. */
  language: Locale | null;
  categories: ReadonlyArray<{ slug: string; name: string; nameSw: string }>;
  /** On sale, in catalogue order. */
  products: readonly UssdProduct[];
  /** Counties delivered to, with their fee. */
  counties: ReadonlyArray<{ county: KenyanCounty; feeCents: number }>;
  /** The caller's latest orders, newest first (at most three are shown). */
  orders: readonly UssdOrder[];
  /**
   * The caller's unpaid USSD order when the session began (issue 25), offered before a new purchase;
   * kept for the whole session so that replaying its answers always takes the same path.
   */
  unpaidOrder: UssdOrder | null;
  walletCents: number;
  points: number;
  /** Whether the number gets SMS about its orders. */
  smsUpdates: boolean;
  nurseryPhone: string;
}

export type Delivery = { method: 'pickup' } | { method: 'delivery'; county: KenyanCounty; address: string };

/** What the last answer asks the route to do. */
export type UssdEffect =
  | { kind: 'language'; locale: Locale }
  | { kind: 'sms'; on: boolean }
  | { kind: 'order'; productId: string; quantity: number; delivery: Delivery; totalCents: number }
  | { kind: 'pay'; orderId: string; totalCents: number }
  | { kind: 'cancel'; orderId: string };

export interface UssdResult {
  /** `CON …` (show and wait) or `END …` (show and close), at most USSD_SCREEN_LIMIT characters. */
  reply: string;
  /** The language the reply is in (the route words a failure of the effect in it). */
  locale: Locale;
  effect?: UssdEffect;
}

type State =
  | { s: 'language' }
  | { s: 'main' }
  | { s: 'unpaidFirst' }
  | { s: 'categories' }
  | { s: 'products'; category: string; page: number }
  | { s: 'quantity'; productId: string }
  | { s: 'method'; productId: string; quantity: number }
  | { s: 'county'; productId: string; quantity: number }
  | { s: 'countyChoice'; productId: string; quantity: number; options: KenyanCounty[] }
  | { s: 'address'; productId: string; quantity: number; county: KenyanCounty }
  | { s: 'summary'; productId: string; quantity: number; delivery: Delivery }
  | { s: 'orders' }
  | { s: 'order'; orderId: string }
  | { s: 'wallet' }
  | { s: 'changeLanguage' }
  | { s: 'end'; words: (w: UssdWords) => string; effect?: UssdEffect };

/** An answer's outcome: a new screen on top, the same screen with a reason, or a final screen. */
type Step = { next: State; replace?: boolean; effect?: UssdEffect; language?: Locale; notice?: string } | { invalid: string };

/** "KES 1,250" for whole shillings, "KES 12.50" otherwise: short, as a screen needs. */
export function shortKes(cents: number): string {
  const shillings = cents / 100;
  return `KES ${shillings.toLocaleString('en-KE', { minimumFractionDigits: Number.isInteger(shillings) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** A typed county, forgivingly: exact (ignoring case, spaces and marks), else those it begins or is part of. */
export function matchCounty(typed: string, counties: readonly KenyanCounty[] = KENYAN_COUNTIES): KenyanCounty[] {
  const t = letters(typed);
  if (t.length < 2) return [];
  const exact = counties.filter((c) => letters(c) === t);
  if (exact.length > 0) return exact;
  const starts = counties.filter((c) => letters(c).startsWith(t));
  return starts.length > 0 ? starts : counties.filter((c) => letters(c).includes(t));
}

/** An option line, or one whose tail (a price) must survive when the line is shortened. */
type Option = string | readonly [line: string, tail: string];

/**
 * Lays a screen out within the limit: the options are shortened evenly if they must be (never their
 * tails), then the header; a screen is never cut in the middle of a number or left over the limit.
 */
export function fitScreen(kind: 'CON' | 'END', header: readonly string[], options: readonly Option[] = [], footer: readonly string[] = []): string {
  const whole = (o: Option, cap = Infinity) => {
    const [line, tail] = typeof o === 'string' ? [o, ''] : o;
    return `${line.length > cap ? `${line.slice(0, Math.max(cap - 1, 3)).trimEnd()}.` : line}${tail}`;
  };
  const join = (h: readonly string[], cap = Infinity) => `${kind} ${[...h, ...options.map((o) => whole(o, cap)), ...footer].join('\n')}`;
  let text = join(header);
  if (text.length <= USSD_SCREEN_LIMIT) return text;
  const longest = Math.max(0, ...options.map((o) => (typeof o === 'string' ? o : o[0]).length));
  for (let cap = longest - 1; cap >= 6; cap--) {
    text = join(header, cap);
    if (text.length <= USSD_SCREEN_LIMIT) return text;
  }
  const room = USSD_SCREEN_LIMIT - join([], 6).length - 1;
  const head = header.join('\n');
  text = join([room > 1 ? `${head.slice(0, room - 1).trimEnd()}.` : ''], 6);
  return text.length <= USSD_SCREEN_LIMIT ? text : text.slice(0, USSD_SCREEN_LIMIT);
}

const numbered = (labels: readonly string[]) => labels.map((label, i) => `${i + 1} ${label}`);

function productName(p: UssdProduct, language: Locale): string {
  return p.swahiliName && language === 'sw' ? `${p.swahiliName} (${p.name})` : p.name;
}

const categoryName = (c: { name: string; nameSw: string }, language: Locale) => inPageLanguage(c.name, c.nameSw, language);

function unitPrice(p: UssdProduct, w: UssdWords): string {
  return p.unitKind === 'tray' && p.traySize ? w.perTray(p.traySize) : w.perSeedling;
}

/** The total of one line and its delivery, as the server will price it (the route checks again). */
function totalOf(ctx: UssdContext, p: UssdProduct, quantity: number, delivery: Delivery): number {
  const fee = delivery.method === 'delivery' ? (ctx.counties.find((c) => c.county === delivery.county)?.feeCents ?? 0) : 0;
  return p.priceCents * quantity + fee;
}

function categoryProducts(ctx: UssdContext, slug: string): UssdProduct[] {
  return ctx.products.filter((p) => p.categorySlug === slug);
}

function shownOrders(ctx: UssdContext): UssdOrder[] {
  return ctx.orders.slice(0, 3);
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
      if (choice !== 1 && choice !== 2) return { invalid: w.invalid };
      const locale: Locale = choice === 1 ? 'en' : 'sw';
      const notice = state.s === 'changeLanguage' ? USSD_WORDS[locale].languageSaved : undefined;
      return { next: { s: 'main' }, replace: true, effect: { kind: 'language', locale }, language: locale, notice };
    }
    case 'main':
      switch (choice) {
        case 1:
          return { next: ctx.unpaidOrder ? { s: 'unpaidFirst' } : { s: 'categories' } };
        case 2:
          return { next: { s: 'orders' } };
        case 3:
          return { next: { s: 'wallet' } };
        case 4:
          return { next: { s: 'changeLanguage' } };
        case 5:
          return { next: { s: 'end', words: (x) => x.help(ctx.nurseryPhone, x.hours) } };
        default:
          return { invalid: w.invalid };
      }
    case 'unpaidFirst': {
      const order = ctx.unpaidOrder;
      if (choice === 2) return { next: { s: 'categories' } };
      if (choice !== 1 || !order) return { invalid: w.invalid };
      return payable(order) ? payStep(order) : { invalid: w.nothingToPay };
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
      const product = ctx.products.find((p) => p.id === state.productId);
      if (!product) return { invalid: w.soldOut };
      if (!/^\d{1,5}$/.test(answer) || Number(answer) < 1 || Number(answer) > MAX_QUANTITY) return { invalid: w.invalid };
      const quantity = Number(answer);
      if (quantity > product.stock) return { invalid: w.onlyLeft(product.stock) };
      return { next: { s: 'method', productId: product.id, quantity } };
    }
    case 'method':
      if (choice === 1) return { next: { s: 'summary', productId: state.productId, quantity: state.quantity, delivery: { method: 'pickup' } } };
      if (choice === 2 && ctx.counties.length > 0) return { next: { s: 'county', productId: state.productId, quantity: state.quantity } };
      return { invalid: w.invalid };
    case 'county': {
      const matches = matchCounty(
        answer,
        ctx.counties.map((c) => c.county),
      );
      if (matches.length === 1) return { next: { s: 'address', productId: state.productId, quantity: state.quantity, county: matches[0]! } };
      if (matches.length > 1) return { next: { s: 'countyChoice', productId: state.productId, quantity: state.quantity, options: matches.slice(0, 9) } };
      return { invalid: w.countyNotFound };
    }
    case 'countyChoice': {
      const county = state.options[choice - 1];
      return county ? { next: { s: 'address', productId: state.productId, quantity: state.quantity, county } } : { invalid: w.invalid };
    }
    case 'address': {
      const address = answer.trim();
      if (address.replace(/[^\p{L}\p{N}]/gu, '').length < 3 || address.length > 100) return { invalid: w.addressTooShort };
      return { next: { s: 'summary', productId: state.productId, quantity: state.quantity, delivery: { method: 'delivery', county: state.county, address } } };
    }
    case 'summary': {
      const product = ctx.products.find((p) => p.id === state.productId);
      if (!product) return { invalid: w.soldOut };
      const totalCents = totalOf(ctx, product, state.quantity, state.delivery);
      if (choice === 1) {
        const effect: UssdEffect = { kind: 'order', productId: product.id, quantity: state.quantity, delivery: state.delivery, totalCents };
        return { next: { s: 'end', words: (x) => x.promptComing(shortKes(totalCents)), effect }, effect };
      }
      if (choice === 2) return { next: { s: 'end', words: (x) => x.cancelled } };
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
      return { invalid: w.invalid };
    }
    case 'wallet':
    case 'end':
      return { invalid: w.invalid };
  }
}

const payable = (o: UssdOrder) => o.status === 'pending' && o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded';

/** Paying an order already placed: the route sends the prompt and words the END by what happened. */
function payStep(order: UssdOrder): Step {
  const effect: UssdEffect = { kind: 'pay', orderId: order.id, totalCents: order.totalCents };
  return { next: { s: 'end', words: (x) => x.promptComing(shortKes(order.totalCents)), effect }, effect };
}

/** An order's state in a few words: its status, or why its payment failed. */
function orderState(w: UssdWords, o: UssdOrder): string {
  return o.failure ? w.paymentFailed(w.failure[o.failure]) : w.status[o.status];
}

/** A CON screen with its invalid line (if any) on top and back/home at the bottom. */
function con(w: UssdWords, note: string | undefined, header: readonly string[], options: readonly Option[], nav: 'none' | 'back' | 'more' = 'back'): string {
  const footer = nav === 'none' ? [] : nav === 'more' ? [w.more, `${w.back} ${w.home}`] : [`${w.back} ${w.home}`];
  return fitScreen('CON', note ? [note, ...header] : header, options, footer);
}

function render(ctx: UssdContext, state: State, language: Locale, note?: string): string {
  const w = USSD_WORDS[language];
  switch (state.s) {
    case 'language':
      return fitScreen('CON', note ? [note, w.chooseLanguage] : [w.chooseLanguage]);
    case 'main':
      return con(w, note, [w.welcome], numbered(w.main), 'none');
    case 'unpaidFirst': {
      const o = ctx.unpaidOrder;
      if (!o) return con(w, note, [w.noOrders], []);
      return con(w, note, [w.unpaidFirst(o.reference, shortKes(o.totalCents)), orderState(w, o)], numbered([w.payOrder(o.reference), w.buyOther]));
    }
    case 'categories':
      return con(w, note, [w.categories], numbered(ctx.categories.map((c) => (language === 'sw' && c.nameSw ? c.nameSw : c.name))));
    case 'products': {
      // A list names products as they are sold (their English names); a product's own screen adds the Swahili name.
      const list = categoryProducts(ctx, state.category);
      if (list.length === 0) return con(w, note, [w.noProducts], []);
      const items = list.slice(state.page * PRODUCTS_PER_SCREEN, (state.page + 1) * PRODUCTS_PER_SCREEN);
      const hasMore = (state.page + 1) * PRODUCTS_PER_SCREEN < list.length;
      const category = ctx.categories.find((c) => c.slug === state.category);
      const title = category ? categoryName(category, language) : '';
      return con(
        w,
        note,
        [title],
        items.map((p, i) => [`${i + 1} ${p.name}`, ` ${shortKes(p.priceCents)}`] as const),
        hasMore ? 'more' : 'back',
      );
    }
    case 'quantity': {
      const p = ctx.products.find((x) => x.id === state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      return con(w, note, [productName(p, language), w.product(shortKes(p.priceCents), unitPrice(p, w), p.stock), w.enterQuantity], []);
    }
    case 'method':
      return con(w, note, [w.method[0]], numbered([w.method[1], w.method[2]]));
    case 'county':
      return con(w, note, [w.enterCounty], []);
    case 'countyChoice':
      return con(w, note, [w.chooseCounty], numbered(state.options));
    case 'address':
      return con(w, note, [w.enterAddress], []);
    case 'summary': {
      const p = ctx.products.find((x) => x.id === state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      const d = state.delivery;
      const fee = d.method === 'delivery' ? (ctx.counties.find((c) => c.county === d.county)?.feeCents ?? 0) : 0;
      return con(
        w,
        note,
        [
          w.summaryLine(productName(p, language), state.quantity, shortKes(p.priceCents * state.quantity)),
          d.method === 'pickup' ? w.pickupFree : w.deliveryTo(d.county, shortKes(fee)),
          w.total(shortKes(totalOf(ctx, p, state.quantity, d))),
        ],
        numbered(w.payOrCancel),
      );
    }
    case 'orders': {
      const orders = shownOrders(ctx);
      if (orders.length === 0) return con(w, note, [w.noOrders], []);
      return con(
        w,
        note,
        [w.ordersTitle],
        orders.map((o, i) => [`${i + 1} ${o.reference} ${o.failure ? w.statusFailed : w.status[o.status]}`, ` ${shortKes(o.totalCents)}`] as const),
      );
    }
    case 'order': {
      const o = ctx.orders.find((x) => x.id === state.orderId);
      if (!o) return con(w, note, [w.noOrders], []);
      return con(w, note, [w.orderDetail(o.reference, orderState(w, o), shortKes(o.totalCents))], payable(o) ? numbered([w.payNow, w.cancelOrder]) : []);
    }
    case 'wallet':
      return con(w, note, [w.wallet(shortKes(ctx.walletCents), ctx.points)], []);
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
