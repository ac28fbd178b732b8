/**
 * Book for later: seedlings grown for a planting date. The date (the quick choices the nursery can
 * meet, or the earliest it can grow them), then after where it goes, how to pay (a deposit now or the
 * whole), and the payment. A date the server refuses is answered on the same screen with the date it
 * can meet instead, which the next answer books.
 */
import { QUICK_PLANTING_WEEKS } from '../../booking';
import type { UssdWords } from '../words';
import { depositOffered, dueNow, grownEarliest, offerOf, orderEffect, plantingChoices, productOf, purchaseOf, summaryLines, totalOf } from './facts';
import { con, fitScreen, numbered, shortDate, shortKes, type Option } from './screen';
import type { Screen, Screens, State } from './types';

export const bookScreens: Screens<'when' | 'bookPay' | 'placed'> = {
  when: {
    answer(ctx, state, { choice, w }) {
      const product = productOf(ctx, state.productId);
      if (!product) return { invalid: w.soldOut };
      const chosen = plantingChoices(ctx, product, state.quantity).find((c) => c.n === choice);
      // A quick choice the nursery can no longer meet (the ready stock went meanwhile) says from when it can.
      if (!chosen && choice >= 1 && choice <= QUICK_PLANTING_WEEKS.length)
        return { invalid: w.dateTooSoon(shortDate(grownEarliest(ctx.booking?.today ?? '', product, state.quantity))) };
      if (!chosen) return { invalid: w.invalid };
      return { next: { s: 'method', productId: state.productId, quantity: state.quantity, booking: { date: chosen.date } } };
    },
    show(ctx, state, { w, note }) {
      const p = productOf(ctx, state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      const choices = plantingChoices(ctx, p, state.quantity).map(
        (c) => `${c.n} ${c.weeks ? w.inWeeks(c.weeks, shortDate(c.date)) : w.earliest(shortDate(c.date))}`,
      );
      const header = state.short ? [w.onlyReady(p.unitKind, Math.max(0, p.stock), state.quantity), w.whenPlant] : [w.whenPlant];
      return con(w, note, header, choices);
    },
  },
  bookPay: {
    answer(ctx, state, { choice, w }) {
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
    },
    show(ctx, state, { w, note }) {
      const p = productOf(ctx, state.productId);
      if (!p) return con(w, note, [w.soldOut], []);
      const total = totalOf(ctx, p, state.quantity, state.delivery);
      const due = dueNow(ctx, total, state.plan);
      const options = numbered(w.payOptions);
      if (ctx.walletCents >= due) options.push(`3 ${w.payFromWallet(shortKes(ctx.walletCents))}`);
      return con(w, note, [w.bookingTerms(shortDate(state.booking.date), shortKes(due), due < total ? shortKes(total - due) : null)], options);
    },
  },
  placed: {
    answer(ctx, state, { choice, w }) {
      // Only a refused booking is answered again: the route offered the server's date.
      const offer = offerOf(ctx, state);
      if (!offer?.date || choice !== 1) return { invalid: w.invalid };
      return { next: { s: 'summary', ...purchaseOf(state), booking: { date: offer.date }, delivery: state.delivery } };
    },
    show(ctx, state, { w, note }) {
      const offer = offerOf(ctx, state);
      if (!offer) return fitScreen('END', [state.words(w)]);
      if (!offer.date) return fitScreen('END', [w.noDateFits]);
      const why = offer.reason === 'full' ? w.dateFull(shortDate(state.booking.date), shortDate(offer.date)) : w.dateTooSoon(shortDate(offer.date));
      return con(w, note, [why], [`1 ${w.bookFor(shortDate(offer.date))}`]);
    },
  },
};

/** A booking's summary: when, what and where, then how to pay it (a deposit now, or the whole). */
export const bookedSummary: Screen<Extract<State, { s: 'summary' }> & { booking: { date: string } }> = {
  answer(ctx, state, { choice, w }) {
    const product = productOf(ctx, state.productId);
    if (!product) return { invalid: w.soldOut };
    const totalCents = totalOf(ctx, product, state.quantity, state.delivery);
    const booked = { ...purchaseOf(state), booking: state.booking, delivery: state.delivery };
    if (choice === 1 && depositOffered(ctx, totalCents)) return { next: { s: 'bookPay', ...booked, plan: 'deposit' } };
    if (choice === 2) return { next: { s: 'bookPay', ...booked, plan: 'full' } };
    return { invalid: w.invalid };
  },
  show(ctx, state, { w, language, note }) {
    const p = productOf(ctx, state.productId);
    if (!p) return con(w, note, [w.soldOut], []);
    const total = totalOf(ctx, p, state.quantity, state.delivery);
    const { what, where } = summaryLines(ctx, p, state, w, language);
    const plans: Option[] = [];
    if (depositOffered(ctx, total)) plans.push(`1 ${w.payDeposit(shortKes(dueNow(ctx, total, 'deposit')))}`);
    plans.push(`2 ${w.payFull(shortKes(total))}`);
    // The date first: a long address is what a full screen cuts. The total is said by "Pay in full".
    return con(w, note, [w.plantOn(shortDate(state.booking.date)), what, where], plans);
  },
};
