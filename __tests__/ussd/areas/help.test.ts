/** Help: the nursery's number and hours, and "Please call me back". */
import { ussdMenu } from '@/lib/ussd/menu';
import { helpScreens } from '@/lib/ussd/menu/help';
import { answer, fits, ussdContext, view } from '../../support/ussd-context';

const en = ussdContext();
const sw = ussdContext({ language: 'sw' });

it('shows the nursery, its number and hours, with a call back as 1', () => {
  expect(helpScreens.help.show(en, { s: 'help' }, view('en'))).toBe(
    'CON Miche Nursery, Ruaka\nCall or WhatsApp +254 712 345 678\nMon-Fri 7am-6pm, Sat 7am-4pm\n1 Please call me back\n0 Back 00 Home',
  );
  expect(fits(helpScreens.help.show(sw, { s: 'help' }, view('sw')))).toBe(
    'CON Kitalu cha Miche, Ruaka\nPiga simu au WhatsApp +254 712 345 678\nJumatatu-Ijumaa saa 1 asubuhi-12 jioni, Jumamosi saa 1 asubuhi-10 jioni\n1 Nipigieni simu\n0 Rudi 00 Mwanzo',
  );
});

it('asks for a call back to the number calling, in the caller’s language', () => {
  expect(ussdMenu(en, '5*1')).toEqual({
    reply: 'END Thank you. Miche will call you on +254711000111 in working hours, in English.',
    locale: 'en',
    effect: { kind: 'callback' },
  });
  expect(ussdMenu(sw, '5*1')).toEqual({
    reply: 'END Asante. Miche itakupigia kwa +254711000111 saa za kazi, kwa Kiswahili.',
    locale: 'sw',
    effect: { kind: 'callback' },
  });
});

it('refuses an unknown option, keeping the screen within the limit with the refusal on top', () => {
  expect(helpScreens.help.answer(en, { s: 'help' }, answer('2'))).toEqual({ invalid: 'Invalid choice.' });
  const refused = ussdMenu(sw, '5*2');
  expect(refused.effect).toBeUndefined();
  // The long Kiswahili hours are cut with a full stop; the number and the option never are.
  expect(fits(refused.reply)).toBe(
    'CON Chaguo si sahihi.\nKitalu cha Miche, Ruaka\nPiga simu au WhatsApp +254 712 345 678\nJumatatu-Ijumaa saa 1 asubuhi-12 jioni, Jumamosi saa 1 asubuhi.\n1 Nipigieni simu\n0 Rudi 00 Mwanzo',
  );
});
