/**
 * Every SMS about an order is one GSM-7 message (160 characters) in both languages, with
 * the longest values the shop writes; a courier's note that would not fit is made to.
 */
import type { PaymentFailure } from '@/lib/order-payment-state';
import { SMS_REPLIES } from '@/lib/sms/keywords';
import { PHONE_CODE_SMS, PHONE_TAKEN_SMS, SMS_LIMIT, isGsm7, oneSms, orderSms, type OrderSmsEvent, type SmsPlace } from '@/lib/sms/words';
import { longestBooking as booking, longestFacts as longest, smsFit } from '../support/sms-facts';

const places: Array<SmsPlace | null> = [
  null,
  { pickup: 'Kitalu cha Miche, Ruaka', hours: 'Jumatatu-Ijumaa saa 1 asubuhi-saa 12 jioni, Jumamosi saa 1 asubuhi-saa 10 jioni' },
  { county: 'Elgeyo-Marakwet', address: 'A'.repeat(100), days: [3, 5] },
];
const what = 'Sukuma wiki Southern Georgia trei 100 x10000';
const events: OrderSmsEvent[] = [
  'placed',
  'paid',
  'paymentFailed',
  'dispatched',
  'delivered',
  'cancelled',
  'refunded',
  'booked',
  'sown',
  'balanceDue',
  'ready',
  'cannotMeet',
  'seedReceived',
  'careDay1',
  'careDay7',
  'careDay21',
];
const failures: PaymentFailure[] = ['cancelled', 'low_balance', 'wrong_pin', 'no_answer', 'declined', 'not_sent'];

