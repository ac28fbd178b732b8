import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { amountDueCents } from '@/lib/booking';
import { nairobiToday } from '@/lib/growing';
import type { Locale } from '@/lib/i18n/locales';
import { centsToKes } from '@/lib/money';
import type { PaymentStatus } from '@/lib/orders';
import type { CreateOrderInput } from '@/lib/schemas/order';
import type { BookingCheck, BookingOffer, OrderEffect, PayPart } from '@/lib/ussd/menu';
import type { Db, DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { callbackRequests, orders, pickupPoints, users, ussdSessions } from '../db/schema';
import { recordConsent, type ConsentSource } from '../sms/consent';
import { audit } from './audit';
import { bookingTerms } from './booking-terms';
import { DEFAULT_BOOKING_SETTINGS } from './order-hooks';
import { listActiveProducts } from './catalogue';
import { ServiceError } from './errors';
import { quoteOrder } from './order-quote';
import { createOrder, type OrderSettings } from './orders';
import { phoneCustomerUid } from './phone-confirmation';
import { newReferralCode } from './users';
import type { StillShown } from './wallet';

/**
 * The USSD shop's side of the database. A caller is known by the phone number the network
 * gives: the web account that confirmed that number by its code (`users.ussd_phone`, never a profile
 * or checkout phone), else the phone's own profile (`phone:+2547…`), which keeps its orders
 * and wallet until an account confirms the phone and takes them over.
 */
export async function callerUid(db: Db, phone: string): Promise<string> {
  const [account] = await db.select({ uid: users.uid }).from(users).where(eq(users.ussdPhone, phone)).limit(1);
  return account?.uid ?? phoneCustomerUid(phone);
}

const SESSION_DAYS = 1;

/** What a session keeps from its first step: the number's language then, and its unpaid USSD order then. */
export interface SessionStart {
  language: Locale | null;
  unpaidOrderId: string | null;
}

/**
 * The language USSD and SMS speak to the caller: the one the phone chose (`ussd_locale`, on
 * a web account that confirmed the phone), else the profile's.
 */
export async function phoneLanguage(db: DbOrTx, uid: string): Promise<Locale | null> {
  const [customer] = await db.select({ ussdLocale: users.ussdLocale, locale: users.locale }).from(users).where(eq(users.uid, uid));
  return customer?.ussdLocale ?? customer?.locale ?? null;
}

/** The caller's newest USSD order still waiting for its money. */
async function unpaidUssdOrder(db: Db, uid: string): Promise<string | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userUid, uid), eq(orders.channel, 'ussd'), eq(orders.status, 'pending'), inArray(orders.paymentStatus, ['pending', 'failed'])))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order?.id ?? null;
}

/**
 * What the session began with: stored at its first step, read at every later one, because the menu is
 * replayed from the first step each time and must mean the same by the same answers. A session first
 * seen mid-way (the table was emptied) starts from the number's state now.
 */
export async function sessionStart(db: Db, sessionId: string, phone: string): Promise<SessionStart> {
  const stored = async () =>
    (
      await db
        .select({ language: ussdSessions.language, unpaidOrderId: ussdSessions.unpaidOrderId })
        .from(ussdSessions)
        .where(and(eq(ussdSessions.sessionId, sessionId), eq(ussdSessions.phone, phone)))
    )[0];
  const known = await stored();
  if (known) return known;
  const uid = await callerUid(db, phone);
  const now: SessionStart = { language: await phoneLanguage(db, uid), unpaidOrderId: await unpaidUssdOrder(db, uid) };
  const [inserted] = await db
    .insert(ussdSessions)
    .values({ sessionId, phone, ...now })
    .onConflictDoNothing()
    .returning({ sessionId: ussdSessions.sessionId });
  // Another step of the same session stored it first; or a session id reused by another number (never
  // from AT), which then starts afresh.
  return inserted ? now : ((await stored()) ?? now);
}

/** Forgets sessions over a day old (a session lasts about a minute); run by the reconcile job. */
export async function purgeUssdSessions(db: Db, now: Date): Promise<void> {
  await db.delete(ussdSessions).where(lt(ussdSessions.startedAt, new Date(now.getTime() - SESSION_DAYS * 86_400_000)));
}

