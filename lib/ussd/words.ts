/**
 * The USSD shop's words in English and Kiswahili. Screens of at most 182 characters
 * leave no room for a web page's sentences, so they are written for the channel here rather than taken
 * from messages/*.json; the glossary (docs/glossary.md) still holds: miche, oda, pochi, kitalu, kaunti,
 * trei, "Niletee / Chukua kitaluni" as on the web. `UssdWords` types both, so a word missing in one
 * language fails the type check. Kept as they are in Kiswahili: Miche, M-Pesa, PIN, Paybill, SMS,
 * WhatsApp, KES and the English product names of crops that have no Swahili name.
 */
import type { Locale } from '../i18n/locales';
import type { PaymentFailure } from '../order-payment-state';
import type { OrderStatus } from '../orders';

/** The first screen of a first call: before a language is chosen, both. */
export const FIRST_SCREEN = 'Karibu Miche / Welcome\n1 English\n2 Kiswahili';
export const FIRST_SCREEN_INVALID = 'Chagua 1 au 2 / Choose 1 or 2';

export interface UssdWords {
  welcome: string;
  main: [buy: string, orders: string, wallet: string, language: string, help: string];
  /** Option 6, shown when the caller has bought before: the last purchase again. */
  buyAgain: (what: string) => string;
  buyAgainPlain: string;
  back: string;
  home: string;
  more: string;
  invalid: string;
  categories: string;
  noProducts: string;
  /** In a list, instead of the price. */
  soldOutMark: string;
  soldOut: string;
  /** A product's screen: its price and what is left. */
  product: (price: string, unitKind: 'seedling' | 'tray', stock: number) => string;
  /** The one quantity rule: how many, from 1 to what is left. */
  askQuantity: (unitKind: 'seedling' | 'tray', max: number) => string;
  quantityRange: (unitKind: 'seedling' | 'tray', max: number) => string;
  quantityWhole: (unitKind: 'seedling' | 'tray', max: number) => string;
  method: string;
  pickupAt: (place: string) => string;
  deliverToCounty: string;
  /** Option 3: the phone's last delivery address again. */
  deliverAgain: (county: string, address: string) => string;
  enterCounty: string;
  countyNotFound: string;
  notDelivered: (county: string) => string;
  chooseCounty: string;
  enterAddress: (town: string | null) => string;
  addressTooShort: string;
  addressTooLong: (max: number) => string;
  /** "Tomato Anna F1 tray 50 x2 KES 1,400" */
  line: (what: string, qty: number, amount: string) => string;
  pickupLine: (place: string) => string;
  /** The nursery's name in this language, for a pickup point named in English. */
  placeName: (name: string) => string;
  deliveryLine: (county: string, address: string, fee: string) => string;
  /** An order's place: "Pick up at Miche Nursery, Ruaka" or "Deliver to Kiambu, Near the church". */
  collectAt: (place: string) => string;
  deliverTo: (county: string, address: string) => string;
  /** "1 to 2 days after payment" */
  days: (range: [number, number]) => string;
  total: (amount: string) => string;
  payOptions: [mpesa: string, cancel: string];
  payFromWallet: (balance: string) => string;
  promptComing: (amount: string) => string;
  cancelled: string;
  noOrders: string;
  ordersTitle: string;
  status: Record<OrderStatus, string>;
  orderTitle: (reference: string, status: string) => string;
  payNow: string;
  cancelOrder: string;
  /** In a list, an unpaid order whose last payment failed. */
  statusFailed: string;
  paymentFailed: (reason: string) => string;
  failure: Record<PaymentFailure, string>;
  /** Before a new purchase, the session's unpaid order. */
  unpaidFirst: (reference: string, total: string) => string;
  payOrder: (reference: string) => string;
  buyOther: string;
  nothingToPay: string;
  /** What happened to a prompt, said at the END of the step that asked for it. */
  promptOpenOnPhone: (reference: string) => string;
  promptSlow: (reference: string, amount: string) => string;
  promptNotSent: (reference: string, paybill: string) => string;
  alreadyPaid: (reference: string) => string;
  orderCancelled: (reference: string) => string;
  cancelWhilePrompt: string;
  /** Paid from the wallet: what is left there, and where to collect or when it comes. */
  paidFromWallet: (reference: string, left: string) => string;
  walletShort: (balance: string, total: string) => string;
  wallet: (balance: string, points: number) => string;
  topUp: string;
  askTopUp: (min: string, max: string) => string;
  topUpRange: (min: string, max: string) => string;
  topUpWhole: (min: string, max: string) => string;
  walletFull: (cap: string) => string;
  topUpComing: (amount: string) => string;
  topUpNotSent: string;
  topUpPromptOpen: string;
  languageSaved: string;
  languageMenu: string;
  /** Option 3 under Language: turns order SMS off when they are on, and on when off. */
  smsToggle: (on: boolean) => string;
  smsSaved: (on: boolean) => string;
  /** Option 4 under Language: the three care SMS after pickup on this phone's orders, on or off. */
  careTipsToggle: (on: boolean) => string;
  careTipsSaved: (on: boolean) => string;
  help: (phone: string, hours: string) => string;
  callMeBack: string;
  callbackSaved: (phone: string) => string;
  hours: string;
  /** Whatever failed: the phone is told plainly, never a stack trace. */
  sorry: string;
  orderFailed: string;
  /** A session whose answers are longer than any screen asks for. */
  tooLong: string;
  /** Book for later: main menu option 7, and a product short of ready stock. */
  bookLater: string;
  bookCategories: string;
  notBookable: string;
  /** A product's screen when booking: its price and what is ready now. */
  bookProduct: (price: string, unitKind: 'seedling' | 'tray', stock: number) => string;
  /** Under the quantity question: more than is left is booked. */
  moreToBook: string;
  onlyReady: (unitKind: 'seedling' | 'tray', stock: number, quantity: number) => string;
  whenPlant: string;
  inWeeks: (weeks: number, date: string) => string;
  earliest: (date: string) => string;
  plantOn: (date: string) => string;
  payDeposit: (amount: string) => string;
  payFull: (amount: string) => string;
  /** The confirmation: the planting date, what is paid now and the balance (null when paid in full). */
  bookingTerms: (date: string, now: string, balance: string | null) => string;
  dateFull: (date: string, nearest: string) => string;
  dateTooSoon: (earliest: string) => string;
  bookFor: (date: string) => string;
  noDateFits: string;
  /** A booking refused: the account's unpaid bookings already hold this many grown seedlings, of the cap. */
  unpaidCap: (unpaid: string, cap: string) => string;
  payBalance: string;
  /** An order's booking: its date, and the balance owed (or the deposit, before it is paid). */
  plantBalance: (date: string, balance: string) => string;
  plantDeposit: (date: string, deposit: string) => string;
  /** A booking's deposit paid from the wallet. */
  depositFromWallet: (reference: string, amount: string, left: string) => string;
  /** The same booking step again once its deposit is paid: nothing more is taken. */
  bookingConfirmed: (reference: string) => string;
}

