/**
 * The SMS updates about an order, in the person's language. One SMS is 160 GSM-7
 * characters; a single character outside GSM-7 (a curly quote, an emoji) would make it UCS-2 and 70,
 * so these are plain (a unit test holds every message, filled with long values, to one SMS).
 */
import type { Locale } from '../i18n/locales';
import type { PaymentFailure } from '../order-payment-state';

export type OrderSmsEvent =
  | 'placed'
  | 'paid'
  | 'paymentFailed'
  | 'dispatched'
  | 'delivered'
  | 'cancelled'
  | 'refunded'
  // A booking: confirmed, its balance due soon, its seedlings ready, or a date the nursery cannot meet.
  | 'booked'
  | 'sown'
  | 'balanceDue'
  | 'ready'
  | 'cannotMeet'
  // The propagation service: the farmer's own seed came in and is sown.
  | 'seedReceived'
  // Care after pickup, for farmers who asked: transplanting (day 1), the first week (day 7), feeding (day 21).
  | 'careDay1'
  | 'careDay7'
  | 'careDay21'
  // An M-Pesa prompt paid for a part no longer owed: its money stays in the wallet, for the
  // part already paid (from the wallet, while the prompt was open), or the order cancelled.
  | 'mpesaToWallet'
  | 'mpesaToWalletCancelled';

/** A booking's facts as its SMS say them. */
export interface SmsBooking {
  /** The planting date, "24/12/2026". */
  date: string;
  /** "KES 700" still owed, or null when paid in full. */
  balance: string | null;
  /** The day the balance is due once the seedlings are ready (the planting date, or the ready day when later). */
  payBy: string | null;
}

/** Where an order is collected or taken, as an SMS says it. */
export type SmsPlace = { pickup: string; hours: string } | { county: string; address: string; days: [number, number] | null };

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
  /** "KES 700" refunded to the wallet (or, for mpesaToWallet*, an M-Pesa payment kept in it). */
  refunded: string | null;
  /** What was bought, shortly: "Nyanya Anna F1 trei 50 x2". */
  what?: string | null;
  /** Where it is collected or taken. */
  place?: SmsPlace | null;
  booking?: SmsBooking | null;
  /** The seed a farmer brought (seedReceived only): counted in, and its germination test if one was made. */
  seeds?: { count: number; germinationPercent: number | null } | null;
}

/** "2026-12-24" as Kenyans write a date: "24/12/2026". */
export function smsDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

const NO_BOOKING: SmsBooking = { date: '', balance: null, payBy: null };

/** The words of an event, richest first: the first that fits one SMS is sent. */
type Words = Record<OrderSmsEvent, (f: OrderSmsFacts) => string | readonly string[]>;

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

const daysEn = ([min, max]: [number, number]) => (max <= 1 ? 'the next day' : min === max ? `${max} days` : `${min} to ${max} days`);
const daysSw = ([min, max]: [number, number]) => (max <= 1 ? 'siku inayofuata' : min === max ? `siku ${max}` : `siku ${min} hadi ${max}`);

/** Candidates with and without the optional parts, richest first. */
const variants = (...texts: Array<string | false | null | undefined>) => texts.filter((t): t is string => typeof t === 'string');

