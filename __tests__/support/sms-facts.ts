/** The order SMS tests' facts at their longest (the longest values the shop writes), and the one-SMS check. */
import { SMS_LIMIT, isGsm7, type OrderSmsFacts } from '@/lib/sms/words';

export const longestFacts: OrderSmsFacts = {
  reference: 'MC7K2P9QXA',
  total: 'KES 10,000,000',
  paybill: '4123456',
  receipt: 'UAB1CD2EF3',
  note: null,
  refunded: 'KES 9,999,999.50',
  serviceCode: '*384*1234#',
  failure: 'no_answer',
};

/** A booking's facts at their longest. */
export const longestBooking = { date: '24/12/2026', balance: 'KES 9,999,999.50', payBy: '31/12/2026' };

/** Whether a text is one GSM-7 SMS: compare it with `{ gsm7: true, fits: true }`, beside what names the case. */
export const smsFit = (text: string) => ({ gsm7: isGsm7(text), fits: text.length <= SMS_LIMIT });