/**
 * The caller's profile, with `locale` and `smsUpdates` set when given: the web account that confirmed
 * the phone, else the phone's own, made on first use. SMS on or off is also the number's own word,
 * written first, as it came (`source`: the USSD menu, or STOP/START texted): every SMS to
 * the number checks it, whoever owns the order.
 */
export async function ensureCaller(
  db: Db,
  phone: string,
  change: { locale?: Locale; smsUpdates?: boolean; careTips?: boolean } = {},
  source: Extract<ConsentSource, 'ussd' | 'sms_keyword'> = 'ussd',
): Promise<string> {
  const uid = await callerUid(db, phone);
  if (change.smsUpdates !== undefined) await recordConsent(db, phone, change.smsUpdates, source, source === 'ussd' ? uid : null);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await db
      .insert(users)
      .values({
        uid,
        phone,
        locale: change.locale ?? null,
        smsUpdates: change.smsUpdates ?? true,
        careTips: change.careTips ?? false,
        referralCode: newReferralCode(),
      })
      .onConflictDoNothing()
      .returning({ uid: users.uid });
    if (created) return uid;
    // The phone's language is its own: on a web account that confirmed it, `ussd_locale`; the web
    // account's `locale` stays as its owner chose it on the web.
    const { locale, ...rest } = change;
    const language = locale === undefined ? {} : uid === phoneCustomerUid(phone) ? { locale } : { ussdLocale: locale };
    const set = { ...rest, ...language };
    const [existing] = await db
      .update(users)
      .set(Object.keys(set).length > 0 ? { ...set, updatedAt: new Date() } : { uid })
      .where(eq(users.uid, uid))
      .returning({ uid: users.uid });
    if (existing) return uid;
    // Otherwise the referral code collided with another person's: draw again.
  }
  throw new Error('could not make the phone customer');
}

/**
 * What makes two final steps the same purchase: the number, the product and quantity, the delivery
 * choice (the address as typed, ignoring case and spacing), and for a booking its planting date and
 * how it is paid.
 */
export function purchaseKey(phone: string, effect: OrderEffect): string {
  const d = effect.delivery;
  const where = d.method === 'delivery' ? `${d.county}|${d.address.toLowerCase().replace(/\s+/g, ' ').trim()}` : '';
  // "Buy again" is a purchase of its own: a farmer who buys the same again just after paying for it
  // means it; its own repeats are still one order.
  const booking = effect.booking ? ['book', effect.booking.plantingDate, effect.booking.plan] : [];
  return [phone, effect.productId, effect.quantity, d.method, where, ...(effect.again ? ['again'] : []), ...booking].join('|');
}

/** A repeated step within this long of the first finds its order even once paid (a redial after a dropped screen). */
export const REPEAT_WINDOW_MS = 5 * 60_000;

export interface UssdPlacedOrder {
  id: string;
  /** Whose it is: the caller's account or phone profile. */
  uid: string;
  reference: string;
  totalCents: number;
  paymentStatus: PaymentStatus;
  /** What a payment now brings: the total, a booking's deposit, or its balance once the deposit is paid. */
  dueCents: number;
}

const payableColumns = {
  status: orders.status,
  totalCents: orders.totalCents,
  paidCents: orders.paidCents,
  paymentPlan: orders.paymentPlan,
  depositCents: orders.depositCents,
};

type PayableRow = { [K in keyof typeof payableColumns]: (typeof orders.$inferSelect)[K] };

/** Which payment an order waits for: its first, a booking's balance, or none. */
function partOfRow(status: string, paidCents: number): PayPart | null {
  if (status === 'pending' && paidCents === 0) return 'first';
  return status === 'booked' ? 'balance' : null;
}

/** The payable columns read, the amount due now and which payment it is in their place. */
const withDue = <T extends PayableRow>({ status, paidCents, paymentPlan, depositCents, ...rest }: T) => ({
  ...rest,
  dueCents: amountDueCents({ status, paidCents, paymentPlan, depositCents, totalCents: rest.totalCents }),
  part: partOfRow(status, paidCents),
});

