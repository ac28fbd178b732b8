/**
 * The SMS updates about an order (issue 18), in the person's language. One SMS is 160 GSM-7
 * characters; a single character outside GSM-7 (a curly quote, an emoji) would make it UCS-2 and 70,
 * so these are plain (a unit test holds every message, filled with long values, to one SMS).
 */
import type { Locale } from '../i18n/locales';
import type { PaymentFailure } from '../order-payment-state';

export type OrderSmsEvent = 'placed' | 'paid' | 'paymentFailed' | 'dispatched' | 'delivered' | 'cancelled' | 'refunded';

export interface OrderSmsFacts {
  reference: string;
  /** "KES 1,400" */
  total: string;
  /** The Paybill to pay by when a prompt failed; null where there is none. */
  paybill: string | null;
  /** The USSD code to dial to pay again from My orders. */
  serviceCode: string;
  /** Why the payment failed (paymentFailed only). */
  failure: PaymentFailure | null;
  receipt: string | null;
  /** The courier's note at dispatch. */
  note: string | null;
  /** "KES 700" refunded to the wallet. */
  refunded: string | null;
}

type Words = Record<OrderSmsEvent, (f: OrderSmsFacts) => string>;

const FAILURE_EN: Record<PaymentFailure, string> = {
  cancelled: 'it was cancelled on the phone',
  low_balance: 'not enough M-Pesa balance',
  wrong_pin: 'the PIN was wrong',
  no_answer: 'no answer from the phone',
  declined: 'M-Pesa declined it',
  not_sent: 'no M-Pesa prompt could be sent',
};

const FAILURE_SW: Record<PaymentFailure, string> = {
  cancelled: 'yaliondolewa kwenye simu',
  low_balance: 'salio la M-Pesa halitoshi',
  wrong_pin: 'PIN haikuwa sahihi',
  no_answer: 'simu haikujibu',
  declined: 'M-Pesa iliyakataa',
  not_sent: 'ombi la M-Pesa halikutumwa',
};

// "placed" never names the Paybill: it arrives while the M-Pesa prompt is open, and would read as a
// second payment to make. The Paybill comes with a failure, when it is the way to pay (issue 25).
const en: Words = {
  placed: (f) => `Miche: order ${f.reference} received, total ${f.total}.`,
  paid: (f) => `Miche: order ${f.reference} is paid${f.receipt ? ` (M-Pesa ${f.receipt})` : ''}. Thank you! We will tell you when it is on its way.`,
  paymentFailed: (f) =>
    `Miche: order ${f.reference} ${f.total} not paid: ${FAILURE_EN[f.failure ?? 'declined']}. To pay dial ${f.serviceCode} > My orders${f.paybill ? `, or Paybill ${f.paybill} account ${f.reference}` : ''}.`,
  dispatched: (f) => `Miche: order ${f.reference} is on its way.${f.note ? ` ${f.note}` : ''}`,
  delivered: (f) => `Miche: order ${f.reference} has been delivered. Happy planting!`,
  cancelled: (f) => `Miche: order ${f.reference} was cancelled.`,
  refunded: (f) => `Miche: ${f.refunded ?? f.total} for order ${f.reference} is back in your Miche wallet.`,
};

const sw: Words = {
  placed: (f) => `Miche: oda ${f.reference} imepokelewa, jumla ${f.total}.`,
  paid: (f) => `Miche: oda ${f.reference} imelipwa${f.receipt ? ` (M-Pesa ${f.receipt})` : ''}. Asante! Tutakujulisha ikitumwa.`,
  paymentFailed: (f) =>
    `Miche: oda ${f.reference} ${f.total} haijalipwa: ${FAILURE_SW[f.failure ?? 'declined']}. Kulipa, piga ${f.serviceCode} > Oda zangu${f.paybill ? `, au Paybill ${f.paybill} akaunti ${f.reference}` : ''}.`,
  dispatched: (f) => `Miche: oda ${f.reference} imetumwa.${f.note ? ` ${f.note}` : ''}`,
  delivered: (f) => `Miche: oda ${f.reference} imefika. Kilimo chema!`,
  cancelled: (f) => `Miche: oda ${f.reference} imeghairiwa.`,
  refunded: (f) => `Miche: ${f.refunded ?? f.total} ya oda ${f.reference} imerejeshwa kwenye pochi yako ya Miche.`,
};

export const ORDER_SMS: Readonly<Record<Locale, Words>> = { en, sw };

/** The code that confirms a phone for a web account (issue 18). */
export const PHONE_CODE_SMS: Readonly<Record<Locale, (code: string, minutes: number) => string>> = {
  en: (code, minutes) => `Miche: your code is ${code}. Enter it on your Miche account to use this phone for USSD. It expires in ${minutes} minutes.`,
  sw: (code, minutes) =>
    `Miche: nambari yako ni ${code}. Iweke kwenye akaunti yako ya Miche ili simu hii itumike kwa USSD. Itaisha baada ya dakika ${minutes}.`,
};

/**
 * To the holder of a number that another account asked a code for (issue 25): nothing changed, and
 * how to move the number if it was them. The account that asked is told only "we sent a code".
 */
export const PHONE_TAKEN_SMS: Readonly<Record<Locale, string>> = {
  en: 'Miche: someone asked to join this phone to a Miche account. It is already joined to your account, so nothing changed. Ignore this if it was not you.',
  sw: 'Miche: mtu ameomba kuunganisha simu hii na akaunti ya Miche. Tayari imeunganishwa na akaunti yako, hakuna kilichobadilika. Puuza ujumbe huu kama si wewe.',
};

/** One SMS of GSM-7 text. */
export const SMS_LIMIT = 160;

/** The GSM 03.38 basic character set (the extension table's characters count twice; none are used here). */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

export function isGsm7(text: string): boolean {
  return GSM7.test(text);
}

/**
 * A message made to fit: text outside GSM-7 (a courier's note typed with curly quotes) is made plain,
 * and a message still too long for one SMS is cut at a word, so the person pays for one, not two.
 */
export function oneSms(text: string): string {
  const plain = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .split('')
    .filter((c) => isGsm7(c))
    .join('');
  if (plain.length <= SMS_LIMIT) return plain;
  const cut = plain.slice(0, SMS_LIMIT - 3);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}...`;
}
