/** Help: the nursery's number and hours, and "Please call me back", which staff see in the back office. */
import { con, numbered } from './screen';
import type { Screens, UssdEffect } from './types';

export const helpScreens: Screens<'help'> = {
  help: {
    answer(ctx, _state, { choice, w }) {
      if (choice !== 1) return { invalid: w.invalid };
      const effect: UssdEffect = { kind: 'callback' };
      return { next: { s: 'end', words: (x) => x.callbackSaved(ctx.phone ?? ''), effect }, effect };
    },
    show: (ctx, _state, { w, note }) => con(w, note, [w.help(ctx.nurseryPhone, w.hours)], numbered([w.callMeBack])),
  },
};