// "placed" never names the Paybill: it arrives while the M-Pesa prompt is open, and would read as a
// second payment to make. The Paybill comes with a failure, when it is the way to pay.
const en: Words = {
  placed: (f) =>
    variants(f.what && `Miche: order ${f.reference} received: ${f.what}, total ${f.total}.`, `Miche: order ${f.reference} received, total ${f.total}.`),
  paid: (f) => {
    const receipt = f.receipt ? ` (M-Pesa ${f.receipt})` : '';
    const p = f.place;
    if (p && 'pickup' in p) {
      const ready = `Ready for pickup at ${p.pickup}${p.hours ? ` from ${p.hours}` : ''}.`;
      return variants(
        f.what && `Miche: order ${f.reference} is paid${receipt}: ${f.what}. ${ready}`,
        `Miche: order ${f.reference} is paid${receipt}. ${ready}`,
        `Miche: order ${f.reference} is paid. ${ready}`,
      );
    }
    if (p) {
      const comes = `We deliver to ${p.address}, ${p.county}${p.days ? ` in ${daysEn(p.days)}` : ''}.`;
      return variants(
        `Miche: order ${f.reference} is paid${receipt}. ${comes}`,
        `Miche: order ${f.reference} is paid. ${comes}`,
        `Miche: order ${f.reference} is paid${receipt}. We will tell you when it is on its way.`,
      );
    }
    return `Miche: order ${f.reference} is paid${receipt}. Thank you! We will tell you when it is on its way.`;
  },
  paymentFailed: (f) =>
    `Miche: order ${f.reference} ${f.total} not paid: ${FAILURE_EN[f.failure ?? 'declined']}. To pay dial ${f.serviceCode} > My orders${f.paybill ? `, or Paybill ${f.paybill} account ${f.reference}` : ''}.`,
  dispatched: (f) => `Miche: order ${f.reference} is on its way.${f.note ? ` ${f.note}` : ''}`,
  delivered: (f) => `Miche: order ${f.reference} has been delivered. Happy planting!`,
  cancelled: (f) => `Miche: order ${f.reference} was cancelled.`,
  refunded: (f) => `Miche: ${f.refunded ?? f.total} for order ${f.reference} is back in your Miche wallet.`,
  booked: (f) => {
    const b = f.booking ?? NO_BOOKING;
    const money = b.balance ? `Balance ${b.balance} by ${b.date}.` : 'Paid in full.';
    return variants(
      f.what && `Miche: booking ${f.reference} confirmed: ${f.what}, ready for ${b.date}. ${money}`,
      `Miche: booking ${f.reference} confirmed, ready for ${b.date}. ${money}`,
    );
  },
  sown: (f) => `Miche: the seedlings for booking ${f.reference} are sown. They will be ready for ${(f.booking ?? NO_BOOKING).date}.`,
  balanceDue: (f) => {
    const b = f.booking ?? NO_BOOKING;
    return `Miche: booking ${f.reference} is due ${b.date}. Please pay the balance ${b.balance ?? ''} in My orders on Miche${f.paybill ? ` or Paybill ${f.paybill} account ${f.reference}` : ''}.`;
  },
  ready: (f) => {
    const b = f.booking ?? NO_BOOKING;
    const p = f.place;
    const pay = b.balance ? ` Balance ${b.balance} by ${b.payBy ?? b.date}.` : '';
    const head = `Miche: booking ${f.reference} is ready.`;
    if (p && 'pickup' in p)
      return variants(p.hours && `${head} Collect at ${p.pickup}, ${p.hours}.${pay}`, `${head} Collect at ${p.pickup}.${pay}`, `${head}${pay}`);
    return variants(p && `${head} We deliver to ${p.address}, ${p.county}.${pay}`, `${head}${pay}`);
  },
  cannotMeet: (f) => {
    const b = f.booking ?? NO_BOOKING;
    return variants(
      `Miche: sorry, we cannot raise booking ${f.reference} for ${b.date}. ${f.refunded ?? f.total} is back in your Miche wallet: book another date or use it on any order.`,
      `Miche: sorry, we cannot raise booking ${f.reference}. ${f.refunded ?? f.total} is back in your Miche wallet.`,
    );
  },
  seedReceived: (f) => {
    const b = f.booking ?? NO_BOOKING;
    const s = f.seeds;
    const pay = b.balance ? ` Balance ${b.balance}.` : '';
    const test = s && s.germinationPercent !== null ? ` (${s.germinationPercent}% germinated in our test)` : '';
    return variants(
      s && `Miche: we received ${s.count.toLocaleString('en-KE')} seeds for booking ${f.reference}${test} and sow them now: ready for ${b.date}.${pay}`,
      `Miche: we received your seed for booking ${f.reference}. Ready for ${b.date}.${pay}`,
    );
  },
  // Sound practice for transplants in Kenyan smallholdings, short enough for one SMS; STOP ends them with the rest.
  careDay1: () =>
    'Miche tip 1/3: plant in the evening or on a cloudy day. Water the hole, plant to the first leaves, firm the soil and water again. Shade them for 2-3 days.',
  careDay7: () =>
    'Miche tip 2/3: water at the base each morning, not on the leaves. Replace any seedling that died now. Check stems at the soil for cutworms. Weed gently.',
  mpesaToWallet: (f) => {
    const why = f.booking ? 'that part was already paid' : 'the order was already paid';
    const paid = `Miche: your M-Pesa payment of ${f.refunded ?? f.total} for ${f.booking ? 'booking' : 'order'} ${f.reference} was added to your Miche wallet, because ${why}.`;
    return variants(`${paid} Use it on any order.`, paid);
  },
  mpesaToWalletCancelled: (f) => {
    const what = f.booking ? 'booking' : 'order';
    const kept = `Miche: your M-Pesa payment of ${f.refunded ?? f.total} for ${what} ${f.reference} was added to your Miche wallet, because the ${what} was cancelled.`;
    return variants(`${kept} Use it on any order.`, kept);
  },
  careDay21: () =>
    'Miche tip 3/3: top-dress a hand away from the stem (CAN or well-rotted manure), then water. Stake tomatoes. Look under leaves for aphids and whitefly.',
};

