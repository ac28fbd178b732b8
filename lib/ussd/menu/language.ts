/**
 * Language and SMS: the first call's choice of language (both languages on one screen), and the
 * main menu's option 4, which changes it or turns the order SMS and the care tips on or off.
 */
import type { Locale } from '../../i18n/locales';
import { FIRST_SCREEN, FIRST_SCREEN_INVALID, USSD_WORDS } from '../words';
import { con, fitScreen, numbered } from './screen';
import type { Screens, Step } from './types';

/** Back to the main menu in the chosen language; the change of language is said only when it was asked for from the menu. */
function chosen(choice: number, saidSaved: boolean): Step {
  const locale: Locale = choice === 1 ? 'en' : 'sw';
  const notice = saidSaved ? USSD_WORDS[locale].languageSaved : undefined;
  return { next: { s: 'main' }, replace: true, effect: { kind: 'language', locale }, language: locale, notice };
}

export const languageScreens: Screens<'language' | 'changeLanguage'> = {
  language: {
    answer: (_ctx, _state, { choice }) => (choice !== 1 && choice !== 2 ? { invalid: FIRST_SCREEN_INVALID } : chosen(choice, false)),
    show: (_ctx, _state, { note }) => fitScreen('CON', note ? [note, FIRST_SCREEN] : [FIRST_SCREEN]),
  },
  changeLanguage: {
    answer(ctx, _state, { choice, w }) {
      if (choice === 3) {
        const on = !ctx.smsUpdates;
        return { next: { s: 'main' }, replace: true, effect: { kind: 'sms', on }, notice: w.smsSaved(on) };
      }
      if (choice === 4) {
        const on = !ctx.careTips;
        return { next: { s: 'main' }, replace: true, effect: { kind: 'careTips', on }, notice: w.careTipsSaved(on) };
      }
      if (choice !== 1 && choice !== 2) return { invalid: w.invalid };
      return chosen(choice, true);
    },
    show: (ctx, _state, { w, note }) =>
      con(w, note, [w.languageMenu], numbered(['English', 'Kiswahili', w.smsToggle(ctx.smsUpdates), w.careTipsToggle(!!ctx.careTips)])),
  },
};
