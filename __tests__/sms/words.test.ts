/**
 * Issue 18: every SMS about an order is one GSM-7 message (160 characters) in both languages, with
 * the longest values the shop writes; a courier's note that would not fit is made to.
 */
import type { PaymentFailure } from '@/lib/order-payment-state';
import { ORDER_SMS, PHONE_CODE_SMS, PHONE_TAKEN_SMS, SMS_LIMIT, isGsm7, oneSms, type OrderSmsEvent, type OrderSmsFacts } from '@/lib/sms/words';

const longest: OrderSmsFacts = {
  reference: 'MC7K2P9QXA',
  total: 'KES 10,000,000',
  paybill: '4123456',
  receipt: 'UAB1CD2EF3',
  note: null,
  refunded: 'KES 9,999,999.50',
  serviceCode: '*384*1234#',
  failure: 'no_answer',
};
const events: OrderSmsEvent[] = ['placed', 'paid', 'paymentFailed', 'dispatched', 'delivered', 'cancelled', 'refunded'];
const failures: PaymentFailure[] = ['cancelled', 'low_balance', 'wrong_pin', 'no_answer', 'declined', 'not_sent'];

describe('order SMS', () => {
  it.each(['en', 'sw'] as const)('fit one GSM-7 SMS in %s', (locale) => {
    for (const event of events) {
      const text = ORDER_SMS[locale][event](longest);
      expect({ event, gsm7: isGsm7(text) }).toEqual({ event, gsm7: true });
      expect(text.length).toBeLessThanOrEqual(SMS_LIMIT);
    }
    for (const failure of failures) {
      const text = ORDER_SMS[locale].paymentFailed({ ...longest, failure });
      expect({ failure, gsm7: isGsm7(text), fits: text.length <= SMS_LIMIT }).toEqual({ failure, gsm7: true, fits: true });
    }
    for (const text of [PHONE_CODE_SMS[locale]('123456', 10), PHONE_TAKEN_SMS[locale]]) expect(isGsm7(text) && text.length <= SMS_LIMIT).toBe(true);
  });

  it('names the Paybill only when a payment failed, never while the prompt is open (issue 25)', () => {
    expect(ORDER_SMS.en.placed(longest)).toBe('Miche: order MC7K2P9QXA received, total KES 10,000,000.');
    expect(ORDER_SMS.en.paymentFailed({ ...longest, total: 'KES 1,400', serviceCode: '*384*56#', failure: 'wrong_pin' })).toBe(
      'Miche: order MC7K2P9QXA KES 1,400 not paid: the PIN was wrong. To pay dial *384*56# > My orders, or Paybill 4123456 account MC7K2P9QXA.',
    );
    expect(ORDER_SMS.sw.paymentFailed({ ...longest, paybill: null, failure: 'cancelled' })).toBe(
      'Miche: oda MC7K2P9QXA KES 10,000,000 haijalipwa: yaliondolewa kwenye simu. Kulipa, piga *384*1234# > Oda zangu.',
    );
  });

  it('makes a long or curly courier note fit, cut at a word', () => {
    const note = 'Rider Kamau “0712 345 678” – at Kangari stage by 10 am, then the road past the church to the school… call on arrival please.';
    const text = oneSms(ORDER_SMS.en.dispatched({ ...longest, note }));
    expect(text.length).toBeLessThanOrEqual(SMS_LIMIT);
    expect(isGsm7(text)).toBe(true);
    expect(text).toMatch(/^Miche: order MC7K2P9QXA is on its way\. Rider Kamau "0712 345 678" - at Kangari/);
    expect(text.endsWith('...')).toBe(true);
  });

  it('knows GSM-7 from what is not', () => {
    expect(isGsm7('Oda imefika. Kilimo chema!')).toBe(true);
    expect(isGsm7('Asante 🌱')).toBe(false);
    expect(isGsm7('“quoted”')).toBe(false);
  });
});
