import 'server-only';
import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { CreateOrderInput } from '@/lib/schemas/order';
import type { UssdContext, UssdEffect } from '@/lib/ussd/menu';
import type { Db } from '../db/client';
import { pickupPoints, users, ussdSessions } from '../db/schema';
import { listActiveProducts, listCategories } from './catalogue';
import { deliveryOptions } from './delivery';
import { createOrder, listOrders, type OrderSettings } from './orders';
import { phoneCustomerUid } from './phone-confirmation';
import { newReferralCode } from './users';

/**
 * The USSD shop's side of the database (issue 18). A caller is known by the phone number the network
 * gives: the web account that confirmed that phone, else the phone's own profile (`phone:+2547…`),
 * which keeps its orders and wallet until an account confirms the phone and takes them over.
 */
export async function callerUid(db: Db, phone: string): Promise<string> {
  const [account] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt)))
    .limit(1);
  return account?.uid ?? phoneCustomerUid(phone);
}

const SESSION_DAYS = 1;

/**
 * The language the number had when this session began: stored at its first step, read at every later
 * one. A session first seen mid-way (the table was emptied) starts from the number's language now.
 */
export async function sessionLanguage(db: Db, sessionId: string, phone: string): Promise<Locale | null> {
  const [customer] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.uid, await callerUid(db, phone)));
  const current = customer?.locale ?? null;
  const [stored] = await db
    .insert(ussdSessions)
    .values({ sessionId, phone, language: current })
    .onConflictDoUpdate({ target: ussdSessions.sessionId, set: { sessionId }, where: eq(ussdSessions.phone, phone) })
    .returning({ language: ussdSessions.language });
  // A session id reused by another number (never from AT): that number starts afresh.
  return stored ? stored.language : current;
}

/** Forgets sessions over a day old (a session lasts about a minute); run by the reconcile job. */
export async function purgeUssdSessions(db: Db, now: Date): Promise<void> {
  await db.delete(ussdSessions).where(lt(ussdSessions.startedAt, new Date(now.getTime() - SESSION_DAYS * 86_400_000)));
}

/** What the menu may show this caller: the catalogue on sale, the delivery fees, their orders and wallet. */
export async function ussdContext(db: Db, phone: string, language: Locale | null, nurseryPhone: string): Promise<UssdContext> {
  const uid = await callerUid(db, phone);
  const [categories, products, delivery, orders, [customer]] = await Promise.all([
    listCategories(db),
    listActiveProducts(db),
    deliveryOptions(db),
    listOrders(db, uid, 3),
    db.select({ walletCents: users.walletBalanceCents, points: users.referralPoints, smsUpdates: users.smsUpdates }).from(users).where(eq(users.uid, uid)),
  ]);
  const order = new Map(categories.map((c, i) => [c.slug, i]));
  return {
    language,
    categories: categories.map(({ slug, name, nameSw }) => ({ slug, name, nameSw })),
    products: products
      .filter((p) => order.has(p.categorySlug))
      .sort((a, b) => order.get(a.categorySlug)! - order.get(b.categorySlug)! || a.name.localeCompare(b.name))
      .map(({ id, name, swahiliName, categorySlug, priceCents, unitKind, traySize, stock }) => ({
        id,
        name,
        swahiliName,
        categorySlug,
        priceCents,
        unitKind,
        traySize,
        stock,
      })),
    counties: delivery.zones.map(({ county, feeCents }) => ({ county, feeCents })),
    orders: orders.map(({ id, reference, status, paymentStatus, totalCents }) => ({ id, reference, status, paymentStatus, totalCents })),
    walletCents: customer?.walletCents ?? 0,
    points: customer?.points ?? 0,
    smsUpdates: customer?.smsUpdates ?? true,
    nurseryPhone,
  };
}

/**
 * The caller's profile, with `locale` and `smsUpdates` set when given: the web account that confirmed
 * the phone, else the phone's own, made on first use.
 */
export async function ensureCaller(db: Db, phone: string, change: { locale?: Locale; smsUpdates?: boolean } = {}): Promise<string> {
  const uid = await callerUid(db, phone);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await db
      .insert(users)
      .values({ uid, phone, locale: change.locale ?? null, smsUpdates: change.smsUpdates ?? true, referralCode: newReferralCode() })
      .onConflictDoNothing()
      .returning({ uid: users.uid });
    if (created) return uid;
    const [existing] = await db
      .update(users)
      .set(Object.keys(change).length > 0 ? { ...change, updatedAt: new Date() } : { uid })
      .where(eq(users.uid, uid))
      .returning({ uid: users.uid });
    if (existing) return uid;
    // Otherwise the referral code collided with another person's: draw again.
  }
  throw new Error('could not make the phone customer');
}

/** The order the menu's summary describes, placed as the web checkout places one (repriced, stock reserved). */
export async function placeUssdOrder(db: Db, phone: string, effect: Extract<UssdEffect, { kind: 'order' }>, settings: OrderSettings) {
  const uid = await ensureCaller(db, phone);
  const [products, [pickup]] = await Promise.all([
    listActiveProducts(db),
    db.select({ id: pickupPoints.id }).from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id)).limit(1),
  ]);
  const product = products.find((p) => p.id === effect.productId);
  const d = effect.delivery;
  const input: CreateOrderInput = {
    userId: uid,
    items: [{ id: effect.productId, name: product?.name ?? '', price: (product?.priceCents ?? 0) / 100, quantity: effect.quantity }],
    total: effect.totalCents / 100,
    deliveryAddress: d.method === 'delivery' ? d.address : '',
    phone,
    paymentMethod: 'mpesa',
    deliveryMethod: d.method,
    deliveryCounty: d.method === 'delivery' ? d.county : null,
    pickupPointId: d.method === 'pickup' ? (pickup?.id ?? null) : null,
  };
  return createOrder(db, uid, input, settings);
}

/** True when `orderId` is the caller's own order (the menu only offers those, but the route checks). */
export async function ownsOrder(db: Db, phone: string, orderId: string): Promise<boolean> {
  const orders = await listOrders(db, await callerUid(db, phone), 3);
  return orders.some((o) => o.id === orderId);
}
