/**
 * A farmer's booking for their planting day: pure rules shared by the checkout, the
 * booking's pages, its services and the tests. Dates are calendar dates ("YYYY-MM-DD", Nairobi's day);
 * amounts are integer cents. Nothing here touches the database or the clock.
 */
import { dayProblem } from './calendar-day';
import { addDays, daysBetween } from './growing';

/** The furthest a farmer may book ahead. */
export const BOOKING_MAX_DAYS = 120;
/** The quick choices under "When will you plant?", in weeks from today. */
export const QUICK_PLANTING_WEEKS = [2, 4, 6] as const;
/** The deposit's share of the total when the setting is not given (BOOKING_DEPOSIT_PERCENT). */
export const DEFAULT_DEPOSIT_PERCENT = 50;
/**
 * The grown seedlings one account's unpaid bookings may hold when the setting is not given
 * (BOOKING_UNPAID_SEEDLINGS_CAP): an acre of tomatoes or cabbages is 10,000 to 15,000
 * seedlings, so a farmer can book a season's planting before paying, while unpaid bookings (which hold
 * no capacity) cannot pile up without end on one account.
 */
export const DEFAULT_UNPAID_SEEDLINGS_CAP = 20_000;
/** The least deposit a booking takes: KES 100. */
export const MIN_DEPOSIT_CENTS = 10_000;
/** Days after the seedlings are ready that an unpaid balance waits before they are released. */
export const BALANCE_GRACE_DAYS = 7;
/** Days before the planting date that the farmer is reminded of the balance. */
export const BALANCE_REMINDER_DAYS = 3;

export const PAYMENT_PLANS = ['full', 'deposit'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

/**
 * The deposit on a total: the percentage, rounded up to a whole shilling (M-Pesa takes no cents), at
 * least KES 100, never more than the total.
 */
export function depositCents(totalCents: number, percent: number): number {
  const share = Math.ceil((totalCents * percent) / 100 / 100) * 100;
  return Math.min(totalCents, Math.max(MIN_DEPOSIT_CENTS, share));
}

/** The part of an order a payment pays now: the whole, the deposit, or the balance after it. */
export type PaymentPart = 'full' | 'deposit' | 'balance';

export interface Payable {
  status: string;
  totalCents: number;
  paidCents: number;
  paymentPlan: PaymentPlan | null;
  depositCents: number | null;
}

/**
 * What a payment made now pays, or null when nothing is owed: an unpaid order owes its total, or its
 * deposit on the deposit plan; a booked order (deposit paid) owes the rest.
 */
export function duePart(order: Payable): { part: PaymentPart; amountCents: number } | null {
  if (order.status === 'pending' && order.paidCents === 0) {
    if (order.paymentPlan === 'deposit' && order.depositCents !== null && order.depositCents < order.totalCents)
      return { part: 'deposit', amountCents: order.depositCents };
    return { part: 'full', amountCents: order.totalCents };
  }
  if (order.status === 'booked' && order.paidCents < order.totalCents) return { part: 'balance', amountCents: order.totalCents - order.paidCents };
  return null;
}

/** The cents a payment made now should bring (0 when nothing is owed). */
export function amountDueCents(order: Payable): number {
  return duePart(order)?.amountCents ?? 0;
}

/**
 * The earliest planting date a farmer may choose for a product: today when the ready stock covers
 * the quantity, else the day a sowing made today can be ready (the raising days' fast end: the
 * nursery sows a booking at once, and the plan shows it as late against the slow end).
 */
export function earliestPlantingDate(input: { today: string; readyStock: number; quantity: number; raisingDaysMin: number }): string {
  return input.readyStock >= input.quantity ? input.today : addDays(input.today, input.raisingDaysMin);
}

export function latestPlantingDate(today: string): string {
  return addDays(today, BOOKING_MAX_DAYS);
}

/** Why a planting date cannot be booked, or null when it can (before the nursery's capacity is asked). */
export type PlantingDateProblem = 'invalid' | 'too_soon' | 'too_late';

export function plantingDateProblem(date: string, bounds: { today: string; earliest: string }): PlantingDateProblem | null {
  // The one date rule: what the server's parser refuses, the page refuses too.
  if (dayProblem(date, { today: bounds.today }) === 'invalid') return 'invalid';
  if (date < bounds.earliest) return 'too_soon';
  if (daysBetween(bounds.today, date) > BOOKING_MAX_DAYS) return 'too_late';
  return null;
}

/** The quick choices as dates, each marked whether it can be booked. */
export function quickPlantingDates(today: string, earliest: string): Array<{ weeks: number; date: string; possible: boolean }> {
  return QUICK_PLANTING_WEEKS.map((weeks) => {
    const date = addDays(today, weeks * 7);
    return { weeks, date, possible: date >= earliest };
  });
}

/**
 * Where a booking's line comes from for a planting date: the ready stock, set aside now, when it
 * covers the quantity and the seedlings stay fit to plant until that day; else grown for it, when
 * a sowing made today can be ready by then (the raising days' fast end); else neither (too soon).
 */
export function lineSource(input: {
  plantingDate: string;
  today: string;
  readyStock: number;
  quantity: number;
  raisingDaysMin: number;
  sellableDays: number;
}): 'stock' | 'grown' | null {
  if (input.readyStock >= input.quantity && input.plantingDate <= addDays(input.today, input.sellableDays)) return 'stock';
  if (input.plantingDate >= addDays(input.today, input.raisingDaysMin)) return 'grown';
  return null;
}

/**
 * The planting dates a batch can meet: from its sowing day + the raising days' fast end (a good
 * week) to its promised ready day + the days its seedlings stay fit to sell.
 */
export function batchMeets(batch: { sownOn: string; expectedReadyOn: string }, figures: { raisingDaysMin: number; sellableDays: number }) {
  return { from: addDays(batch.sownOn, figures.raisingDaysMin), to: addDays(batch.expectedReadyOn, figures.sellableDays) };
}

/** The day an unpaid balance releases the seedlings: a week after they were ready, or after the planting date when later. */
export function releaseDate(readyOn: string, plantingDate: string): string {
  return addDays(readyOn > plantingDate ? readyOn : plantingDate, BALANCE_GRACE_DAYS);
}