const sw: Words = {
  placed: (f) =>
    variants(f.what && `Miche: oda ${f.reference} imepokelewa: ${f.what}, jumla ${f.total}.`, `Miche: oda ${f.reference} imepokelewa, jumla ${f.total}.`),
  paid: (f) => {
    const receipt = f.receipt ? ` (M-Pesa ${f.receipt})` : '';
    const p = f.place;
    if (p && 'pickup' in p) {
      const ready = `Ichukue ${p.pickup}${p.hours ? `, ${p.hours}` : ''}.`;
      return variants(
        f.what && `Miche: oda ${f.reference} imelipwa${receipt}: ${f.what}. ${ready}`,
        `Miche: oda ${f.reference} imelipwa${receipt}. ${ready}`,
        `Miche: oda ${f.reference} imelipwa. ${ready}`,
      );
    }
    if (p) {
      const comes = `Tutaileta ${p.address}, ${p.county}${p.days ? ` ndani ya ${daysSw(p.days)}` : ''}.`;
      return variants(
        `Miche: oda ${f.reference} imelipwa${receipt}. ${comes}`,
        `Miche: oda ${f.reference} imelipwa. ${comes}`,
        `Miche: oda ${f.reference} imelipwa${receipt}. Tutakujulisha ikitumwa.`,
      );
    }
    return `Miche: oda ${f.reference} imelipwa${receipt}. Asante! Tutakujulisha ikitumwa.`;
  },
  paymentFailed: (f) =>
    `Miche: oda ${f.reference} ${f.total} haijalipwa: ${FAILURE_SW[f.failure ?? 'declined']}. Kulipa, piga ${f.serviceCode} > Oda zangu${f.paybill ? `, au Paybill ${f.paybill} akaunti ${f.reference}` : ''}.`,
  dispatched: (f) => `Miche: oda ${f.reference} imetumwa.${f.note ? ` ${f.note}` : ''}`,
  delivered: (f) => `Miche: oda ${f.reference} imefika. Kilimo chema!`,
  cancelled: (f) => `Miche: oda ${f.reference} imeghairiwa.`,
  refunded: (f) => `Miche: ${f.refunded ?? f.total} ya oda ${f.reference} imerejeshwa kwenye pochi yako ya Miche.`,
  booked: (f) => {
    const b = f.booking ?? NO_BOOKING;
    const money = b.balance ? `Salio ${b.balance} kufikia ${b.date}.` : 'Imelipwa yote.';
    return variants(
      f.what && `Miche: oda ${f.reference} imewekwa: ${f.what}, tayari ${b.date}. ${money}`,
      `Miche: oda ${f.reference} imewekwa, tayari ${b.date}. ${money}`,
    );
  },
  sown: (f) => `Miche: miche ya oda ${f.reference} imepandwa. Itakuwa tayari ${(f.booking ?? NO_BOOKING).date}.`,
  balanceDue: (f) => {
    const b = f.booking ?? NO_BOOKING;
    return `Miche: oda ${f.reference} itakuwa tayari ${b.date}. Tafadhali lipa salio ${b.balance ?? ''} kwenye Oda zangu za Miche${f.paybill ? ` au Paybill ${f.paybill} akaunti ${f.reference}` : ''}.`;
  },
  ready: (f) => {
    const b = f.booking ?? NO_BOOKING;
    const p = f.place;
    const pay = b.balance ? ` Salio ${b.balance} kufikia ${b.payBy ?? b.date}.` : '';
    const head = `Miche: oda ${f.reference} iko tayari.`;
    if (p && 'pickup' in p) return variants(p.hours && `${head} Ichukue ${p.pickup}, ${p.hours}.${pay}`, `${head} Ichukue ${p.pickup}.${pay}`, `${head}${pay}`);
    return variants(p && `${head} Tutaileta ${p.address}, ${p.county}.${pay}`, `${head}${pay}`);
  },
  cannotMeet: (f) => {
    const b = f.booking ?? NO_BOOKING;
    return variants(
      `Miche: samahani, hatuwezi kukuza oda ${f.reference} kwa ${b.date}. ${f.refunded ?? f.total} imerudi kwenye pochi yako ya Miche: agiza tarehe nyingine au uitumie kwa oda yoyote.`,
      `Miche: samahani, hatuwezi kukuza oda ${f.reference}. ${f.refunded ?? f.total} imerejeshwa kwenye pochi yako ya Miche.`,
    );
  },
  seedReceived: (f) => {
    const b = f.booking ?? NO_BOOKING;
    const s = f.seeds;
    const pay = b.balance ? ` Salio ${b.balance}.` : '';
    const test = s && s.germinationPercent !== null ? ` (${s.germinationPercent}% ziliota kwenye jaribio letu)` : '';
    return variants(
      s && `Miche: tumepokea mbegu ${s.count.toLocaleString('en-KE')} za oda ${f.reference}${test} na tunazipanda sasa: tayari ${b.date}.${pay}`,
      `Miche: tumepokea mbegu yako ya oda ${f.reference}. Tayari ${b.date}.${pay}`,
    );
  },
  careDay1: () =>
    'Miche ushauri 1/3: panda jioni au siku ya mawingu. Mwagilia shimo, panda hadi majani ya kwanza, shindilia udongo, mwagilia tena. Kinga na jua siku 2-3.',
  careDay7: () =>
    'Miche ushauri 2/3: mwagilia kwenye shina kila asubuhi, si kwenye majani. Badilisha miche iliyokufa sasa. Angalia sota kwenye mashina. Palilia kwa upole.',
  // No "use it on any order": the reason takes its room in Kiswahili.
  mpesaToWallet: (f) =>
    `Miche: malipo yako ya M-Pesa ya ${f.refunded ?? f.total} kwa oda ${f.reference} yamewekwa kwenye pochi yako ya Miche, kwa sababu ${f.booking ? 'sehemu hiyo' : 'oda'} ilikuwa imeshalipwa.`,
  mpesaToWalletCancelled: (f) => {
    const kept = `Miche: malipo yako ya M-Pesa ya ${f.refunded ?? f.total} kwa oda ${f.reference} yamewekwa kwenye pochi yako ya Miche, kwa sababu oda imeghairiwa.`;
    return variants(`${kept} Yatumie kwa oda yoyote.`, kept);
  },
  careDay21: () =>
    'Miche ushauri 3/3: weka mbolea ya juu (CAN au samadi iliyooza) kiganja mbali na shina, kisha mwagilia. Weka vigingi kwa nyanya. Tafuta vidukari chini ya majani.',
};

