/**
 * An M-Pesa prompt paid for a part no longer owed (a booking's deposit paid from the wallet
 * while its prompt was open, or the order cancelled) keeps the money in the wallet, and the farmer is
 * told so in one GSM-7 SMS, in English and in Kiswahili, with the longest values the shop writes.
 */
import { orderSms, type OrderSmsFacts } from '@/lib/sms/words';
import { longestBooking as booking, longestFacts, smsFit } from '../support/sms-facts';

// References are at most 12 characters (Daraja's AccountReference); no payment failed.
const longest: OrderSmsFacts = { ...longestFacts, reference: 'MC7K2P9QXA12', failure: null };
const events = ['mpesaToWallet', 'mpesaToWalletCancelled'] as const;

describe('the SMS for M-Pesa money kept in the wallet', () => {
  it.each(['en', 'sw'] as const)('fits one GSM-7 SMS in %s, for a booking and an order, and names the amount and the reference', (locale) => {
    for (const event of events) {
      for (const facts of [
        { ...longest, booking },
        { ...longest, booking: null },
        { ...longest, booking, refunded: 'KES 700' },
      ]) {
        const text = orderSms(locale, event, facts);
        expect({ event, ...smsFit(text) }).toEqual({ event, gsm7: true, fits: true });
        expect(text).toContain(facts.refunded);
        expect(text).toContain('MC7K2P9QXA12');
        // Never cut short: the whole reason is said.
        expect(text.endsWith('...')).toBe(false);
      }
    }
  });

  it('says where the money went and why, in each language', () => {
    const facts = { ...longest, reference: 'MC7K2P9QXA', booking, refunded: 'KES 700' };
    expect(orderSms('en', 'mpesaToWallet', facts)).toBe(
      'Miche: your M-Pesa payment of KES 700 for booking MC7K2P9QXA was added to your Miche wallet, because that part was already paid. Use it on any order.',
    );
    expect(orderSms('sw', 'mpesaToWallet', facts)).toBe(
      'Miche: malipo yako ya M-Pesa ya KES 700 kwa oda MC7K2P9QXA yamewekwa kwenye pochi yako ya Miche, kwa sababu sehemu hiyo ilikuwa imeshalipwa.',
    );
    // An order that is no booking has no parts: the order itself was paid.
    expect(orderSms('en', 'mpesaToWallet', { ...facts, booking: null })).toBe(
      'Miche: your M-Pesa payment of KES 700 for order MC7K2P9QXA was added to your Miche wallet, because the order was already paid. Use it on any order.',
    );
    expect(orderSms('sw', 'mpesaToWallet', { ...facts, booking: null })).toBe(
      'Miche: malipo yako ya M-Pesa ya KES 700 kwa oda MC7K2P9QXA yamewekwa kwenye pochi yako ya Miche, kwa sababu oda ilikuwa imeshalipwa.',
    );
    expect(orderSms('en', 'mpesaToWalletCancelled', { ...facts, booking: null })).toBe(
      'Miche: your M-Pesa payment of KES 700 for order MC7K2P9QXA was added to your Miche wallet, because the order was cancelled. Use it on any order.',
    );
    expect(orderSms('sw', 'mpesaToWalletCancelled', facts)).toBe(
      'Miche: malipo yako ya M-Pesa ya KES 700 kwa oda MC7K2P9QXA yamewekwa kwenye pochi yako ya Miche, kwa sababu oda imeghairiwa. Yatumie kwa oda yoyote.',
    );
  });
});
