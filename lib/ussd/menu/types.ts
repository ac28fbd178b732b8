/**
 * The menu's types: what the route reads for a session (UssdContext), what the last answer asks it to
 * do (UssdEffect), and the screens a session moves through (State), with the shape every area's
 * screens take (Screen), so the replay can run any of them without knowing the areas.
 */
import type { KenyanCounty } from '../../counties';
import type { PaymentPlan } from '../../booking';
import type { Locale } from '../../i18n/locales';
import type { PaymentFailure } from '../../order-payment-state';
import type { OrderChannel, OrderStatus, PaymentStatus } from '../../orders';
import type { LabelledProduct } from '../labels';
import type { PlaceMatch } from '../places';
import type { UssdWords } from '../words';

export interface UssdProduct extends LabelledProduct {
  id: string;
  categorySlug: string;
  priceCents: number;
  stock: number;
  /** The raising days' fast end and the days its seedlings stay fit to plant; a product without them is not booked. */
  raisingDaysMin?: number;
  sellableDays?: number;
}

/**
 * What "Book for later" needs: today in Nairobi, the deposit's share (the server's setting, so the
 * screens show what it will charge), and what the server answered for a planting date it refused
 * earlier in the session (by bookingKey), so a replayed session can offer that date.
 */
export interface UssdBooking {
  today: string;
  depositPercent: number;
  offers?: Readonly<Record<string, BookingOffer>>;
}

/** The server's answer for a refused planting date: a date it can meet instead (null: none within 120 days). */
export interface BookingOffer {
  reason: 'full' | 'too_soon';
  date: string | null;
}

/** A booking the menu tried to place and that the route must look at again (a later answer follows its refusal). */
export interface BookingCheck {
  productId: string;
  quantity: number;
  plantingDate: string;
}

/** The key of a refused booking in UssdBooking.offers. */
export const bookingKey = (c: BookingCheck) => `${c.productId}|${c.quantity}|${c.plantingDate}`;

/** Where an order is collected or taken (every order screen says what and where). */
export type OrderPlace =
  | { method: 'pickup'; name: string; nameSw: string; hours: string; hoursSw: string }
  | { method: 'delivery'; county: KenyanCounty; address: string; days: [number, number] | null };

export interface UssdOrder {
  id: string;
  reference: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalCents: number;
  channel: OrderChannel;
  /** Why the last payment failed, while the order waits for its money. */
  failure: PaymentFailure | null;
  /** What was bought: each line's product (as it is named now) and quantity. */
  lines: ReadonlyArray<{ product: LabelledProduct; quantity: number }>;
  place: OrderPlace | null;
  /** A booking: its planting date, what is paid so far and what a payment now brings (deposit, balance). */
  booking?: { plantingDate: string; paidCents: number; dueCents: number } | null;
}

export interface PickupPlace {
  id: number;
  name: string;
  /** Its Kiswahili name; empty falls back to the English with "Nursery" said in Kiswahili. */
  nameSw: string;
  hours: string;
  hoursSw: string;
}

/** Everything a session can show, read by the route before the menu runs. */
export interface UssdContext {
  /** The language remembered for the number when the session began; null for a first call. */
  language: Locale | null;
  categories: ReadonlyArray<{ slug: string; name: string; nameSw: string }>;
  /** On sale, in catalogue order (sold-out ones too: they are marked, so the numbers never move). */
  products: readonly UssdProduct[];
  /** Counties delivered to, with their fee and how many days delivery takes. */
  counties: ReadonlyArray<{ county: KenyanCounty; feeCents: number; days?: [number, number] | null }>;
  /** Where pickup orders are collected (the first active pickup point); null when none is open. */
  pickup?: PickupPlace | null;
  /** The caller's latest orders, newest first (at most three are shown). */
  orders: readonly UssdOrder[];
  /**
   * The caller's unpaid USSD order when the session began, offered before a new purchase; kept for the
   * whole session so that replaying its answers always takes the same path.
   */
  unpaidOrder: UssdOrder | null;
  /** The phone's last delivery address, offered again. */
  lastAddress?: { county: KenyanCounty; address: string } | null;
  /** The phone's last one-product purchase, offered as "Buy again". */
  lastPurchase?: { productId: string; quantity: number; delivery: Delivery } | null;
  walletCents: number;
  points: number;
  /** Whether the number gets SMS about its orders. */
  smsUpdates: boolean;
  /** Whether its orders get the care SMS after pickup; off unless the phone asked. */
  careTips?: boolean;
  nurseryPhone: string;
  /** The number calling, as the call-back screen repeats it. */
  phone?: string;
  /** Booking for a planting date; without it "Book for later" is not offered. */
  booking?: UssdBooking | null;
}

