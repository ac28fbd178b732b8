/**
 * What the screens read from the context, shared by buying and booking: the products, what a line
 * and its delivery cost, which planting dates a booking can take and what its payment brings now.
 */
import { depositCents, earliestPlantingDate, latestPlantingDate, lineSource, QUICK_PLANTING_WEEKS, quickPlantingDates, type PaymentPlan } from '../../booking';
import { NURSERY_PICKUP } from '../../delivery';
import { inPageLanguage } from '../../catalogue';
import type { Locale } from '../../i18n/locales';
import type { UssdWords } from '../words';
import { productLabel } from '../labels';
import { plain, shortKes } from './screen';
import { bookingKey, type BookingOffer, type Delivery, type OrderEffect, type Purchase, type UssdContext, type UssdEffect, type UssdProduct } from './types';

/** The most of one product an order may hold (the order schema's limit). */
export const MAX_QUANTITY = 10_000;

export const productOf = (ctx: UssdContext, id: string) => ctx.products.find((p) => p.id === id);

export function categoryProducts(ctx: UssdContext, slug: string): UssdProduct[] {
  return ctx.products.filter((p) => p.categorySlug === slug);
}

export const categoryName = (c: { name: string; nameSw: string }, language: Locale) => inPageLanguage(c.name, c.nameSw, language);

/** The largest quantity a caller may ask for now. */
export const maxQuantity = (p: UssdProduct) => Math.min(p.stock, MAX_QUANTITY);

/** Whether a product can be booked for later: the session knows today and the product its raising days. */
export const bookable = (ctx: UssdContext, p: UssdProduct) => !!ctx.booking && p.raisingDaysMin !== undefined;

export function feeOf(ctx: UssdContext, delivery: Delivery): number {
  return delivery.method === 'delivery' ? (ctx.counties.find((c) => c.county === delivery.county)?.feeCents ?? 0) : 0;
}

/** The total of one line and its delivery, as the server will price it (the route checks again). */
export function totalOf(ctx: UssdContext, p: UssdProduct, quantity: number, delivery: Delivery): number {
  return p.priceCents * quantity + feeOf(ctx, delivery);
}

/**
 * The earliest a booking can be grown for (lib/booking.ts earliestPlantingDate, the raising days' fast
 * end). Not today when ready stock covers it: that is a purchase today, and a date that moved with the
 * stock would change under a session's replayed answers without the farmer seeing it.
 */
export function grownEarliest(today: string, p: UssdProduct, quantity: number): string {
  return earliestPlantingDate({ today, readyStock: 0, quantity, raisingDaysMin: p.raisingDaysMin ?? 0 });
}

/**
 * The planting dates offered for a booking, by their fixed numbers: 1, 2, 3 the quick choices (in 2, 4,
 * 6 weeks) when the nursery can meet them (grown, or set aside from ready stock that stays fit until
 * then: lineSource), 4 the earliest it can grow them, unless a quick choice shown is that day.
 */
export function plantingChoices(ctx: UssdContext, p: UssdProduct, quantity: number): Array<{ n: number; date: string; weeks: number | null }> {
  const booking = ctx.booking;
  if (!booking || p.raisingDaysMin === undefined) return [];
  const figures = { today: booking.today, readyStock: Math.max(0, p.stock), quantity, raisingDaysMin: p.raisingDaysMin, sellableDays: p.sellableDays ?? 0 };
  const earliest = grownEarliest(booking.today, p, quantity);
  const quick = quickPlantingDates(booking.today, earliest)
    .map((q, i): { n: number; date: string; weeks: number | null } => ({ n: i + 1, date: q.date, weeks: q.weeks }))
    .filter((q) => lineSource({ ...figures, plantingDate: q.date }) !== null);
  const shown = quick.some((q) => q.date === earliest) || earliest > latestPlantingDate(booking.today);
  return shown ? quick : [...quick, { n: QUICK_PLANTING_WEEKS.length + 1, date: earliest, weeks: null }];
}

/** What a booking's payment brings now: its deposit (the server's rule, depositCents) or its total. */
export function dueNow(ctx: UssdContext, totalCents: number, plan: PaymentPlan): number {
  return plan === 'deposit' ? depositCents(totalCents, ctx.booking?.depositPercent ?? 50) : totalCents;
}

/** Whether a deposit is less than the whole: else only "Pay in full" is offered. */
export const depositOffered = (ctx: UssdContext, totalCents: number) => dueNow(ctx, totalCents, 'deposit') < totalCents;

/** What the server answered for this refused booking, when the route has said. */
export function offerOf(ctx: UssdContext, s: Purchase & { booking: { date: string } }): BookingOffer | undefined {
  return ctx.booking?.offers?.[bookingKey({ productId: s.productId, quantity: s.quantity, plantingDate: s.booking.date })];
}

/** The purchase a state carries on: product, quantity and, for a booking, its date. */
export const purchaseOf = (s: Purchase): Purchase => ({ productId: s.productId, quantity: s.quantity, ...(s.booking ? { booking: s.booking } : {}) });

/** The order a purchase's final step places: today's, or a booking with its date, plan and amount due now (`extra`). */
export function orderEffect(
  purchase: { productId: string; quantity: number; delivery: Delivery },
  totalCents: number,
  pay: OrderEffect['pay'],
  extra: Pick<OrderEffect, 'again' | 'booking' | 'dueCents'>,
): UssdEffect {
  return { kind: 'order', productId: purchase.productId, quantity: purchase.quantity, delivery: purchase.delivery, totalCents, pay, ...extra };
}

/** A pickup point's name in the caller's language: its Kiswahili name where staff wrote one. */
export function placeIn(place: { name: string; nameSw: string }, w: UssdWords, language: Locale): string {
  return language === 'sw' && place.nameSw.trim() ? plain(place.nameSw) : w.placeName(plain(place.name));
}

/** The pickup point's name in the caller's language. */
export const pickupName = (ctx: UssdContext, w: UssdWords, language: Locale) => placeIn(ctx.pickup ?? NURSERY_PICKUP, w, language);

/** A summary's lines: what is bought (the line's price) and where it is collected or taken (with the delivery fee). */
export function summaryLines(
  ctx: UssdContext,
  p: UssdProduct,
  state: Purchase & { delivery: Delivery },
  w: UssdWords,
  language: Locale,
): { what: string; where: string } {
  const d = state.delivery;
  const where = d.method === 'pickup' ? w.pickupLine(pickupName(ctx, w, language)) : w.deliveryLine(d.county, d.address, shortKes(feeOf(ctx, d)));
  const what = w.line(productLabel(p, language, ctx.products), state.quantity, shortKes(p.priceCents * state.quantity));
  return { what, where };
}
