/**
 * The USSD shop's words in English and Kiswahili (issue 18). Screens of at most 182 characters leave
 * no room for a web page's sentences, so they are written for the channel here rather than taken from
 * messages/*.json; the glossary (docs/glossary.md) still holds: miche, oda, pochi, kitalu, kaunti.
 * `UssdWords` types both, so a word missing in one language fails the type check.
 */
import type { Locale } from '../i18n/locales';
import type { PaymentFailure } from '../order-payment-state';
import type { OrderStatus } from '../orders';

export interface UssdWords {
  chooseLanguage: string;
  welcome: string;
  main: [buy: string, orders: string, wallet: string, language: string, help: string];
  back: string;
  home: string;
  more: string;
  invalid: string;
  categories: string;
  noProducts: string;
  product: (price: string, unit: string, stock: number) => string;
  perSeedling: string;
  perTray: (size: number) => string;
  soldOut: string;
  enterQuantity: string;
  onlyLeft: (n: number) => string;
  method: [title: string, pickup: string, delivery: string];
  enterCounty: string;
  countyNotFound: string;
  chooseCounty: string;
  enterAddress: string;
  addressTooShort: string;
  summaryLine: (name: string, qty: number, amount: string) => string;
  pickupFree: string;
  deliveryTo: (county: string, fee: string) => string;
  total: (amount: string) => string;
  payOrCancel: [pay: string, cancel: string];
  promptComing: (amount: string) => string;
  cancelled: string;
  noOrders: string;
  ordersTitle: string;
  status: Record<OrderStatus, string>;
  orderDetail: (reference: string, status: string, total: string) => string;
  payNow: string;
  cancelOrder: string;
  /** In a list, an unpaid order whose last payment failed. */
  statusFailed: string;
  paymentFailed: (reason: string) => string;
  failure: Record<PaymentFailure, string>;
  /** Before a new purchase, the session's unpaid order (issue 25). */
  unpaidFirst: (reference: string, total: string) => string;
  payOrder: (reference: string) => string;
  buyOther: string;
  nothingToPay: string;
  /** What happened to a prompt, said at the END of the step that asked for it (issue 25). */
  promptOpenOnPhone: (reference: string) => string;
  promptSlow: (reference: string, amount: string) => string;
  promptNotSent: (reference: string, paybill: string) => string;
  alreadyPaid: (reference: string) => string;
  orderCancelled: (reference: string) => string;
  cancelWhilePrompt: string;
  wallet: (balance: string, points: number) => string;
  languageSaved: string;
  languageMenu: string;
  /** Option 3 under Language: turns order SMS off when they are on, and on when off. */
  smsToggle: (on: boolean) => string;
  smsSaved: (on: boolean) => string;
  help: (phone: string, hours: string) => string;
  hours: string;
  /** Whatever failed: the phone is told plainly, never a stack trace. */
  sorry: string;
  orderFailed: string;
}

