/** What the USSD menu is shown for a caller: read at every step, before the menu replays the session. */
import 'server-only';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { amountDueCents } from '@/lib/booking';
import { etaDays } from '@/lib/delivery';
import { paymentFailureOf } from '@/lib/order-payment-state';
import { ussdProductOrder, type Delivery, type UssdBooking, type UssdContext, type UssdOrder } from '@/lib/ussd/menu';
import type { Db } from '../db/client';
import { orderItems, orders, paymentAttempts, users } from '../db/schema';
import { numberConsents } from '../sms/consent';
import { listActiveProducts, listCategories } from './catalogue';
import { deliveryOptions } from './delivery';
import { orderContents } from './order-contents';
import { callerUid, type SessionStart } from './ussd';

/**
 * The caller's three latest orders for the menu (newest first), and the session's unpaid order
 * (`unpaidId`) wherever it is, each with why its last payment failed when it did, what it holds and
 * where it is collected or taken.
 */
async function ussdOrders(db: Db, uid: string, unpaidId: string | null): Promise<{ latest: UssdOrder[]; unpaid: UssdOrder | null }> {
  const latest = (await db.select({ id: orders.id }).from(orders).where(eq(orders.userUid, uid)).orderBy(desc(orders.createdAt)).limit(3)).map((o) => o.id);
  const ids = [...new Set([...latest, ...(unpaidId ? [unpaidId] : [])])];
  if (ids.length === 0) return { latest: [], unpaid: null };
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      channel: orders.channel,
      plantingDate: orders.plantingDate,
      paymentPlan: orders.paymentPlan,
      depositCents: orders.depositCents,
      paidCents: orders.paidCents,
    })
    .from(orders)
    .where(and(eq(orders.userUid, uid), inArray(orders.id, ids)))
    .orderBy(desc(orders.createdAt));
  const failed = rows.filter((o) => o.paymentStatus === 'failed').map((o) => o.id);
  const [attempts, contents] = await Promise.all([
    failed.length === 0
      ? []
      : db
          .select({ orderId: paymentAttempts.orderId, resultCode: paymentAttempts.resultCode })
          .from(paymentAttempts)
          .where(inArray(paymentAttempts.orderId, failed))
          .orderBy(desc(paymentAttempts.createdAt)),
    orderContents(
      db,
      rows.map((o) => o.id),
    ),
  ]);
  const shown = rows.map(({ plantingDate, paymentPlan, depositCents, paidCents, ...o }): UssdOrder => {
    const last = attempts.find((a) => a.orderId === o.id);
    const content = contents.get(o.id);
    return {
      ...o,
      // A booking: its date, what is paid and what a payment now brings (deposit or balance).
      booking: plantingDate ? { plantingDate, paidCents, dueCents: amountDueCents({ ...o, paidCents, paymentPlan, depositCents }) } : null,
      failure: o.paymentStatus === 'failed' && last ? paymentFailureOf(last.resultCode) : null,
      lines: content?.lines ?? [],
      place: content?.place ?? null,
    };
  });
  return { latest: shown.filter((o) => latest.includes(o.id)), unpaid: shown.find((o) => o.id === unpaidId) ?? null };
}

/**
 * What the caller bought last, as "Buy again" offers it: their newest order of one product,
 * and their newest delivery address. Only orders the caller owns (the account that confirmed
 * the number, else the phone's own profile), never by the phone an order names: another account's web
 * order naming this number is not this number's history, and once an account lets the number go its
 * next holder sees none of it. A cancelled order is never offered again, nor its address.
 */
async function phoneHistory(db: Db, uid: string): Promise<Pick<UssdContext, 'lastAddress' | 'lastPurchase'>> {
  const recent = await db
    .select({ id: orders.id, method: orders.deliveryMethod, county: orders.deliveryCounty, address: orders.deliveryAddress })
    .from(orders)
    .where(and(eq(orders.userUid, uid), ne(orders.status, 'cancelled')))
    .orderBy(desc(orders.createdAt))
    .limit(10);
  const delivered = recent.find((o) => o.method === 'delivery' && o.county && o.address.trim() !== '');
  const lastAddress = delivered?.county ? { county: delivered.county, address: delivered.address } : null;
  const newest = recent[0];
  if (!newest) return { lastAddress, lastPurchase: null };
  const lines = await db.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, newest.id));
  if (lines.length !== 1) return { lastAddress, lastPurchase: null };
  const delivery: Delivery =
    newest.method === 'delivery' && newest.county ? { method: 'delivery', county: newest.county, address: newest.address } : { method: 'pickup' };
  return { lastAddress, lastPurchase: { productId: lines[0]!.productId, quantity: lines[0]!.quantity, delivery } };
}

/**
 * What the menu may show this caller: the catalogue on sale, the delivery fees, their orders and wallet;
 * with `booking` (today and the deposit's share), "Book for later".
 */
export async function ussdContext(db: Db, phone: string, start: SessionStart, nurseryPhone: string, booking?: UssdBooking): Promise<UssdContext> {
  const uid = await callerUid(db, phone);
  const [categories, onSale, delivery, callerOrders, history, [customer], consents] = await Promise.all([
    listCategories(db),
    listActiveProducts(db),
    deliveryOptions(db),
    ussdOrders(db, uid, start.unpaidOrderId),
    phoneHistory(db, uid),
    db
      .select({ walletCents: users.walletBalanceCents, points: users.referralPoints, smsUpdates: users.smsUpdates, careTips: users.careTips })
      .from(users)
      .where(eq(users.uid, uid)),
    numberConsents(db, phone),
  ]);
  const pickup = delivery.pickupPoints[0];
  return {
    language: start.language,
    categories: categories.map(({ slug, name, nameSw }) => ({ slug, name, nameSw })),
    products: ussdProductOrder(
      onSale.map(({ id, name, swahiliName, variety, varietySw, categorySlug, priceCents, unitKind, traySize, stock, raisingDaysMin, sellableDays }) => ({
        id,
        name,
        swahiliName,
        variety,
        varietySw,
        categorySlug,
        priceCents,
        unitKind,
        traySize,
        stock,
        raisingDaysMin,
        sellableDays,
      })),
      categories.map((c) => c.slug),
    ),
    counties: delivery.zones.map(({ county, feeCents, eta }) => ({ county, feeCents, days: etaDays(eta) })),
    pickup: pickup ? { id: pickup.id, name: pickup.name, nameSw: pickup.nameSw, hours: pickup.hours, hoursSw: pickup.hoursSw } : null,
    orders: callerOrders.latest,
    unpaidOrder: callerOrders.unpaid,
    ...history,
    walletCents: customer?.walletCents ?? 0,
    points: customer?.points ?? 0,
    // On only when the number itself has not said STOP, whatever the profile says.
    smsUpdates: (customer?.smsUpdates ?? true) && consents,
    careTips: customer?.careTips ?? false,
    nurseryPhone,
    phone,
    booking: booking ?? null,
  };
}
