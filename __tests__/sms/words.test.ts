/**
 * Issue 18: every SMS about an order is one GSM-7 message (160 characters) in both languages, with
 * the longest values the shop writes; a courier's note that would not fit is made to.
 */
import { ORDER_SMS, PHONE_CODE_SMS, SMS_LIMIT, isGsm7, oneSms, type OrderSmsEvent, type OrderSmsFacts } from '@/lib/sms/words';

const longest: OrderSmsFacts = {
  reference: 'MC7K2P9QXA',
  total: 'KES 10,000,000',
  paybill: '4123456',
  receipt: 'UAB1CD2EF3',
  note: null,
  refunded: 'KES 9,999,999.50',
};
const events: OrderSmsEvent[] = ['placed', 'paid', 'dispatched', 'delivered', 'cancelled', 'refunded'];

describe('order SMS', () => {
  it.each(['en', 'sw'] as const)('fit one GSM-7 SMS in %s', (locale) => {
    for (const event of events) {
      const text = ORDER_SMS[locale][event](longest);
      expect({ event, gsm7: isGsm7(text) }).toEqual({ event, gsm7: true });
      expect(text.length).toBeLessThanOrEqual(SMS_LIMIT);
    }
    const code = PHONE_CODE_SMS[locale]('123456', 10);
    expect(isGsm7(code) && code.length <= SMS_LIMIT).toBe(true);
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
