/**
 * The menu's core: a screen laid out within a phone's 182 characters (names shortened before the
 * header is cut, never a number or a price), and the replay of a session's answers (`0` back a
 * screen, `00` home, only the last answer asking for anything).
 */
import { fitScreen, fitsWhole, shortDate, shortKes, USSD_SCREEN_LIMIT, ussdMenu } from '@/lib/ussd/menu';
import { replay, type AnyScreen } from '@/lib/ussd/menu/replay';
import { con } from '@/lib/ussd/menu/screen';
import { USSD_WORDS } from '@/lib/ussd/words';
import { fits, ussdContext } from '../../support/ussd-context';

const MAIN_EN = 'Miche seedlings\n1 Buy seedlings\n2 My orders\n3 My wallet\n4 Language and SMS\n5 Help';

describe('a screen within the limit', () => {
  it('lays out a screen that fits unchanged, header, options and footer one to a line', () => {
    expect(fitsWhole('CON', ['Choose a crop'], ['1 Tomato'], ['0 Back 00 Home'])).toBe(true);
    expect(fitScreen('CON', ['Choose a crop'], ['1 Tomato'], ['0 Back 00 Home'])).toBe('CON Choose a crop\n1 Tomato\n0 Back 00 Home');
    expect(fitScreen('END', ['Thank you.'])).toBe('END Thank you.');
  });

  it('shortens long names to fit, keeping every number, unit and price', () => {
    const options = [1, 2, 3, 4, 5].map((n) => ({ head: `${n} `, name: `Tomato hybrid variety number ${n} of the long rains`, tail: ` tray 50 KES 6${n}0` }));
    expect(fitsWhole('CON', ['Fruiting Vegetables'], options, ['98 More 0 Back 00 Home'])).toBe(false);
    const reply = fits(fitScreen('CON', ['Fruiting Vegetables'], options, ['98 More 0 Back 00 Home']));
    const lines = reply.split('\n');
    expect(lines[0]).toBe('CON Fruiting Vegetables');
    for (const n of [1, 2, 3, 4, 5]) expect(lines[n]).toMatch(new RegExp(`^${n} Tomato.* tray 50 KES 6${n}0$`));
    expect(lines[6]).toBe('98 More 0 Back 00 Home');
  });

  it('cuts a header too long for the screen with a full stop, never the options', () => {
    const header = 'Your wallet has KES 250.50, not enough for KES 1,200. Pay with M-Pesa, or top up first. '.repeat(3);
    const reply = fits(fitScreen('CON', [header], ['1 Pay with M-Pesa', '2 Cancel'], ['0 Back 00 Home']));
    expect(reply).toMatch(/^CON Your wallet has KES 250\.50.*\.\n1 Pay with M-Pesa\n2 Cancel\n0 Back 00 Home$/s);
    expect(reply.length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
  });

  it('puts the refusal above the screen and back and home at its foot, in the caller’s language', () => {
    expect(con(USSD_WORDS.en, 'Invalid choice.', ['Choose a crop'], ['1 Tomato'])).toBe('CON Invalid choice.\nChoose a crop\n1 Tomato\n0 Back 00 Home');
    expect(con(USSD_WORDS.sw, undefined, ['Chagua zao'], ['1 Nyanya'], 'more')).toBe('CON Chagua zao\n1 Nyanya\n98 Zaidi 0 Rudi 00 Mwanzo');
    expect(con(USSD_WORDS.en, undefined, ['Miche seedlings'], ['1 Buy seedlings'], 'none')).toBe('CON Miche seedlings\n1 Buy seedlings');
  });

  it('says shillings and dates shortly', () => {
    expect(shortKes(125_000)).toBe('KES 1,250');
    expect(shortKes(25_050)).toBe('KES 250.50');
    expect(shortDate('2027-01-07')).toBe('07/01');
  });
});

describe('the replay of a session', () => {
  const ctx = ussdContext();

  it('goes back one screen on 0 and home on 00, from any depth', () => {
    expect(ussdMenu(ctx, '1*1*0').reply).toBe('CON Choose a crop\n1 Fruiting Vegetables\n2 Leafy Greens\n0 Back 00 Home');
    expect(ussdMenu(ctx, '1*1*1*0*0').reply).toBe('CON Choose a crop\n1 Fruiting Vegetables\n2 Leafy Greens\n0 Back 00 Home');
    expect(ussdMenu(ctx, '1*1*1*2*00').reply).toBe(`CON ${MAIN_EN}`);
    expect(ussdMenu(ussdContext({ language: 'sw' }), '3*1*00').reply).toBe('CON Miche\n1 Nunua miche\n2 Oda zangu\n3 Pochi yangu\n4 Lugha na SMS\n5 Msaada');
  });

  it('refuses 0 on the main menu (there is nothing to go back to) and 0 or 00 on a first caller’s language screen', () => {
    expect(ussdMenu(ctx, '0').reply).toBe(`CON Invalid choice.\n${MAIN_EN}`);
    const first = ussdContext({ language: null });
    expect(ussdMenu(first, '0').reply).toBe('CON Chagua 1 au 2 / Choose 1 or 2\nKaribu Miche / Welcome\n1 English\n2 Kiswahili');
    expect(ussdMenu(first, '00').reply).toBe('CON Chagua 1 au 2 / Choose 1 or 2\nKaribu Miche / Welcome\n1 English\n2 Kiswahili');
  });

  it('stays on the screen after a refused answer, and the refusal is gone once the next answer is taken', () => {
    expect(ussdMenu(ctx, '1*9').reply).toBe('CON Invalid choice.\nChoose a crop\n1 Fruiting Vegetables\n2 Leafy Greens\n0 Back 00 Home');
    expect(ussdMenu(ctx, '1*9*2').reply).toBe('CON Leafy Greens\n1 Kale KES 10\n0 Back 00 Home');
  });

  it('asks for what only the last answer wants done, and nothing once the session has ended', () => {
    expect(ussdMenu(ctx, '5*1').effect).toEqual({ kind: 'callback' });
    const after = ussdMenu(ctx, '5*1*1');
    expect(after.effect).toBeUndefined();
    expect(after.reply).toBe('END Thank you. Miche will call you on +254711000111 in working hours, in English.');
    // A top-up asked for by an earlier answer is not asked again when the farmer goes back from its end.
    expect(ussdMenu(ctx, '3*1*500').effect).toEqual({ kind: 'topup', amountKes: 500 });
    expect(ussdMenu(ctx, '3*1*500*0').effect).toBeUndefined();
  });

  it('runs any screens it is given: a language chosen mid-session draws the rest in it', () => {
    const screens: AnyScreen = {
      answer: (_ctx, state, a) =>
        a.text === 'sw' ? { next: { s: 'help' }, language: 'sw' } : a.choice === 1 ? { next: { s: 'wallet' } } : { invalid: a.w.invalid },
      show: (_ctx, state, v) => `CON ${state.s} ${v.language}${v.note ? ` (${v.note})` : ''}`,
    };
    expect(replay(ctx, '', screens)).toEqual({ reply: 'CON main en', locale: 'en' });
    expect(replay(ctx, '1', screens).reply).toBe('CON wallet en');
    expect(replay(ctx, 'x', screens).reply).toBe('CON main en (Invalid choice.)');
    expect(replay(ctx, 'sw*x', screens)).toEqual({ reply: 'CON help sw (Chaguo si sahihi.)', locale: 'sw' });
    expect(replay(ctx, 'sw*1*0', screens).reply).toBe('CON help sw');
  });
});