/** The same purchase placed before: still open and unpaid, or placed within the window and not cancelled. */
async function samePurchase(db: Db, key: string, now: Date): Promise<UssdPlacedOrder | undefined> {
  const [order] = await db
    .select({ id: orders.id, uid: orders.userUid, reference: orders.reference, paymentStatus: orders.paymentStatus, ...payableColumns })
    .from(orders)
    .where(
      and(
        eq(orders.ussdPurchaseKey, key),
        ne(orders.status, 'cancelled'),
        or(
          and(eq(orders.status, 'pending'), inArray(orders.paymentStatus, ['pending', 'failed'])),
          gt(orders.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order && withDue(order);
}

/**
 * The order the menu's summary describes, placed as the web checkout places one (repriced, stock
 * reserved), once: the same purchase from the same number, in this session or another, at once or a
 * moment later, finds the first order. Within REPEAT_WINDOW_MS the purchase is an intent
 * key (`ussd:` and the purchase), taken in the transaction that makes the order, so steps racing on
 * any number of connections make one order even when the first is paid from the wallet at once;
 * after it, the database still holds one open unpaid order per purchase.
 */
export async function placeUssdOrder(db: Db, phone: string, effect: OrderEffect, settings: OrderSettings): Promise<UssdPlacedOrder> {
  const key = purchaseKey(phone, effect);
  const before = await samePurchase(db, key, settings.clock.now());
  if (before) return before;
  const uid = await ensureCaller(db, phone);
  const [products, [pickup], [caller]] = await Promise.all([
    listActiveProducts(db),
    db.select({ id: pickupPoints.id }).from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id)).limit(1),
    db.select({ careTips: users.careTips }).from(users).where(eq(users.uid, uid)),
  ]);
  const product = products.find((p) => p.id === effect.productId);
  const d = effect.delivery;
  const input: CreateOrderInput = {
    userId: uid,
    items: [{ id: effect.productId, name: product?.name ?? '', price: centsToKes(product?.priceCents ?? 0), quantity: effect.quantity }],
    total: centsToKes(effect.totalCents),
    deliveryAddress: d.method === 'delivery' ? d.address : '',
    phone,
    paymentMethod: 'mpesa',
    deliveryMethod: d.method,
    deliveryCounty: d.method === 'delivery' ? d.county : null,
    pickupPointId: d.method === 'pickup' ? (pickup?.id ?? null) : null,
    // A booking: createOrder applies the server's rules (the earliest date, the capacity).
    ...(effect.booking ? { plantingDate: effect.booking.plantingDate, paymentPlan: effect.booking.plan } : {}),
    // The phone's own choice under Language and SMS.
    careTips: caller?.careTips ?? false,
  };
  // Cancelled since the key took it (from My orders): buying the same again is a new purchase.
  const intent = { key: `ussd:${key}`, windowMs: REPEAT_WINDOW_MS, freedWhenCancelled: true };
  try {
    const order = await createOrder(db, uid, input, settings, { intent, origin: { channel: 'ussd', purchaseKey: key } });
    const dueCents = order.booking ? order.booking.amountDueCents : order.totalCents;
    return { id: order.id, uid: order.userId, reference: order.reference, totalCents: order.totalCents, paymentStatus: order.paymentStatus, dueCents };
  } catch (error) {
    if (!isUniqueViolation(error, 'orders_one_open_ussd_purchase')) throw error;
    const raced = await samePurchase(db, key, settings.clock.now());
    if (!raced) throw error;
    return raced;
  }
}

/** The caller's own order, by id (the menu only offers those, but the route checks), with what a payment now brings, or null. */
export async function ownOrder(
  db: Db,
  phone: string,
  orderId: string,
): Promise<{ id: string; reference: string; totalCents: number; dueCents: number; part: PayPart | null; uid: string } | null> {
  const uid = await callerUid(db, phone);
  const [order] = await db
    .select({ id: orders.id, reference: orders.reference, ...payableColumns })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userUid, uid)));
  return order ? { ...withDue(order), uid } : null;
}

/**
 * The USSD screen's check for payOrderFromWallet: the order owes now the part and the
 * amount the screen showed. A deposit and its balance may be the same amount, so both must match.
 */
