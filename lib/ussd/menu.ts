/**
 * The USSD shop as a pure function: what a caller sees after the answers of a session so far, and
 * what the last answer asks the route to do. The screens live by area in lib/ussd/menu/ (buy, where
 * it goes, book for later, my orders, wallet, language and SMS, help) on a small core (types, the
 * screen's layout, what they read from the context, the replay of the answers); this file holds the
 * main menu, puts the areas' screens together and is what the rest of the shop imports.
 *
 * Option numbers are fixed: main menu 1 Buy, 2 My orders, 3 My wallet, 4 Language and SMS, 5 Help,
 * 6 Buy again (once the caller has bought), 7 Book for later (seedlings grown for a planting date);
 * `0` back, `00` home, `98` more.
 */
import { productLabel } from './labels';
import { bookedSummary, bookScreens } from './menu/book';
import { againPurchase, againStep, buyScreens, todaySummary } from './menu/buy';
import { productOf } from './menu/facts';
import { helpScreens } from './menu/help';
import { languageScreens } from './menu/language';
import { orderScreens } from './menu/orders';
import { replay } from './menu/replay';
import { con, fitScreen, numbered, type Option } from './menu/screen';
import type { Screen, Screens, State, UssdContext, UssdResult } from './menu/types';
import { walletScreens } from './menu/wallet';
import { whereScreens } from './menu/where';

export {
  bookingKey,
  type BookingCheck,
  type BookingOffer,
  type Delivery,
  type OrderEffect,
  type OrderPlace,
  type PayPart,
  type PickupPlace,
  type UssdBooking,
  type UssdContext,
  type UssdEffect,
  type UssdOrder,
  type UssdProduct,
  type UssdResult,
} from './menu/types';
export { fitScreen, fitsWhole, plain, shortDate, shortKes, USSD_SCREEN_LIMIT, type Option } from './menu/screen';
export { placeIn, plantingChoices } from './menu/facts';
export { orderWhat, orderWhere } from './menu/order-facts';
export { PRODUCTS_PER_SCREEN, ussdProductOrder } from './menu/buy';
export { matchCounty } from './menu/where';

/** The main menu, and the final screen every area ends on. */
const homeScreens: Screens<'main' | 'end'> = {
  main: {
    answer(ctx, _state, { choice, w }) {
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
    },
    show(ctx, _state, { w, language, note }) {
      const again = againPurchase(ctx);
      const p = again ? productOf(ctx, again.productId) : undefined;
      const options: Option[] = numbered(w.main);
      if (again && p) options.push({ head: '6 ', name: w.buyAgain(productLabel(p, language, ctx.products)), tail: ` x${again.quantity}` });
      if (ctx.booking) options.push(`7 ${w.bookLater}`);
      return con(w, note, [w.welcome], options, 'none');
    },
  },
  end: {
    answer: (_ctx, _state, { w }) => ({ invalid: w.invalid }),
    show: (_ctx, state, { w }) => fitScreen('END', [state.words(w)]),
  },
};

type Summary = Extract<State, { s: 'summary' }>;
const isBooking = (s: Summary): s is Summary & { booking: { date: string } } => !!s.booking;

/** The summary is today's purchase's (buy.ts) or a booking's (book.ts). */
const summary: Screen<Summary> = {
  answer: (ctx, state, a) => (isBooking(state) ? bookedSummary.answer(ctx, state, a) : todaySummary.answer(ctx, state, a)),
  show: (ctx, state, v) => (isBooking(state) ? bookedSummary.show(ctx, state, v) : todaySummary.show(ctx, state, v)),
};

/** Every state's screen, each typed by its own state: a state without one does not compile. */
const SCREENS: Screens<State['s']> = {
  ...homeScreens,
  ...languageScreens,
  ...buyScreens,
  ...whereScreens,
  summary,
  ...bookScreens,
  ...orderScreens,
  ...walletScreens,
  ...helpScreens,
};

/** The screen a state is on. SCREENS holds each state's own; TypeScript cannot follow that through the lookup. */
const screenOf = <T extends State>(state: T) => SCREENS[state.s] as unknown as Screen<T>;

/**
 * The screen after `text` (the session's answers joined by `*`, empty on the first step), and what
 * its last answer asks to be done. Never throws for any text.
 */
export function ussdMenu(ctx: UssdContext, text: string): UssdResult {
  return replay(ctx, text, {
    answer: (c, state, a) => screenOf(state).answer(c, state, a),
    show: (c, state, v) => screenOf(state).show(c, state, v),
  });
}
