/**
 * Buy: the unpaid order offered first, the categories, a category's products five to a screen, the
 * quantity, and the summary that places today's order (paid by M-Pesa or from the wallet); "Buy
 * again" goes straight to the summary of the last purchase. The categories, products and quantity
 * also lead to a booking ("later"): more than is ready, or a product sold out that can be grown.
 */
import type { Locale } from '../../i18n/locales';
import { productLabel, productName, unitMark } from '../labels';
import { USSD_WORDS, type UssdWords } from '../words';
import { bookable, categoryName, categoryProducts, MAX_QUANTITY, maxQuantity, orderEffect, plantingChoices, productOf, summaryLines, totalOf } from './facts';
import { dueOf, orderState, payable, payStep, walletPayStep } from './order-facts';
import { con, fitsWhole, navLines, numbered, shortKes, type Option } from './screen';
import type { Delivery, Screen, Screens, State, Step, UssdContext, UssdProduct } from './types';

export const PRODUCTS_PER_SCREEN = 5;

/**
 * The USSD list order (the service sorts the catalogue so): category by category, then by name, the
 * single seedling before its trays (a tray has the seedling's name: its size is the unit).
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

/** The last purchase, when it can be bought again as it was (the product on sale, enough in stock). */
export function againPurchase(ctx: UssdContext): { productId: string; quantity: number; delivery: Delivery } | null {
  const last = ctx.lastPurchase;
  if (!last) return null;
  const p = productOf(ctx, last.productId);
  if (!p) return null;
  const d = last.delivery;
  if (d.method === 'delivery' && !ctx.counties.some((c) => c.county === d.county)) return null;
  if (d.method === 'pickup' && ctx.pickup === null) return null;
  return last;
}

/** Buy again: straight to the summary of the last purchase. */
export function againStep(ctx: UssdContext, again: { productId: string; quantity: number; delivery: Delivery }, w: UssdWords): Step {
  const p = productOf(ctx, again.productId)!;
  if (p.stock <= 0) return { invalid: w.soldOut };
  if (again.quantity > maxQuantity(p)) return { invalid: w.quantityRange(p.unitKind, maxQuantity(p)) };
  return { next: { s: 'summary', ...again, again: true } };
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

export const buyScreens: Screens<'unpaidFirst' | 'categories' | 'products' | 'quantity'> = {
  unpaidFirst: {
    answer(ctx, state, { choice, w }) {
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
    },
    show(ctx, state, { w, note }) {
      const o = ctx.unpaidOrder;
      if (!o) return con(w, note, [w.noOrders], []);
      const options = [w.payOrder(o.reference), state.then === 'again' ? w.buyAgainPlain : state.then === 'book' ? w.bookLater : w.buyOther];
      if (payable(o) && ctx.walletCents >= dueOf(o)) options.push(w.payFromWallet(shortKes(ctx.walletCents)));
      return con(w, note, [w.unpaidFirst(o.reference, shortKes(dueOf(o))), orderState(w, o)], numbered(options));
    },
  },
  categories: {
    answer(ctx, state, { choice, w }) {
      const category = ctx.categories[choice - 1];
      return category ? { next: { s: 'products', category: category.slug, page: 0, ...(state.later ? { later: true } : {}) } } : { invalid: w.invalid };
    },
    show: (ctx, state, { w, language, note }) =>
      con(w, note, [state.later ? w.bookCategories : w.categories], numbered(ctx.categories.map((c) => categoryName(c, language)))),
  },
  products: {
    answer(ctx, state, { choice, w }) {
      const list = categoryProducts(ctx, state.category);
      const pageItems = list.slice(state.page * PRODUCTS_PER_SCREEN, (state.page + 1) * PRODUCTS_PER_SCREEN);
      if (choice === 98 && (state.page + 1) * PRODUCTS_PER_SCREEN < list.length) return { next: { ...state, page: state.page + 1 } };
      const product = pageItems[choice - 1];
      if (!product) return { invalid: w.invalid };
      if (state.later) return bookable(ctx, product) ? { next: { s: 'quantity', productId: product.id, later: true } } : { invalid: w.notBookable };
      if (product.stock > 0) return { next: { s: 'quantity', productId: product.id } };
      // Sold out now: booked for later when it can be grown.
      return bookable(ctx, product) ? { next: { s: 'quantity', productId: product.id, later: true } } : { invalid: w.soldOut };
    },
    show(ctx, state, { w, language, note }) {
      const list = categoryProducts(ctx, state.category);
      if (list.length === 0) return con(w, note, [w.noProducts], []);
      const items = list.slice(state.page * PRODUCTS_PER_SCREEN, (state.page + 1) * PRODUCTS_PER_SCREEN);
      const hasMore = (state.page + 1) * PRODUCTS_PER_SCREEN < list.length;
      const category = ctx.categories.find((c) => c.slug === state.category);
      const title = category ? categoryName(category, language) : '';
      // Booking, a product that can be grown shows its price even when none is ready now.
      const priced = (p: UssdProduct) => p.stock > 0 || (!!state.later && bookable(ctx, p));
      return con(w, note, [title], productOptions(items, list, language, priced), hasMore ? 'more' : 'back');
    },
  },
  quantity: {
    answer(ctx, state, { text, w }) {
      const product = productOf(ctx, state.productId);
      if (!product || (!state.later && product.stock <= 0)) return { invalid: w.soldOut };
      // One rule: a whole number from 1 to what is left, said the same way for every wrong answer;
      // more than is left is booked for later when the product can be grown.
      const later = bookable(ctx, product);
      const max = state.later ? MAX_QUANTITY : maxQuantity(product);
      const typed = text.replace(/[\s,]/g, '');
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
    },
    show(ctx, state, { w, language, note }) {
      const p = productOf(ctx, state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      const among = categoryProducts(ctx, p.categorySlug);
      const label = productLabel(p, language, among);
      if (state.later)
        return con(w, note, [label, w.bookProduct(shortKes(p.priceCents), p.unitKind, Math.max(0, p.stock)), w.askQuantity(p.unitKind, MAX_QUANTITY)], []);
      const header = [label, w.product(shortKes(p.priceCents), p.unitKind, p.stock), w.askQuantity(p.unitKind, maxQuantity(p))];
      // More than is left is booked for later, said when the screen has room for it.
      const more = bookable(ctx, p) && maxQuantity(p) < MAX_QUANTITY ? [...header, w.moreToBook] : header;
      return con(w, note, fitsWhole('CON', note ? [note, ...more] : more, [], navLines(w, 'back')) ? more : header, []);
    },
  },
};

/** The summary of today's purchase (a booking's is book.ts's): what, where, the total, and how to pay. */
export const todaySummary: Screen<Extract<State, { s: 'summary' }>> = {
  answer(ctx, state, { choice, w }) {
    const product = productOf(ctx, state.productId);
    if (!product) return { invalid: w.soldOut };
    const totalCents = totalOf(ctx, product, state.quantity, state.delivery);
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
  },
  show(ctx, state, { w, language, note }) {
    const p = productOf(ctx, state.productId);
    if (!p) return con(w, note, [w.soldOut], []);
    const total = totalOf(ctx, p, state.quantity, state.delivery);
    const { what, where } = summaryLines(ctx, p, state, w, language);
    const options = numbered(w.payOptions);
    if (ctx.walletCents >= total) options.push(`3 ${w.payFromWallet(shortKes(ctx.walletCents))}`);
    return con(w, note, [what, where, w.total(shortKes(total))], options);
  },
};