const ORDER_SMS: Readonly<Record<Locale, Words>> = { en, sw };

/** The SMS of an event: the richest of its words that fits one GSM-7 SMS, else the last made to fit. */
export function orderSms(locale: Locale, event: OrderSmsEvent, facts: OrderSmsFacts): string {
  const said = ORDER_SMS[locale][event](facts);
  return fittingSms(typeof said === 'string' ? [said] : said);
}

/** Of texts from richest to barest, the first that fits one GSM-7 SMS, else the last made to fit. */
export function fittingSms(texts: readonly string[]): string {
  const candidates = texts.map(plainSms);
  return candidates.find((c) => c.length <= SMS_LIMIT) ?? oneSms(candidates[candidates.length - 1] ?? '');
}

/**
 * The code that confirms a phone for a web account: a code to confirm (never
 * "nambari ya siri", the M-Pesa PIN), and what it is for in plain words, with the code to dial.
 */
export const PHONE_CODE_SMS: Readonly<Record<Locale, (code: string, minutes: number, serviceCode: string) => string>> = {
  en: (code, minutes, serviceCode) =>
    `Miche: your code is ${code}. Enter it on your Miche account to use ${serviceCode} from this phone. It expires in ${minutes} minutes.`,
  sw: (code, minutes, serviceCode) =>
    `Miche: nambari yako ya kuthibitisha ni ${code}. Iandike kwenye akaunti yako ya Miche ili utumie ${serviceCode} kwa simu hii. Itaisha baada ya dakika ${minutes}.`,
};

/**
 * To the holder of a number that another account asked a code for: nothing changed, and
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
/** Text made plain for GSM-7: curly quotes, dashes and ellipses as their plain forms, the rest dropped. */
export function plainSms(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐-―]/g, '-')
    .replace(/…/g, '...')
    .split('')
    .filter((c) => isGsm7(c))
    .join('');
}

export function oneSms(text: string): string {
  const plain = plainSms(text);
  if (plain.length <= SMS_LIMIT) return plain;
  const cut = plain.slice(0, SMS_LIMIT - 3);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}...`;
}
