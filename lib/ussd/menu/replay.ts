/**
 * The replay of a session's answers. Africa's Talking sends every answer of the session joined by `*`
 * on each step, so the menu is replayed from the first screen each time; only the last answer may ask
 * for something to be done (an order, a payment, a top-up, a language, a call back), which the route
 * carries out. `0` goes back a screen and `00` home, on every screen but the first call's language.
 */
import type { Locale } from '../../i18n/locales';
import { USSD_WORDS } from '../words';
import { offerOf } from './facts';
import type { Answer, BookingCheck, State, Step, UssdContext, UssdEffect, UssdResult, View } from './types';

/** Every screen's answer and drawing, whichever area owns it (lib/ussd/menu.ts puts them together). */
export interface AnyScreen {
  answer(ctx: UssdContext, state: State, a: Answer): Step;
  show(ctx: UssdContext, state: State, v: View): string;
}

/**
 * The screen after `text` (the session's answers joined by `*`, empty on the first step), and what
 * its last answer asks to be done. Never throws for any text.
 */
export function replay(ctx: UssdContext, text: string, screens: AnyScreen): UssdResult {
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
    const choice = /^\d{1,2}$/.test(answer) ? Number(answer) : NaN;
    const step = screens.answer(ctx, top, { text: answer, choice, w: USSD_WORDS[language] });
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
    reply: screens.show(ctx, top, { w: USSD_WORDS[language], language, note }),
    locale: language,
    ...(effect ? { effect } : {}),
    ...(bookingChecks.length > 0 ? { bookingChecks } : {}),
  };
}