describe('order SMS', () => {
  it.each(['en', 'sw'] as const)('fit one GSM-7 SMS in %s', (locale) => {
    for (const event of events) {
      for (const place of places) {
        const text = orderSms(locale, event, { ...longest, what, place, booking });
        expect({ event, gsm7: isGsm7(text) }).toEqual({ event, gsm7: true });
        expect(text.length).toBeLessThanOrEqual(SMS_LIMIT);
      }
    }
    for (const failure of failures) {
      const text = orderSms(locale, 'paymentFailed', { ...longest, failure });
      expect({ failure, ...smsFit(text) }).toEqual({ failure, gsm7: true, fits: true });
    }
    const r = SMS_REPLIES[locale];
    const replies = [
      PHONE_CODE_SMS[locale]('123456', 10, '*384*1234#'),
      PHONE_TAKEN_SMS[locale],
      r.help('*384*1234#', '+254 712 345 678'),
      r.noOrders('*384*1234#'),
      r.notFound('MC7K2P9QXA', '*384*1234#'),
      r.stopped,
      r.started,
    ];
    for (const text of replies) expect({ text, fits: isGsm7(text) && text.length <= SMS_LIMIT }).toEqual({ text, fits: true });
  });

  it('names the Paybill only when a payment failed, never while the prompt is open (issue 25)', () => {
    expect(orderSms('en', 'placed', longest)).toBe('Miche: order MC7K2P9QXA received, total KES 10,000,000.');
    expect(orderSms('en', 'paymentFailed', { ...longest, total: 'KES 1,400', serviceCode: '*384*56#', failure: 'wrong_pin' })).toBe(
      'Miche: order MC7K2P9QXA KES 1,400 not paid: the PIN was wrong. To pay dial *384*56# > My orders, or Paybill 4123456 account MC7K2P9QXA.',
    );
    expect(orderSms('sw', 'paymentFailed', { ...longest, paybill: null, failure: 'cancelled' })).toBe(
      'Miche: oda MC7K2P9QXA KES 10,000,000 haijalipwa: yaliondolewa kwenye simu. Kulipa, piga *384*1234# > Oda zangu.',
    );
  });

  it('tells a booking’s farmer the planting date, the balance and how to pay it (issue 30)', () => {
    const f = {
      ...longest,
      total: 'KES 1,500',
      what: 'Tomato Anna F1 x100',
      paybill: null,
      booking: { date: '24/12/2026', balance: 'KES 750', payBy: '24/12/2026' },
    };
    expect(orderSms('en', 'booked', f)).toBe('Miche: booking MC7K2P9QXA confirmed: Tomato Anna F1 x100, ready for 24/12/2026. Balance KES 750 by 24/12/2026.');
    expect(orderSms('sw', 'booked', { ...f, what: 'Nyanya Anna F1 x100' })).toBe(
      'Miche: oda MC7K2P9QXA imewekwa: Nyanya Anna F1 x100, tayari 24/12/2026. Salio KES 750 kufikia 24/12/2026.',
    );
    expect(orderSms('en', 'booked', { ...f, booking: { ...f.booking, balance: null } })).toMatch(/ready for 24\/12\/2026\. Paid in full\.$/);
    expect(orderSms('en', 'balanceDue', { ...f, paybill: '4123456' })).toBe(
      'Miche: booking MC7K2P9QXA is due 24/12/2026. Please pay the balance KES 750 in My orders on Miche or Paybill 4123456 account MC7K2P9QXA.',
    );
    expect(orderSms('en', 'ready', { ...f, place: { pickup: 'Miche Nursery, Ruaka', hours: 'Mon-Sat 7 am-6 pm' } })).toBe(
      'Miche: booking MC7K2P9QXA is ready. Collect at Miche Nursery, Ruaka, Mon-Sat 7 am-6 pm. Balance KES 750 by 24/12/2026.',
    );
    expect(orderSms('en', 'cannotMeet', { ...f, refunded: 'KES 750' })).toBe(
      'Miche: sorry, we cannot raise booking MC7K2P9QXA for 24/12/2026. KES 750 is back in your Miche wallet: book another date or use it on any order.',
    );
    expect(orderSms('sw', 'cannotMeet', { ...f, refunded: 'KES 750' })).toBe(
      'Miche: samahani, hatuwezi kukuza oda MC7K2P9QXA kwa 24/12/2026. KES 750 imerudi kwenye pochi yako ya Miche: agiza tarehe nyingine au uitumie kwa oda yoyote.',
    );
  });

  it('sends the three care tips whole, numbered, in the farmer’s language (issue 30)', () => {
    for (const locale of ['en', 'sw'] as const) {
      const tips = (['careDay1', 'careDay7', 'careDay21'] as const).map((event) => orderSms(locale, event, longest));
      // Written to fit: none is cut short (a cut one ends in "...").
      for (const tip of tips) expect(tip.endsWith('.')).toBe(true);
      expect(tips.map((t) => /\d\/3/.exec(t)?.[0])).toEqual(['1/3', '2/3', '3/3']);
    }
    expect(orderSms('en', 'careDay1', longest)).toMatch(/^Miche tip 1\/3: plant in the evening/);
    expect(orderSms('sw', 'careDay21', longest)).toMatch(/^Miche ushauri 3\/3: weka mbolea/);
  });

  it('makes a long or curly courier note fit, cut at a word', () => {
    const note = 'Rider Kamau “0712 345 678” – at Kangari stage by 10 am, then the road past the church to the school… call on arrival please.';
    const text = orderSms('en', 'dispatched', { ...longest, note });
    expect(text.length).toBeLessThanOrEqual(SMS_LIMIT);
    expect(isGsm7(text)).toBe(true);
    expect(text).toMatch(/^Miche: order MC7K2P9QXA is on its way\. Rider Kamau "0712 345 678" - at Kangari/);
    expect(text.endsWith('...')).toBe(true);
  });

  it('says what was bought and where to collect it or when it comes (issue 28)', () => {
    const pickup = { pickup: 'Miche Nursery, Ruaka', hours: 'Mon-Fri 7 am-6 pm, Sat 7 am-4 pm' };
    const f = { ...longest, total: 'KES 1,400', what: 'Tomato Anna F1 tray 50 x2' };
    expect(orderSms('en', 'placed', f)).toBe('Miche: order MC7K2P9QXA received: Tomato Anna F1 tray 50 x2, total KES 1,400.');
    expect(orderSms('en', 'paid', { ...f, place: pickup })).toBe(
      'Miche: order MC7K2P9QXA is paid (M-Pesa UAB1CD2EF3): Tomato Anna F1 tray 50 x2. Ready for pickup at Miche Nursery, Ruaka from Mon-Fri 7 am-6 pm, Sat 7 am-4 pm.',
    );
    expect(orderSms('sw', 'paid', { ...f, what: 'Nyanya Anna F1 trei 50 x2', place: places[1] })).toBe(
      'Miche: oda MC7K2P9QXA imelipwa. Ichukue Kitalu cha Miche, Ruaka, Jumatatu-Ijumaa saa 1 asubuhi-saa 12 jioni, Jumamosi saa 1 asubuhi-saa 10 jioni.',
    );
    expect(orderSms('en', 'paid', { ...f, place: { county: 'Kiambu', address: 'Near Ruaka church', days: [1, 1] } })).toBe(
      'Miche: order MC7K2P9QXA is paid (M-Pesa UAB1CD2EF3). We deliver to Near Ruaka church, Kiambu in the next day.',
    );
    expect(orderSms('en', 'paid', f)).toBe('Miche: order MC7K2P9QXA is paid (M-Pesa UAB1CD2EF3). Thank you! We will tell you when it is on its way.');
    expect(oneSms(orderSms('sw', 'paid', f))).toMatch(/^Miche: oda MC7K2P9QXA imelipwa/);
  });

  it('words the phone code as a code to confirm, never as the PIN, with the code to dial (issue 27)', () => {
    expect(PHONE_CODE_SMS.sw('482913', 10, '*384*56#')).toBe(
      'Miche: nambari yako ya kuthibitisha ni 482913. Iandike kwenye akaunti yako ya Miche ili utumie *384*56# kwa simu hii. Itaisha baada ya dakika 10.',
    );
    expect(PHONE_CODE_SMS.en('482913', 10, '*384*56#')).not.toMatch(/USSD/);
    expect(PHONE_CODE_SMS.sw('482913', 10, '*384*56#')).not.toMatch(/siri|USSD/);
  });

  it('knows GSM-7 from what is not', () => {
    expect(isGsm7('Oda imefika. Kilimo chema!')).toBe(true);
    expect(isGsm7('Asante 🌱')).toBe(false);
    expect(isGsm7('“quoted”')).toBe(false);
  });
});