export type Delivery = { method: 'pickup' } | { method: 'delivery'; county: KenyanCounty; address: string };

/** Which payment of an order a step makes: its first (the whole, or a booking's deposit), or a booking's balance. */
export type PayPart = 'first' | 'balance';

/** What the last answer asks the route to do. */
export type UssdEffect =
  | { kind: 'language'; locale: Locale }
  | { kind: 'sms'; on: boolean }
  | { kind: 'careTips'; on: boolean }
  | {
      kind: 'order';
      productId: string;
      quantity: number;
      delivery: Delivery;
      totalCents: number;
      pay: 'mpesa' | 'wallet';
      /** Bought by "Buy again": a new purchase even just after the same one was paid. */
      again?: boolean;
      /** Booked for a planting date, paid in full or by a deposit now. */
      booking?: { plantingDate: string; plan: PaymentPlan };
      /** What the payment now brings: the total, or the deposit. */
      dueCents?: number;
    }
  /**
   * `totalCents`: what the screen said the payment brings now (a booking's deposit or balance, else the
   * total); `part`: its first payment, or a booking's balance, so a repeated step never pays the next.
   */
  | { kind: 'pay'; orderId: string; totalCents: number; part?: PayPart }
  | { kind: 'walletPay'; orderId: string; totalCents: number; part?: PayPart }
  | { kind: 'topup'; amountKes: number }
  | { kind: 'callback' }
  | { kind: 'cancel'; orderId: string };

export type OrderEffect = Extract<UssdEffect, { kind: 'order' }>;

export interface UssdResult {
  /** `CON …` (show and wait) or `END …` (show and close), at most USSD_SCREEN_LIMIT characters. */
  reply: string;
  /** The language the reply is in (the route words a failure of the effect in it). */
  locale: Locale;
  effect?: UssdEffect;
  /** Bookings refused earlier in the session whose offer the route must add to the context before the menu runs again. */
  bookingChecks?: BookingCheck[];
}

/** A purchase; `booking` when it is booked for a planting date. */
export type Purchase = { productId: string; quantity: number; booking?: { date: string } };

/** Every screen of a session; `s` names it, the rest is what the answers so far chose. */
export type State =
  | { s: 'language' }
  | { s: 'main' }
  | { s: 'unpaidFirst'; then: 'categories' | 'again' | 'book' }
  | { s: 'categories'; later?: boolean }
  | { s: 'products'; category: string; page: number; later?: boolean }
  | ({ s: 'quantity'; later?: boolean } & Pick<Purchase, 'productId'>)
  | ({ s: 'when'; short: boolean } & Purchase)
  | ({ s: 'method' } & Purchase)
  | ({ s: 'county' } & Purchase)
  | ({ s: 'countyChoice'; options: PlaceMatch[] } & Purchase)
  | ({ s: 'address'; place: PlaceMatch } & Purchase)
  | ({ s: 'summary'; delivery: Delivery; again?: boolean } & Purchase)
  | ({ s: 'bookPay'; delivery: Delivery; plan: PaymentPlan; booking: { date: string } } & Purchase)
  | ({ s: 'placed'; delivery: Delivery; plan: PaymentPlan; booking: { date: string }; words: (w: UssdWords) => string } & Purchase)
  | { s: 'orders' }
  | { s: 'order'; orderId: string }
  | { s: 'wallet' }
  | { s: 'topup' }
  | { s: 'help' }
  | { s: 'changeLanguage' }
  | { s: 'end'; words: (w: UssdWords) => string; effect?: UssdEffect };

/** An answer's outcome: a new screen on top, the same screen with a reason, or a final screen. */
export type Step = { next: State; replace?: boolean; effect?: UssdEffect; language?: Locale; notice?: string } | { invalid: string };

/** An answer as a screen reads it: as typed (trimmed), as an option number (NaN when it is none), and the session's words. */
export interface Answer {
  text: string;
  choice: number;
  w: UssdWords;
}

/** What a screen is drawn with: the session's words and language, and the line above it (why the last answer was refused, or what was saved). */
export interface View {
  w: UssdWords;
  language: Locale;
  note: string | undefined;
}

/** One screen: what an answer on it leads to, and how it is drawn. */
export interface Screen<T extends State> {
  answer(ctx: UssdContext, state: T, a: Answer): Step;
  show(ctx: UssdContext, state: T, v: View): string;
}

/** The screens an area owns, each typed by its own state. */
export type Screens<K extends State['s']> = { [S in K]: Screen<Extract<State, { s: S }>> };