const en: UssdWords = {
  chooseLanguage: 'Welcome to Miche seedlings\n1 English\n2 Kiswahili',
  welcome: 'Miche seedlings',
  main: ['Buy seedlings', 'My orders', 'My wallet', 'Language', 'Help'],
  back: '0 Back',
  home: '00 Home',
  more: '98 More',
  invalid: 'Invalid choice.',
  categories: 'Choose a crop',
  noProducts: 'Nothing on sale here now.',
  product: (price, unit, stock) => `${price} ${unit}\n${stock} in stock`,
  perSeedling: 'per seedling',
  perTray: (size) => `per tray of ${size}`,
  soldOut: 'Sold out.',
  enterQuantity: 'Enter quantity:',
  onlyLeft: (n) => `Only ${n} left.`,
  method: ['How will you get it?', 'Pick up at the nursery (free)', 'Deliver to my county'],
  enterCounty: 'Type your county:',
  countyNotFound: 'County not found.',
  chooseCounty: 'Which county?',
  enterAddress: 'Type a landmark or address:',
  addressTooShort: 'Please type at least 3 letters.',
  summaryLine: (name, qty, amount) => `${name} x${qty} ${amount}`,
  pickupFree: 'Pickup at the nursery: free',
  deliveryTo: (county, fee) => `Delivery ${county}: ${fee}`,
  total: (amount) => `Total ${amount}`,
  payOrCancel: ['Pay with M-Pesa', 'Cancel'],
  promptComing: (amount) => `An M-Pesa prompt for ${amount} is coming. Enter your PIN to pay. We will send an SMS when it is paid.`,
  cancelled: 'Cancelled. Nothing was ordered.',
  noOrders: 'You have no orders yet.',
  ordersTitle: 'Your orders',
  status: {
    pending: 'Awaiting payment',
    paid: 'Paid',
    processing: 'Being prepared',
    dispatched: 'Dispatched',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  orderDetail: (reference, status, total) => `Order ${reference}\n${status}\n${total}`,
  payNow: 'Pay with M-Pesa',
  cancelOrder: 'Cancel order',
  statusFailed: 'Payment failed',
  paymentFailed: (reason) => `Payment failed: ${reason}`,
  failure: {
    cancelled: 'you cancelled it',
    low_balance: 'M-Pesa balance too low',
    wrong_pin: 'wrong PIN',
    no_answer: 'no answer from the phone',
    declined: 'M-Pesa declined it',
    not_sent: 'no prompt was sent',
  },
  unpaidFirst: (reference, total) => `Order ${reference} (${total}) is not paid yet.`,
  payOrder: (reference) => `Pay order ${reference}`,
  buyOther: 'Buy something else',
  nothingToPay: 'That order needs no payment now.',
  promptOpenOnPhone: (reference) =>
    `Another M-Pesa prompt is open on your phone. Finish or cancel it, then dial again and choose My orders to pay ${reference}.`,
  promptSlow: (reference, amount) => `Order ${reference} is placed. An M-Pesa prompt for ${amount} should come soon. If not, dial again and choose My orders.`,
  promptNotSent: (reference, paybill) =>
    `Order ${reference} is placed, but no M-Pesa prompt could be sent. Dial again later and choose My orders${paybill ? `, or pay by Paybill ${paybill}, account ${reference}` : ''}.`,
  alreadyPaid: (reference) => `Order ${reference} is already paid. Thank you!`,
  orderCancelled: (reference) => `Order ${reference} is cancelled. Nothing is owed.`,
  cancelWhilePrompt: 'A payment prompt for this order is still open. Finish or cancel it on your phone, then try again.',
  wallet: (balance, points) => `Wallet: ${balance}\nReferral points: ${points}`,
  languageSaved: 'Language saved.',
  languageMenu: 'Language and SMS',
  smsToggle: (on) => (on ? 'Turn order SMS off' : 'Turn order SMS on'),
  smsSaved: (on) => (on ? 'Order SMS are on.' : 'Order SMS are off.'),
  help: (phone, hours) => `Miche Nursery, Ruaka\nCall or WhatsApp ${phone}\n${hours}\nShop online: miche.co.ke`,
  hours: 'Mon-Fri 7am-6pm, Sat 7am-4pm',
  sorry: 'Sorry, something went wrong. Please dial again.',
  orderFailed: 'Sorry, we could not place the order',
};

const sw: UssdWords = {
  chooseLanguage: 'Karibu Miche\n1 English\n2 Kiswahili',
  welcome: 'Miche',
  main: ['Nunua miche', 'Oda zangu', 'Pochi yangu', 'Lugha', 'Msaada'],
  back: '0 Rudi',
  home: '00 Mwanzo',
  more: '98 Zaidi',
  invalid: 'Chaguo si sahihi.',
  categories: 'Chagua zao',
  noProducts: 'Hakuna miche inayouzwa hapa sasa.',
  product: (price, unit, stock) => `${price} ${unit}\nZipo ${stock}`,
  perSeedling: 'kwa mche',
  perTray: (size) => `kwa trei ya ${size}`,
  soldOut: 'Zimeisha.',
  enterQuantity: 'Weka idadi:',
  onlyLeft: (n) => `Zimebaki ${n} tu.`,
  method: ['Utaipataje?', 'Kuchukua kitaluni (bure)', 'Niletewe kwenye kaunti yangu'],
  enterCounty: 'Andika kaunti yako:',
  countyNotFound: 'Kaunti haikupatikana.',
  chooseCounty: 'Kaunti ipi?',
  enterAddress: 'Andika alama ya mahali au anwani:',
  addressTooShort: 'Tafadhali andika herufi 3 au zaidi.',
  summaryLine: (name, qty, amount) => `${name} x${qty} ${amount}`,
  pickupFree: 'Kuchukua kitaluni: bure',
  deliveryTo: (county, fee) => `Usafirishaji ${county}: ${fee}`,
  total: (amount) => `Jumla ${amount}`,
  payOrCancel: ['Lipa kwa M-Pesa', 'Ghairi'],
  promptComing: (amount) => `Ombi la M-Pesa la ${amount} linakuja. Weka PIN yako kulipa. Tutakutumia SMS ikishalipwa.`,
  cancelled: 'Imeghairiwa. Hakuna oda iliyowekwa.',
  noOrders: 'Bado huna oda yoyote.',
  ordersTitle: 'Oda zako',
  status: {
    pending: 'Inasubiri malipo',
    paid: 'Imelipwa',
    processing: 'Inaandaliwa',
    dispatched: 'Imetumwa',
    delivered: 'Imefika',
    cancelled: 'Imeghairiwa',
  },
  orderDetail: (reference, status, total) => `Oda ${reference}\n${status}\n${total}`,
  payNow: 'Lipa kwa M-Pesa',
  cancelOrder: 'Ghairi oda',
  statusFailed: 'Malipo hayakufaulu',
  paymentFailed: (reason) => `Malipo hayakufaulu: ${reason}`,
  failure: {
    cancelled: 'uliyaghairi',
    low_balance: 'salio la M-Pesa halitoshi',
    wrong_pin: 'PIN si sahihi',
    no_answer: 'simu haikujibu',
    declined: 'M-Pesa iliyakataa',
    not_sent: 'ombi halikutumwa',
  },
  unpaidFirst: (reference, total) => `Oda ${reference} (${total}) bado haijalipwa.`,
  payOrder: (reference) => `Lipa oda ${reference}`,
  buyOther: 'Nunua kitu kingine',
  nothingToPay: 'Oda hiyo haihitaji malipo sasa.',
  promptOpenOnPhone: (reference) =>
    `Ombi jingine la M-Pesa liko wazi kwenye simu yako. Limalize au ulighairi, kisha piga tena uchague Oda zangu kulipa ${reference}.`,
  promptSlow: (reference, amount) => `Oda ${reference} imewekwa. Ombi la M-Pesa la ${amount} litakuja hivi punde. Lisipokuja, piga tena uchague Oda zangu.`,
  promptNotSent: (reference, paybill) =>
    `Oda ${reference} imewekwa, lakini ombi la M-Pesa halikutumwa. Piga tena baadaye uchague Oda zangu${paybill ? `, au lipa kwa Paybill ${paybill}, akaunti ${reference}` : ''}.`,
  alreadyPaid: (reference) => `Oda ${reference} tayari imelipwa. Asante!`,
  orderCancelled: (reference) => `Oda ${reference} imeghairiwa. Hakuna deni.`,
  cancelWhilePrompt: 'Ombi la malipo la oda hii bado liko wazi. Limalize au ulighairi kwenye simu, kisha ujaribu tena.',
  wallet: (balance, points) => `Pochi: ${balance}\nPointi za rufaa: ${points}`,
  languageSaved: 'Lugha imehifadhiwa.',
  languageMenu: 'Lugha na SMS',
  smsToggle: (on) => (on ? 'Zima SMS za oda' : 'Washa SMS za oda'),
  smsSaved: (on) => (on ? 'SMS za oda zimewashwa.' : 'SMS za oda zimezimwa.'),
  help: (phone, hours) => `Kitalu cha Miche, Ruaka\nPiga simu au WhatsApp ${phone}\n${hours}\nNunua mtandaoni: miche.co.ke`,
  hours: 'Jtatu-Ijumaa saa 1-12, Jmosi saa 1-10',
  sorry: 'Samahani, kuna tatizo. Tafadhali piga tena.',
  orderFailed: 'Samahani, hatukuweza kuweka oda',
};

export const USSD_WORDS: Readonly<Record<Locale, UssdWords>> = { en, sw };
