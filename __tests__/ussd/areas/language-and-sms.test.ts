/** Language and SMS: the first call's language, and option 4: the language, the order SMS and the care tips. */
import { ussdMenu } from '@/lib/ussd/menu';
import { languageScreens } from '@/lib/ussd/menu/language';
import { answer, ussdContext, view } from '../../support/ussd-context';

const MAIN_EN = 'Miche seedlings\n1 Buy seedlings\n2 My orders\n3 My wallet\n4 Language and SMS\n5 Help';
const MAIN_SW = 'Miche\n1 Nunua miche\n2 Oda zangu\n3 Pochi yangu\n4 Lugha na SMS\n5 Msaada';

describe('a first call', () => {
  const first = ussdContext({ language: null });

  it('asks for a language in both, and refuses anything but 1 or 2 in both', () => {
    expect(ussdMenu(first, '')).toEqual({ reply: 'CON Karibu Miche / Welcome\n1 English\n2 Kiswahili', locale: 'en' });
    expect(languageScreens.language.answer(first, { s: 'language' }, answer('3'))).toEqual({ invalid: 'Chagua 1 au 2 / Choose 1 or 2' });
    expect(ussdMenu(first, 'sw').reply).toBe('CON Chagua 1 au 2 / Choose 1 or 2\nKaribu Miche / Welcome\n1 English\n2 Kiswahili');
  });

  it('remembers the choice and shows the main menu in it, without saying it was saved', () => {
    expect(ussdMenu(first, '2')).toEqual({ reply: `CON ${MAIN_SW}`, locale: 'sw', effect: { kind: 'language', locale: 'sw' } });
    expect(ussdMenu(first, '1')).toEqual({ reply: `CON ${MAIN_EN}`, locale: 'en', effect: { kind: 'language', locale: 'en' } });
    // The language screen is gone: back from the main menu stays there.
    expect(ussdMenu(first, '2*0').reply).toBe(`CON Chaguo si sahihi.\n${MAIN_SW}`);
  });
});

describe('option 4', () => {
  const en = ussdContext();
  const sw = ussdContext({ language: 'sw' });

  it('offers both languages and the SMS and care tips as they are now', () => {
    expect(languageScreens.changeLanguage.show(en, { s: 'changeLanguage' }, view('en'))).toBe(
      'CON Language and SMS\n1 English\n2 Kiswahili\n3 Turn order SMS off\n4 Care tips by SMS after pickup\n0 Back 00 Home',
    );
    expect(languageScreens.changeLanguage.show(ussdContext({ smsUpdates: false, careTips: true }), { s: 'changeLanguage' }, view('sw'))).toBe(
      'CON Lugha na SMS\n1 English\n2 Kiswahili\n3 Washa SMS za oda\n4 Acha ushauri baada ya kuchukua\n0 Rudi 00 Mwanzo',
    );
  });

  it('changes the language and says so in the new one', () => {
    expect(ussdMenu(en, '4*2')).toEqual({ reply: `CON Lugha imehifadhiwa.\n${MAIN_SW}`, locale: 'sw', effect: { kind: 'language', locale: 'sw' } });
    expect(ussdMenu(sw, '4*1')).toEqual({ reply: `CON Language saved.\n${MAIN_EN}`, locale: 'en', effect: { kind: 'language', locale: 'en' } });
    // The rest of the session is in it.
    expect(ussdMenu(en, '4*2*3').reply).toBe('CON Pochi: KES 250.50\nPointi za rufaa: 300\n1 Ongeza pesa kwa M-Pesa\n0 Rudi 00 Mwanzo');
  });

  it('turns the order SMS off when on, and on when off', () => {
    expect(ussdMenu(en, '4*3')).toEqual({ reply: `CON Order SMS are off.\n${MAIN_EN}`, locale: 'en', effect: { kind: 'sms', on: false } });
    expect(ussdMenu(ussdContext({ language: 'sw', smsUpdates: false }), '4*3')).toEqual({
      reply: `CON SMS za oda zimewashwa.\n${MAIN_SW}`,
      locale: 'sw',
      effect: { kind: 'sms', on: true },
    });
  });

  it('turns the care tips on when off (the default), and off when on', () => {
    expect(ussdMenu(ussdContext({ careTips: undefined }), '4*4')).toEqual({
      reply: `CON Your next orders get 3 care tips by SMS after pickup.\n${MAIN_EN}`,
      locale: 'en',
      effect: { kind: 'careTips', on: true },
    });
    expect(ussdMenu(ussdContext({ language: 'sw', careTips: true }), '4*4')).toEqual({
      reply: `CON Hakuna ushauri tena kwa SMS.\n${MAIN_SW}`,
      locale: 'sw',
      effect: { kind: 'careTips', on: false },
    });
  });

  it('refuses an unknown option, asking for nothing', () => {
    expect(languageScreens.changeLanguage.answer(en, { s: 'changeLanguage' }, answer('5'))).toEqual({ invalid: 'Invalid choice.' });
    const refused = ussdMenu(sw, '4*9');
    expect(refused.reply).toBe(
      'CON Chaguo si sahihi.\nLugha na SMS\n1 English\n2 Kiswahili\n3 Zima SMS za oda\n4 Ushauri kwa SMS baada ya kuchukua\n0 Rudi 00 Mwanzo',
    );
    expect(refused.effect).toBeUndefined();
  });
});
