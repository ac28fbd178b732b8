/** My wallet: the balance and points, and a top-up by M-Pesa within the wallet's rules. */
import { ussdMenu } from '@/lib/ussd/menu';
import { walletScreens } from '@/lib/ussd/menu/wallet';
import { answer, ussdContext, view } from '../../support/ussd-context';

const en = ussdContext();
const sw = ussdContext({ language: 'sw' });

describe('the wallet', () => {
  it('shows the balance and referral points, with a top-up as 1', () => {
    expect(walletScreens.wallet.show(en, { s: 'wallet' }, view('en'))).toBe(
      'CON Wallet: KES 250.50\nReferral points: 300\n1 Top up with M-Pesa\n0 Back 00 Home',
    );
    expect(walletScreens.wallet.show(sw, { s: 'wallet' }, view('sw'))).toBe(
      'CON Pochi: KES 250.50\nPointi za rufaa: 300\n1 Ongeza pesa kwa M-Pesa\n0 Rudi 00 Mwanzo',
    );
    expect(walletScreens.wallet.answer(en, { s: 'wallet' }, answer('1'))).toEqual({ next: { s: 'topup' } });
    expect(walletScreens.wallet.answer(en, { s: 'wallet' }, answer('2'))).toEqual({ invalid: 'Invalid choice.' });
  });

  it('refuses a top-up when the wallet has no room for the smallest one', () => {
    const full = ussdContext({ walletCents: 9_999_500 });
    expect(walletScreens.wallet.answer(full, { s: 'wallet' }, answer('1'))).toEqual({ invalid: 'Your wallet is full: it holds at most KES 100,000.' });
    expect(ussdMenu({ ...full, language: 'sw' }, '3*1').reply).toMatch(/^CON Pochi yako imejaa: inaweka KES 100,000 tu\.\nPochi: KES 99,995\n/);
  });
});

describe('a top-up', () => {
  it('asks for an amount from the smallest top-up to the room the wallet has', () => {
    expect(ussdMenu(en, '3*1').reply).toBe('CON How much to add? Type KES 10 to KES 99,749:\n0 Back 00 Home');
    expect(ussdMenu(sw, '3*1').reply).toBe('CON Unaongeza kiasi gani? Andika KES 10 hadi KES 99,749:\n0 Rudi 00 Mwanzo');
  });

  it('asks M-Pesa for a whole amount in range, written with or without KES and commas', () => {
    expect(ussdMenu(en, '3*1*500')).toEqual({
      reply: 'END An M-Pesa prompt to add KES 500 to your wallet is coming. Enter your PIN. We will send an SMS.',
      locale: 'en',
      effect: { kind: 'topup', amountKes: 500 },
    });
    expect(ussdMenu(sw, '3*1*500').reply).toBe('END Ombi la M-Pesa la kuongeza KES 500 kwenye pochi linakuja. Weka PIN yako. Tutakutumia SMS.');
    expect(walletScreens.topup.answer(en, { s: 'topup' }, answer('KES 1,500'))).toMatchObject({ effect: { kind: 'topup', amountKes: 1_500 } });
    expect(walletScreens.topup.answer(en, { s: 'topup' }, answer('10'))).toMatchObject({ effect: { kind: 'topup', amountKes: 10 } });
    expect(walletScreens.topup.answer(en, { s: 'topup' }, answer('99749'))).toMatchObject({ effect: { kind: 'topup', amountKes: 99_749 } });
  });

  it('refuses an amount out of range, or not whole shillings', () => {
    const topup = { s: 'topup' } as const;
    expect(walletScreens.topup.answer(en, topup, answer('5'))).toEqual({ invalid: 'Type KES 10 to KES 99,749.' });
    expect(walletScreens.topup.answer(en, topup, answer('99750'))).toEqual({ invalid: 'Type KES 10 to KES 99,749.' });
    expect(walletScreens.topup.answer(sw, topup, answer('5', 'sw'))).toEqual({ invalid: 'Andika KES 10 hadi KES 99,749.' });
    expect(walletScreens.topup.answer(en, topup, answer('10.50'))).toEqual({ invalid: 'Type whole shillings, KES 10 to KES 99,749.' });
    expect(walletScreens.topup.answer(en, topup, answer('ten'))).toEqual({ invalid: 'Type whole shillings, KES 10 to KES 99,749.' });
    expect(ussdMenu(sw, '3*1*x').reply).toBe(
      'CON Andika shilingi kamili, KES 10 hadi KES 99,749.\nUnaongeza kiasi gani? Andika KES 10 hadi KES 99,749:\n0 Rudi 00 Mwanzo',
    );
    expect(ussdMenu(en, '3*1*5').effect).toBeUndefined();
  });
});
