/**
 * An order placed before, as the screens (and the SMS worded from them) say it and pay it: what it
 * holds, where it goes, what a payment of it brings now; shared by My orders and the unpaid order
 * offered before a new purchase.
 */
import { pickupHours } from '../../delivery';
import type { Locale } from '../../i18n/locales';
import { productLabel } from '../labels';
import type { UssdWords } from '../words';
import { placeIn } from './facts';
import { plain, shortKes } from './screen';
import type { OrderPlace, PayPart, Step, UssdContext, UssdEffect, UssdOrder } from './types';

/** What a payment of an order brings now: its total, or a booking's deposit or balance. */
export const dueOf = (o: UssdOrder) => o.booking?.dueCents ?? o.totalCents;

/** Waiting for its money: an unpaid order, or a booking whose balance is still owed. */
export const payable = (o: UssdOrder) =>
  (o.status === 'pending' && o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded') ||
  (o.status === 'booked' && o.paymentStatus === 'partly_paid' && dueOf(o) > 0);

/** Which payment a step makes of a booking: a booked one owes its balance. Today's orders have one payment. */
const partOf = (o: UssdOrder): { part?: PayPart } => (o.booking ? { part: o.status === 'booked' ? 'balance' : 'first' } : {});

/** An order's state in a few words: its status, or why its payment failed. */
export function orderState(w: UssdWords, o: UssdOrder): string {
  return o.failure ? w.paymentFailed(w.failure[o.failure]) : w.status[o.status];
}

/** What an order holds, shortly: "Nyanya Anna F1 trei 50 x2" (and "+1" for more lines). */
export function orderWhat(o: Pick<UssdOrder, 'lines'>, language: Locale): string {
  const [first, ...rest] = o.lines;
  if (!first) return '';
  return `${productLabel(first.product, language)} x${first.quantity}${rest.length > 0 ? ` +${rest.length}` : ''}`;
}

/** Where an order is collected (place and hours) or taken (county, address and days), in lines. */
export function orderWhere(place: OrderPlace | null, w: UssdWords, language: Locale): string[] {
  if (!place) return [];
  if (place.method === 'pickup') {
    const hours = plain(pickupHours(place, language));
    return [w.collectAt(placeIn(place, w, language)), ...(hours ? [hours] : [])];
  }
  return [w.deliverTo(place.county, place.address), ...(place.days ? [w.days(place.days)] : [])];
}

/** Paying an order already placed: the route sends the prompt and words the END by what happened. */
export function payStep(order: UssdOrder): Step {
  const due = dueOf(order);
  const effect: UssdEffect = { kind: 'pay', orderId: order.id, totalCents: due, ...partOf(order) };
  return { next: { s: 'end', words: (x) => x.promptComing(shortKes(due)), effect }, effect };
}

/** Paying an order already placed from the wallet: the route pays it and says so. */
export function walletPayStep(ctx: UssdContext, order: UssdOrder): Step {
  const due = dueOf(order);
  const effect: UssdEffect = { kind: 'walletPay', orderId: order.id, totalCents: due, ...partOf(order) };
  return { next: { s: 'end', words: (x) => x.paidFromWallet(order.reference, shortKes(ctx.walletCents - due)), effect }, effect };
}
