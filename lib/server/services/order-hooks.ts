import 'server-only';
import { DEFAULT_DEPOSIT_PERCENT, DEFAULT_UNPAID_SEEDLINGS_CAP, type PaymentPlan } from '@/lib/booking';
import { DEFAULT_SOWING_TRAYS_PER_WEEK } from '@/lib/growing';
import type { PaymentFailure } from '@/lib/order-payment-state';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { orders } from '../db/schema';
import type { QuotedLine } from './order-quote';

/**
 * What the order core (orders, their lifecycle, stock, settlement, refunds) asks of the slices built
 * on it (growing to order, referrals, SMS), without importing them: the slices import the core, never
 * the reverse. The composition root (composition.ts) installs the slices' answers once per process.
 * Each hook runs in the caller's transaction, as the direct call it replaces did: an SMS is queued, a
 * reward posted, in the same transaction as the change it is about.
 */

/** The events of an order its farmer is told of (the SMS outbox words each one). */
export type OrderNotice =
  'placed' | 'paid' | 'booked' | 'paymentFailed' | 'dispatched' | 'delivered' | 'cancelled' | 'refunded' | 'mpesaToWallet' | 'mpesaToWalletCancelled';

export interface OrderNoticeExtra {
  /** Tells apart several notices of one kind (each refund, each failed prompt). */
  key?: string;
  refundedCents?: number;
  failure?: PaymentFailure;
}

/** How bookings are paid and bounded: the order core carries them in its settings for the growing slice. */
export interface BookingSettings {
  /** BOOKING_DEPOSIT_PERCENT */
  depositPercent: number;
  /** NURSERY_SOWING_TRAYS_PER_WEEK */
  traysPerWeek: number;
  /** BOOKING_UNPAID_SEEDLINGS_CAP: the grown seedlings one account's unpaid bookings may hold. */
  unpaidSeedlingsCap: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  depositPercent: DEFAULT_DEPOSIT_PERCENT,
  traysPerWeek: DEFAULT_SOWING_TRAYS_PER_WEEK,
  unpaidSeedlingsCap: DEFAULT_UNPAID_SEEDLINGS_CAP,
};

/**
 * Who books, for the cap on unpaid grown seedlings: their uid, and whether the booking is paid in the
 * same transaction (from the wallet: it is paid, or it does not exist), so it adds nothing unpaid.
 */
export interface BookingAccount {
  uid: string;
  paysNow: boolean;
}

export interface BookingTermsInput {
  lines: QuotedLine[];
  plantingDate: string;
  paymentPlan: PaymentPlan;
  totalCents: number;
  today: string;
  settings: BookingSettings;
  /** Null only for a trial that is rolled back (USSD's booking offer). */
  account: BookingAccount | null;
  exceptOrderId?: string;
}

export interface BookingTerms {
  plantingDate: string;
  paymentPlan: PaymentPlan;
  depositCents: number;
  /** Products whose lines are set aside from ready stock now; the others are grown. */
  fromStock: ReadonlySet<string>;
}

export interface OrderHooks {
  /** Tells the order's farmer of an event (queued in the caller's transaction); true when queued now. */
  notify: (tx: DbOrTx, orderId: string, notice: OrderNotice, extra?: OrderNoticeExtra) => Promise<boolean>;
  /** The checked terms of a new order with a planting date (it throws to refuse the date). */
  bookingTerms: (tx: Tx, input: BookingTermsInput) => Promise<BookingTerms>;
  /** A farmer cancels their own booking by its own rules (the deposit is kept once sown), in its own transaction. */
  cancelBooking: (db: Db, input: { uid: string; orderId: string }) => Promise<unknown>;
  /** An order was delivered (a referrer may earn their reward). */
  delivered: (tx: Tx, order: typeof orders.$inferSelect) => Promise<unknown>;
  /** Part of an order was refunded (a referral reward shrinks to what the kept part earns). */
  refunded: (tx: Tx, orderId: string) => Promise<unknown>;
}

// On globalThis, like deps.ts's collaborators: one set for the process, however the modules were bundled.
const holder = globalThis as typeof globalThis & { __micheOrderHooks?: OrderHooks };

export function installOrderHooks(hooks: OrderHooks): void {
  holder.__micheOrderHooks = hooks;
}

/** The installed hooks; a missing composition root is a wiring fault, so it fails loudly rather than skip an SMS or a reward. */
export function orderHooks(): OrderHooks {
  if (!holder.__micheOrderHooks) throw new Error('The order core has no hooks: load lib/server/services/composition.ts (deps.ts does) first.');
  return holder.__micheOrderHooks;
}