export const screenStillDue =
  (shown: { dueCents: number; part: PayPart }): StillShown =>
  (order) => {
    const now = withDue(order);
    return now.dueCents === shown.dueCents && now.part === shown.part;
  };

/** Thrown to roll a trial booking back. */
class TrialDone extends Error {}

/**
 * What the server would answer now for a booking it refused earlier in the session, found
 * by trying it in a transaction that is always rolled back (bookingTerms: the earliest date, the
 * capacity under its lock): the date itself when it now fits, the nearest that fits when its week is
 * full, the earliest when it is too soon, or no date.
 */
export async function bookingOffer(db: Db, check: BookingCheck, settings: OrderSettings): Promise<BookingOffer> {
  const [product] = await listActiveProducts(db).then((all) => all.filter((p) => p.id === check.productId));
  if (!product) return { reason: 'full', date: null };
  const [pickup] = await db.select({ id: pickupPoints.id }).from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id)).limit(1);
  const input = {
    items: [{ id: product.id, name: product.name, price: centsToKes(product.priceCents), quantity: check.quantity }],
    total: centsToKes(product.priceCents * check.quantity),
    deliveryMethod: 'pickup' as const,
    deliveryCounty: null,
    pickupPointId: pickup?.id ?? null,
    plantingDate: check.plantingDate,
  };
  try {
    const quote = await quoteOrder(db, input);
    await db.transaction(async (tx) => {
      await bookingTerms(tx, {
        lines: quote.lines,
        plantingDate: check.plantingDate,
        paymentPlan: 'deposit',
        totalCents: quote.totalCents,
        today: nairobiToday(settings.clock.now()),
        settings: settings.booking ?? DEFAULT_BOOKING_SETTINGS,
        // A trial for a date only: the cap on unpaid seedlings is the placing's (createOrder).
        account: null,
      });
      throw new TrialDone();
    });
  } catch (error) {
    if (error instanceof TrialDone) return { reason: 'full', date: check.plantingDate };
    const refused = bookingRefusal(error);
    if (refused) return refused;
    if (error instanceof ServiceError) return { reason: 'full', date: null };
    throw error;
  }
  return { reason: 'full', date: check.plantingDate };
}

/** A booking's refusal as the menu offers it: the nearest date of a full week, the earliest of a date too soon. */
export function bookingRefusal(error: unknown): BookingOffer | null {
  if (!(error instanceof ServiceError)) return null;
  const data = (error.data ?? {}) as { nearestDate?: string | null; earliest?: string };
  if (error.code === 'booking_date_full') return { reason: 'full', date: data.nearestDate ?? null };
  if (error.code === 'booking_date_too_soon') return { reason: 'too_soon', date: data.earliest ?? null };
  return null;
}

/**
 * "Please call me back" from USSD Help: listed for staff with the number and its language.
 * One open request per number; asking again while it waits changes nothing.
 */
export async function requestCallback(db: Db, phone: string, locale: Locale): Promise<void> {
  await db
    .insert(callbackRequests)
    .values({ phone, locale })
    .onConflictDoNothing({ target: callbackRequests.phone, where: sql`${callbackRequests.doneAt} is null` });
}

/** Open call-back requests, oldest first, for the back office (a done one leaves the list; the audit log keeps it). */
export async function callbackList(db: Db) {
  return db.select().from(callbackRequests).where(isNull(callbackRequests.doneAt)).orderBy(asc(callbackRequests.requestedAt)).limit(200);
}

/** Staff mark a call-back done (once: a second mark changes nothing), in the audit log. */
export async function markCallbackDone(db: Db, id: number, staffUid: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(callbackRequests)
      .set({ doneAt: new Date(), doneBy: staffUid })
      .where(and(eq(callbackRequests.id, id), isNull(callbackRequests.doneAt)))
      .returning({ id: callbackRequests.id, phone: callbackRequests.phone });
    const [done] = rows;
    if (!done) return false;
    await audit(tx, { actor: staffUid, action: 'callback.done', targetType: 'callback_request', targetId: String(done.id), after: { phone: done.phone } });
    return true;
  });
}