const en: UssdWords = {
  welcome: 'Miche seedlings',
  main: ['Buy seedlings', 'My orders', 'My wallet', 'Language and SMS', 'Help'],
  buyAgain: (what) => `Buy again: ${what}`,
  buyAgainPlain: 'Buy again',
  back: '0 Back',
  home: '00 Home',
  more: '98 More',
  invalid: 'Invalid choice.',
  categories: 'Choose a crop',
  noProducts: 'Nothing on sale here now.',
  soldOutMark: 'sold out',
  soldOut: 'Sold out.',
  product: (price, unitKind, stock) => `${price} a ${unitKind === 'tray' ? 'tray' : 'seedling'}, ${stock.toLocaleString('en-KE')} left`,
  askQuantity: (unitKind, max) => `How many ${unitKind === 'tray' ? 'trays' : 'seedlings'}? Type 1 to ${max.toLocaleString('en-KE')}:`,
  quantityRange: (unitKind, max) => `Type 1 to ${max.toLocaleString('en-KE')} ${unitKind === 'tray' ? 'trays' : 'seedlings'}.`,
  quantityWhole: (unitKind, max) => `Type a whole number of ${unitKind === 'tray' ? 'trays' : 'seedlings'}, 1 to ${max.toLocaleString('en-KE')}.`,
  method: 'How will you get it?',
  pickupAt: (place) => `Pick up at ${place} (free)`,
  deliverToCounty: 'Deliver to my county',
  deliverAgain: (county, address) => `Deliver to ${county}: ${address}`,
  enterCounty: 'Type your county or town:',
  countyNotFound: 'No county or town by that name. Try a big town near you.',
  notDelivered: (county) => `We do not deliver to ${county} yet. Choose pickup, or another county.`,
  chooseCounty: 'Which one?',
  enterAddress: (town) => `Type a landmark or address${town ? ` in ${town}` : ''} (up to 100 letters):`,
  addressTooShort: 'Please type at least 3 letters.',
  addressTooLong: (max) => `Too long: keep it under ${max} letters. A landmark is enough, like "Near the church".`,
  line: (what, qty, amount) => `${what} x${qty} ${amount}`,
  pickupLine: (place) => `Pick up at ${place}: free`,
  placeName: (name) => name,
  deliveryLine: (county, address, fee) => `Deliver to ${county}, ${address}: ${fee}`,
  collectAt: (place) => `Pick up at ${place}`,
  deliverTo: (county, address) => `Deliver to ${county}, ${address}`,
  days: ([min, max]) => (max <= 1 ? 'Next day after payment' : min === max ? `${max} days after payment` : `${min} to ${max} days after payment`),
  total: (amount) => `Total ${amount}`,
  payOptions: ['Pay with M-Pesa', 'Cancel'],
  payFromWallet: (balance) => `Pay from wallet (${balance})`,
  promptComing: (amount) => `An M-Pesa prompt for ${amount} is coming. Enter your PIN to pay. We will send an SMS when it is paid.`,
  cancelled: 'Cancelled. Nothing was ordered.',
  noOrders: 'You have no orders yet.',
  ordersTitle: 'Your orders',
  status: {
    pending: 'Awaiting payment',
    booked: 'Booked, balance due',
    paid: 'Paid',
    processing: 'Being prepared',
    dispatched: 'Dispatched',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  orderTitle: (reference, status) => `Order ${reference}: ${status}`,
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
  paidFromWallet: (reference, left) => `Order ${reference} is paid from your wallet. ${left} is left in it. We will send an SMS.`,
  walletShort: (balance, total) => `Your wallet has ${balance}, not enough for ${total}. Pay with M-Pesa, or top up first.`,
  wallet: (balance, points) => `Wallet: ${balance}\nReferral points: ${points}`,
  topUp: 'Top up with M-Pesa',
  askTopUp: (min, max) => `How much to add? Type ${min} to ${max}:`,
  topUpRange: (min, max) => `Type ${min} to ${max}.`,
  topUpWhole: (min, max) => `Type whole shillings, ${min} to ${max}.`,
  walletFull: (cap) => `Your wallet is full: it holds at most ${cap}.`,
  topUpComing: (amount) => `An M-Pesa prompt to add ${amount} to your wallet is coming. Enter your PIN. We will send an SMS.`,
  topUpNotSent: 'No M-Pesa prompt could be sent now. Please dial again later.',
  topUpPromptOpen: 'Another M-Pesa prompt is open on your phone. Finish or cancel it, then dial again.',
  languageSaved: 'Language saved.',
  languageMenu: 'Language and SMS',
  smsToggle: (on) => (on ? 'Turn order SMS off' : 'Turn order SMS on'),
  smsSaved: (on) => (on ? 'Order SMS are on.' : 'Order SMS are off.'),
  careTipsToggle: (on) => (on ? 'Stop care tips after pickup' : 'Care tips by SMS after pickup'),
  careTipsSaved: (on) => (on ? 'Your next orders get 3 care tips by SMS after pickup.' : 'No more care tips by SMS.'),
  help: (phone, hours) => `Miche Nursery, Ruaka\nCall or WhatsApp ${phone}\n${hours}`,
  callMeBack: 'Please call me back',
  callbackSaved: (phone) => `Thank you. Miche will call you on ${phone} in working hours, in English.`,
  hours: 'Mon-Fri 7am-6pm, Sat 7am-4pm',
  sorry: 'Sorry, something went wrong. Please dial again.',
  orderFailed: 'Sorry, we could not place the order',
  tooLong: 'That was more than this menu can take. Please dial again and keep answers short.',
  bookLater: 'Book for later',
  bookCategories: 'Book for later: choose a crop',
  notBookable: 'This one cannot be booked for later.',
  bookProduct: (price, unitKind, stock) =>
    `${price} a ${unitKind === 'tray' ? 'tray' : 'seedling'}, ${stock.toLocaleString('en-KE')} ready now. We raise them for your date.`,
  moreToBook: 'More? Type it to book for later.',
  onlyReady: (unitKind, stock, quantity) =>
    `Only ${stock.toLocaleString('en-KE')} ready now. Book ${quantity.toLocaleString('en-KE')} ${unitKind === 'tray' ? 'trays' : 'seedlings'} for later.`,
  whenPlant: 'When will you plant?',
  inWeeks: (weeks, date) => `In ${weeks} weeks (${date})`,
  earliest: (date) => `Earliest: ${date}`,
  plantOn: (date) => `Plant on ${date}`,
  payDeposit: (amount) => `Pay deposit ${amount} now`,
  payFull: (amount) => `Pay in full ${amount}`,
  bookingTerms: (date, now, balance) => `Plant on ${date}. Pay ${now} now${balance ? `, balance ${balance} by ${date}` : ', nothing later'}.`,
  dateFull: (date, nearest) => `The nursery's sowing for ${date} is full. The nearest date it can meet: ${nearest}.`,
  dateTooSoon: (earliest) => `The nursery can have them ready from ${earliest}.`,
  bookFor: (date) => `Book for ${date}`,
  noDateFits: 'No planting date in the next 120 days can be met now. Please call the nursery.',
  unpaidCap: (unpaid, cap) => `Your unpaid bookings hold ${unpaid} seedlings (at most ${cap}). Pay a deposit first, or book fewer.`,
  payBalance: 'Pay balance with M-Pesa',
  plantBalance: (date, balance) => `Plant on ${date}, balance ${balance}`,
  plantDeposit: (date, deposit) => `Plant on ${date}, deposit ${deposit}`,
  depositFromWallet: (reference, amount, left) => `Deposit ${amount} for ${reference} is paid from your wallet. ${left} is left in it. We will send an SMS.`,
  bookingConfirmed: (reference) => `Booking ${reference} is confirmed: its deposit is paid. Pay the balance in My orders.`,
};

const traysOrSeedlings = (unitKind: 'seedling' | 'tray') => (unitKind === 'tray' ? 'trei' : 'miche');

const sw: UssdWords = {
  welcome: 'Miche',
  main: ['Nunua miche', 'Oda zangu', 'Pochi yangu', 'Lugha na SMS', 'Msaada'],
  buyAgain: (what) => `Nunua tena: ${what}`,
  buyAgainPlain: 'Nunua tena',
  back: '0 Rudi',
  home: '00 Mwanzo',
  more: '98 Zaidi',
  invalid: 'Chaguo si sahihi.',
  categories: 'Chagua zao',
  noProducts: 'Hakuna miche inayouzwa hapa sasa.',
  soldOutMark: 'zimeisha',
  soldOut: 'Zimeisha.',
  product: (price, unitKind, stock) => `${price} kwa ${unitKind === 'tray' ? 'trei' : 'mche'}, zimebaki ${stock.toLocaleString('en-KE')}`,
  askQuantity: (unitKind, max) => `Weka idadi ya ${traysOrSeedlings(unitKind)}: 1 hadi ${max.toLocaleString('en-KE')}`,
  quantityRange: (unitKind, max) => `Andika ${traysOrSeedlings(unitKind)} 1 hadi ${max.toLocaleString('en-KE')}.`,
  quantityWhole: (unitKind, max) => `Andika namba kamili ya ${traysOrSeedlings(unitKind)}, 1 hadi ${max.toLocaleString('en-KE')}.`,
  method: 'Utaipataje?',
  pickupAt: (place) => `Chukua ${place} (bure)`,
  deliverToCounty: 'Niletee kwenye kaunti yangu',
  deliverAgain: (county, address) => `Niletee ${county}: ${address}`,
  enterCounty: 'Andika kaunti au mji wako:',
  countyNotFound: 'Hakuna kaunti wala mji wa jina hilo. Jaribu mji mkubwa ulio karibu nawe.',
  notDelivered: (county) => `Bado hatuleti ${county}. Chagua kuchukua kitaluni, au kaunti nyingine.`,
  chooseCounty: 'Ipi kati ya hizi?',
  enterAddress: (town) => `Andika alama ya mahali au anwani${town ? ` huko ${town}` : ''} (herufi 100 au chache):`,
  addressTooShort: 'Tafadhali andika herufi 3 au zaidi.',
  addressTooLong: (max) => `Ni ndefu mno: isizidi herufi ${max}. Alama ya mahali inatosha, kama "Karibu na kanisa".`,
  line: (what, qty, amount) => `${what} x${qty} ${amount}`,
  pickupLine: (place) => `Chukua ${place}: bure`,
  placeName: (name) => name.replace(/\bMiche Nursery\b/gi, 'Kitalu cha Miche').replace(/\bNursery\b/gi, 'Kitalu'),
  deliveryLine: (county, address, fee) => `Niletee ${county}, ${address}: ${fee}`,
  collectAt: (place) => `Chukua ${place}`,
  deliverTo: (county, address) => `Niletee ${county}, ${address}`,
  days: ([min, max]) =>
    max <= 1 ? 'Siku inayofuata baada ya malipo' : min === max ? `Siku ${max} baada ya malipo` : `Siku ${min} hadi ${max} baada ya malipo`,
  total: (amount) => `Jumla ${amount}`,
  payOptions: ['Lipa kwa M-Pesa', 'Ghairi'],
  payFromWallet: (balance) => `Lipa kwa pochi (${balance})`,
  promptComing: (amount) => `Ombi la M-Pesa la ${amount} linakuja. Weka PIN yako kulipa. Tutakutumia SMS ikishalipwa.`,
  cancelled: 'Imeghairiwa. Hakuna oda iliyowekwa.',
  noOrders: 'Bado huna oda yoyote.',
  ordersTitle: 'Oda zako',
  status: {
    pending: 'Inasubiri malipo',
    booked: 'Imewekwa, salio linadaiwa',
    paid: 'Imelipwa',
    processing: 'Inaandaliwa',
    dispatched: 'Imetumwa',
    delivered: 'Imefika',
    cancelled: 'Imeghairiwa',
  },
  orderTitle: (reference, status) => `Oda ${reference}: ${status}`,
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
  paidFromWallet: (reference, left) => `Oda ${reference} imelipwa kwa pochi yako. Imebaki ${left} kwenye pochi. Tutakutumia SMS.`,
  walletShort: (balance, total) => `Pochi yako ina ${balance}, haitoshi kwa ${total}. Lipa kwa M-Pesa, au ongeza pesa kwanza.`,
  wallet: (balance, points) => `Pochi: ${balance}\nPointi za rufaa: ${points}`,
  topUp: 'Ongeza pesa kwa M-Pesa',
  askTopUp: (min, max) => `Unaongeza kiasi gani? Andika ${min} hadi ${max}:`,
  topUpRange: (min, max) => `Andika ${min} hadi ${max}.`,
  topUpWhole: (min, max) => `Andika shilingi kamili, ${min} hadi ${max}.`,
  walletFull: (cap) => `Pochi yako imejaa: inaweka ${cap} tu.`,
  topUpComing: (amount) => `Ombi la M-Pesa la kuongeza ${amount} kwenye pochi linakuja. Weka PIN yako. Tutakutumia SMS.`,
  topUpNotSent: 'Ombi la M-Pesa halikuweza kutumwa sasa. Tafadhali piga tena baadaye.',
  topUpPromptOpen: 'Ombi jingine la M-Pesa liko wazi kwenye simu yako. Limalize au ulighairi, kisha piga tena.',
  languageSaved: 'Lugha imehifadhiwa.',
  languageMenu: 'Lugha na SMS',
  smsToggle: (on) => (on ? 'Zima SMS za oda' : 'Washa SMS za oda'),
  smsSaved: (on) => (on ? 'SMS za oda zimewashwa.' : 'SMS za oda zimezimwa.'),
  careTipsToggle: (on) => (on ? 'Acha ushauri baada ya kuchukua' : 'Ushauri kwa SMS baada ya kuchukua'),
  careTipsSaved: (on) => (on ? 'Oda zako zijazo zitapata ushauri 3 kwa SMS baada ya kuchukua.' : 'Hakuna ushauri tena kwa SMS.'),
  help: (phone, hours) => `Kitalu cha Miche, Ruaka\nPiga simu au WhatsApp ${phone}\n${hours}`,
  callMeBack: 'Nipigieni simu',
  callbackSaved: (phone) => `Asante. Miche itakupigia kwa ${phone} saa za kazi, kwa Kiswahili.`,
  hours: 'Jumatatu-Ijumaa saa 1 asubuhi-12 jioni, Jumamosi saa 1 asubuhi-10 jioni',
  sorry: 'Samahani, kuna tatizo. Tafadhali piga tena.',
  orderFailed: 'Samahani, hatukuweza kuweka oda',
  tooLong: 'Majibu yamezidi urefu ambao menyu hii inapokea. Tafadhali piga tena na uandike kwa ufupi.',
  bookLater: 'Weka oda ya baadaye',
  bookCategories: 'Oda ya baadaye: chagua zao',
  notBookable: 'Hii haiwezi kuwekewa oda ya baadaye.',
  bookProduct: (price, unitKind, stock) =>
    `${price} kwa ${unitKind === 'tray' ? 'trei' : 'mche'}, ${stock.toLocaleString('en-KE')} tayari sasa. Tutakuoteshea kwa tarehe yako.`,
  moreToBook: 'Zaidi? Andika idadi kuweka oda ya baadaye.',
  onlyReady: (unitKind, stock, quantity) =>
    `Zipo ${stock.toLocaleString('en-KE')} tu sasa. Weka oda ya ${traysOrSeedlings(unitKind)} ${quantity.toLocaleString('en-KE')} kwa baadaye.`,
  whenPlant: 'Utapanda lini?',
  inWeeks: (weeks, date) => `Baada ya wiki ${weeks} (${date})`,
  earliest: (date) => `Mapema zaidi: ${date}`,
  plantOn: (date) => `Kupanda ${date}`,
  payDeposit: (amount) => `Lipa malipo ya awali ${amount} sasa`,
  payFull: (amount) => `Lipa yote ${amount}`,
  bookingTerms: (date, now, balance) => `Kupanda ${date}. Lipa ${now} sasa${balance ? `, salio ${balance} kufikia ${date}` : ', hakuna deni baadaye'}.`,
  dateFull: (date, nearest) => `Upandaji wa kitalu kwa ${date} umejaa. Tarehe ya karibu inayowezekana: ${nearest}.`,
  dateTooSoon: (earliest) => `Kitalu kinaweza kuwa nazo tayari kuanzia ${earliest}.`,
  bookFor: (date) => `Weka oda ya ${date}`,
  noDateFits: 'Hakuna tarehe ya kupanda ndani ya siku 120 inayowezekana sasa. Tafadhali piga simu kitaluni.',
  unpaidCap: (unpaid, cap) => `Oda zako ambazo hazijalipwa zina miche ${unpaid} (mwisho ${cap}). Lipa malipo ya awali kwanza, au agiza michache.`,
  payBalance: 'Lipa salio kwa M-Pesa',
  plantBalance: (date, balance) => `Kupanda ${date}, salio ${balance}`,
  plantDeposit: (date, deposit) => `Kupanda ${date}, malipo ya awali ${deposit}`,
  depositFromWallet: (reference, amount, left) =>
    `Malipo ya awali ${amount} ya ${reference} yamelipwa kwa pochi yako. Imebaki ${left} kwenye pochi. Tutakutumia SMS.`,
  bookingConfirmed: (reference) => `Oda ${reference} imewekwa: malipo ya awali yamelipwa. Lipa salio kwenye Oda zangu.`,
};

export const USSD_WORDS: Readonly<Record<Locale, UssdWords>> = { en, sw };
