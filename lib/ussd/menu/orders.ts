/**
 * My orders: the caller's three latest orders, and one of them with what it holds, where it goes and
 * what it waits for; an unpaid one is paid (by M-Pesa or from the wallet) or cancelled here.
 */
import { con, fitsWhole, navLines, shortDate, shortKes } from './screen';
import { dueOf, orderState, orderWhat, orderWhere, payable, payStep, walletPayStep } from './order-facts';
import type { Screens, UssdContext, UssdEffect, UssdOrder } from './types';

function shownOrders(ctx: UssdContext): UssdOrder[] {
  return ctx.orders.slice(0, 3);
}

export const orderScreens: Screens<'orders' | 'order'> = {
  orders: {
    answer(ctx, _state, { choice, w }) {
      const order = shownOrders(ctx)[choice - 1];
      return order ? { next: { s: 'order', orderId: order.id } } : { invalid: w.invalid };
    },
    show(ctx, _state, { w, language, note }) {
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
    },
  },
  order: {
    answer(ctx, state, { choice, w }) {
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
    },
    show(ctx, state, { w, language, note }) {
      const o = ctx.orders.find((x) => x.id === state.orderId);
      if (!o) return con(w, note, [w.noOrders], []);
      const options: string[] = [];
      if (payable(o)) {
        // A booking with its deposit paid owes its balance; it is not cancelled here.
        options.push(`1 ${o.status === 'booked' ? w.payBalance : w.payNow}`);
        if (o.status === 'pending') options.push(`2 ${w.cancelOrder}`);
        if (ctx.walletCents >= dueOf(o)) options.push(`3 ${w.payFromWallet(shortKes(ctx.walletCents))}`);
      }
      const title = [w.orderTitle(o.reference, orderState(w, o)), orderWhat(o, language)];
      const where = orderWhere(o.place, w, language);
      const b = o.booking;
      const date = b ? shortDate(b.plantingDate) : '';
      // A booking: its planting date, and the deposit or balance it waits for.
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
    },
  },
};
