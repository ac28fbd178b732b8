import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';

import { mpesaShillings } from '@/lib/money';
import { amountDueCents, duePart, releaseDate } from '@/lib/booking';
import type { BookingView, OrderDetailView, OrderEventView, OrderView, PaymentAttemptView } from '@/lib/order-view';
import { orderReference, type PaymentMethod } from '@/lib/orders';
import type { CreateOrderInput } from '@/lib/schemas/order';
import type { Clock } from '../clock';
import type { Db, DbOrTx, Tx } from '../db/client';
import { LIMITS, consume } from '../rate-limit';
import { LIVE_ATTEMPT_STATUSES, orderEvents, orderItems, orders, ownSeedBookings, paymentAttempts, pickupPoints, users } from '../db/schema';
import { ownSeedView, type OwnSeedView } from '@/lib/own-seed';
import { ServiceError } from './errors';
import { heldIntent, orderOnce, type Intent, type IntentKey } from './intents';
import { InsufficientFunds } from './ledger';
import { settleOrderFromWallet } from '@/lib/server/services/payments/settle-order';
import { quoteOrder, type Quote } from './order-quote';
import { nairobiToday } from '@/lib/growing';
import { moveStock } from './stock';
import { DEFAULT_BOOKING_SETTINGS, orderHooks, type BookingSettings } from './order-hooks';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type AttemptRow = typeof paymentAttempts.$inferSelect;

export interface OrderSettings {
  clock: Clock;
  /** Hours an unpaid order holds its stock before it is cancelled. */
  expiryHours: number;
  /** Shown with the Paybill fallback. */
  paybillNumber: string;
  /** How bookings are paid and bounded; the defaults when left out. */
  booking?: BookingSettings;
}

/** A USSD session's order: the purchase it is, so a repeated final step finds it. */
export interface UssdOrigin {
  channel: 'ussd';
  purchaseKey: string;
}

/**
 * What a request to create an order means to do: its own key (a USSD purchase, a page's
 * Idempotency-Key), or, from a page that sent none, the cart itself as the server repriced it, for
 * a short while.
 */
export type OrderIntent = IntentKey | 'same-cart';

/** A page that sends no key: the same cart again within this long is the same checkout. */
export const SAME_CART_WINDOW_MS = 60_000;

/**
 * The key of a cart as the server repriced it: the caller, what is bought at what price, where it
 * goes, how it is paid. The client's own prices and times play no part.
 */
export function sameCartKey(uid: string, input: CreateOrderInput, quote: Quote): string {
  const content = JSON.stringify({
    lines: [...quote.lines].sort((a, b) => a.productId.localeCompare(b.productId)).map((l) => [l.productId, l.quantity, l.unitPriceCents]),
    totalCents: quote.totalCents,
    delivery: [input.deliveryMethod, input.deliveryCounty ?? null, input.pickupPointId ?? null, input.deliveryAddress.trim()],
    phone: input.phone,
    paymentMethod: input.paymentMethod,
    booking: [input.plantingDate ?? null, input.paymentPlan ?? null],
    careTips: input.careTips ?? false,
  });
  return `web-cart:${uid}:${createHash('sha256').update(content).digest('hex')}`;
}

export interface PlaceOrderOptions {
  /** Left out only by callers that make no request of a farmer's (tests of the order core). */
  intent?: OrderIntent;
  origin?: UssdOrigin;
}

/**
 * Creates an order from the spec's order object: repriced from the catalogue, stock reserved line
 * by line (in id order, so two orders never deadlock), a short reference. An order paid by wallet
 * is also settled in the same transaction: it is paid, or it does not exist. With an intent, its key
 * is the transaction's first write: a second request with the key waits for the first and answers
 * the first's order, paid or not.
 */
export async function createOrder(
  db: Db,
  uid: string,
  input: CreateOrderInput,
  settings: OrderSettings,
  options: PlaceOrderOptions = {},
): Promise<OrderDetailView> {
  const { intent, origin } = options;
  const first = intent && intent !== 'same-cart' ? await heldIntent(db, intent, settings.clock.now()) : null;
  if (first?.orderId) return orderOfIntent(db, first.orderId, uid, settings);
  await consume(db, LIMITS.ordersPerUser, uid, settings.clock);
  const quote = await quoteOrder(db, input);
  const now = settings.clock.now();
  const claim: Intent | null = !intent
    ? null
    : intent === 'same-cart'
      ? { key: sameCartKey(uid, input, quote), windowMs: SAME_CART_WINDOW_MS, freedWhenCancelled: true, uid, kind: 'order' }
      : { ...intent, uid, kind: 'order' };
  const made = await db.transaction(async (tx) =>
    orderOnce(tx, claim, now, async () => {
      // A booking's lines are set aside from stock or grown for its planting date.
      const booking =
        input.plantingDate && input.paymentPlan
          ? await orderHooks().bookingTerms(tx, {
              lines: quote.lines,
              plantingDate: input.plantingDate,
              paymentPlan: input.paymentPlan,
              totalCents: quote.totalCents,
              today: nairobiToday(now),
              settings: settings.booking ?? DEFAULT_BOOKING_SETTINGS,
              // A wallet payment settles below in this transaction: the booking is paid, or it does not exist.
              account: { uid, paysNow: input.paymentMethod === 'wallet' },
            })
          : null;
      const reserves = (productId: string) => !booking || booking.fromStock.has(productId);
      for (const line of [...quote.lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
        if (!reserves(line.productId)) continue;
        const left = await moveStock(tx, {
          productId: line.productId,
          change: -line.quantity,
          reason: 'Reserved for a new order',
          actor: uid,
          onlyActive: true,
        });
        // Someone else took the last ones between the quote and now.
        if (left === null) throw new ServiceError('sold_out', { name: line.name });
      }
      const order = await insertOrder(tx, {
        userUid: uid,
        paymentMethod: input.paymentMethod,
        subtotalCents: quote.subtotalCents,
        deliveryFeeCents: quote.deliveryFeeCents,
        totalCents: quote.totalCents,
        ...farmerChoices(input, now, settings),
        ...(origin ? { channel: origin.channel, ussdPurchaseKey: origin.purchaseKey } : {}),
        ...(booking
          ? {
              plantingDate: booking.plantingDate,
              paymentPlan: booking.paymentPlan,
              depositCents: booking.depositCents,
              // Every line set aside from ready stock: ready to collect from today.
              readyOn: quote.lines.every((l) => booking.fromStock.has(l.productId)) ? nairobiToday(now) : null,
            }
          : {}),
      });
      await tx.insert(orderItems).values(
        quote.lines.map((l) => ({
          orderId: order.id,
          productId: l.productId,
          name: l.name,
          unitLabel: l.unitLabel,
          image: l.image,
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          lineTotalCents: l.lineTotalCents,
          stockReserved: reserves(l.productId),
        })),
      );
      await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: null, toStatus: 'pending', actor: uid });
      await rememberDeliveryDetails(tx, uid, input, now);
      await placeOrPay(tx, order.id, input.paymentMethod, uid, settings.clock);
      return order.id;
    }),
  );
  if (made.repeated) return orderOfIntent(db, made.orderId, uid, settings);
  const detail = await getOrderDetail(db, made.orderId, { uid, staff: false }, settings);
  if (!detail) throw new Error('order vanished after creation');
  return detail;
}

/** The order a repeated request's key made, as its first request answered it. Keys are scoped to their caller, so it is theirs. */
async function orderOfIntent(db: Db, orderId: string, uid: string, settings: OrderSettings): Promise<OrderDetailView> {
  const detail = await getOrderDetail(db, orderId, { uid, staff: false }, settings);
  // The caller no longer owns it (a phone's orders moved to the account that confirmed it since).
  if (!detail) throw new ServiceError('order_not_found');
  return detail;
}

/** What the farmer chose for a new order, as its row keeps it: where it goes, the phone, the care tips, how long it waits unpaid. */
export function farmerChoices(
  input: Pick<CreateOrderInput, 'deliveryMethod' | 'deliveryCounty' | 'pickupPointId' | 'deliveryAddress' | 'phone' | 'careTips'>,
  now: Date,
  settings: Pick<OrderSettings, 'expiryHours'>,
) {
  return {
    deliveryMethod: input.deliveryMethod,
    deliveryCounty: input.deliveryMethod === 'delivery' ? (input.deliveryCounty ?? null) : null,
    pickupPointId: input.deliveryMethod === 'pickup' ? (input.pickupPointId ?? null) : null,
    deliveryAddress: input.deliveryAddress,
    phone: input.phone,
    careTips: input.careTips ?? false,
    expiresAt: new Date(now.getTime() + settings.expiryHours * 3_600_000),
  };
}

/** A new order's row under a short reference no other order has (tried again on the rare clash). */
export async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, 'reference'>): Promise<OrderRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, reference: orderReference(randomInt) })
      .onConflictDoNothing({ target: orders.reference })
      .returning();
    if (order) return order;
  }
  throw new Error('could not allocate an order reference');
}

/**
 * A new order's first step: paid at once from the wallet (its one SMS says so, settleOrderFromWallet),
 * or told "received" while the M-Pesa prompt comes.
 */
export async function placeOrPay(tx: Tx, orderId: string, method: PaymentMethod, uid: string, clock: Clock): Promise<void> {
  if (method !== 'wallet') {
    await orderHooks().notify(tx, orderId, 'placed');
    return;
  }
  try {
    await settleOrderFromWallet(tx, orderId, uid, clock);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new ServiceError('insufficient_funds');
    throw error;
  }
}

/**
 * The first order's address, county and phone become the profile's, so the next checkout is filled in.
 * Only where the profile has none: what the farmer saved on purpose is never overwritten.
 */
async function rememberDeliveryDetails(tx: DbOrTx, uid: string, input: CreateOrderInput, now: Date): Promise<void> {
  if (input.deliveryMethod === 'delivery' && input.deliveryCounty) {
    await tx
      .update(users)
      .set({ address: input.deliveryAddress, deliveryCounty: input.deliveryCounty, updatedAt: now })
      .where(and(eq(users.uid, uid), eq(users.address, ''), isNull(users.deliveryCounty)));
  }
  await tx
    .update(users)
    .set({ phone: input.phone, updatedAt: now })
    .where(and(eq(users.uid, uid), or(isNull(users.phone), eq(users.phone, ''))));
}

function toOrderView(order: OrderRow, items: ItemRow[], pickup: OrderView['pickupPoint'], ownSeed: OwnSeedView | null = null): OrderView {
  return {
    id: order.id,
    reference: order.reference,
    userId: order.userUid,
    items: items.map((i) => ({
      id: i.productId,
      name: i.name,
      priceCents: i.unitPriceCents,
      quantity: i.quantity,
      image: i.image,
      unitLabel: i.unitLabel,
      lineTotalCents: i.lineTotalCents,
    })),
    subtotalCents: order.subtotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    date: order.createdAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    deliveryMethod: order.deliveryMethod,
    deliveryCounty: order.deliveryCounty,
    deliveryAddress: order.deliveryAddress,
    pickupPoint: pickup,
    phone: order.phone,
    courierNote: order.courierNote,
    cancelReason: order.cancelReason,
    cancelCode: order.cancelCode,
    booking: bookingView(order, items, ownSeed),
  };
}

/** A booking's terms and where it stands; null for today's orders. */
function bookingView(order: OrderRow, items: ItemRow[], ownSeed: OwnSeedView | null): BookingView | null {
  if (!order.plantingDate || !order.paymentPlan) return null;
  const open = order.status === 'pending' || order.status === 'booked' || order.status === 'paid';
  return {
    plantingDate: order.plantingDate,
    paymentPlan: order.paymentPlan,
    depositCents: order.depositCents ?? 0,
    paidSoFarCents: order.paidCents,
    balanceCents: order.totalCents - order.paidCents,
    amountDueCents: amountDueCents(order),
    duePart: duePart(order)?.part ?? null,
    readyOn: order.readyOn,
    releaseOn: order.readyOn ? releaseDate(order.readyOn, order.plantingDate) : null,
    // An own-seed booking is sown once its seed is received, and its date is set by the drop-off (services/own-seed.ts).
    sown: items.some((i) => i.stockReserved || i.sowingBatchId !== null) || !!ownSeed?.receivedOn,
    dateMoved: order.dateMoved,
    canMove: open && !order.dateMoved && !order.readyOn && !ownSeed,
    canCancel: open,
    ownSeed,
  };
}

const FINAL_ATTEMPT_STATUSES = new Set(['paid', 'failed', 'cancelled', 'timeout', 'needs_review']);

export function toAttemptView(a: AttemptRow): PaymentAttemptView {
  return {
    id: a.id,
    purpose: a.purpose,
    channel: a.channel,
    status: a.status,
    final: FINAL_ATTEMPT_STATUSES.has(a.status),
    checkoutRequestId: a.checkoutRequestId,
    receiptNumber: a.receiptNumber,
    amountCents: a.amountCents,
    phone: a.phone,
    resultCode: a.resultCode,
    message: a.message,
    createdAt: a.createdAt.toISOString(),
  };
}

async function itemsByOrder(db: DbOrTx, orderIds: string[]): Promise<Map<string, ItemRow[]>> {
  const map = new Map<string, ItemRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
}

/** The own-seed rows of some orders (the propagation service), by order id. */
async function ownSeedByOrder(db: DbOrTx, orderIds: string[]): Promise<Map<string, OwnSeedView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(ownSeedBookings).where(inArray(ownSeedBookings.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, ownSeedView(r)]));
}

/** The pickup points of some orders, in one query, by id. */
async function pickupPointsById(db: DbOrTx, ids: Array<number | null>): Promise<Map<number, NonNullable<OrderView['pickupPoint']>>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: pickupPoints.id,
      name: pickupPoints.name,
      address: pickupPoints.address,
      nameSw: pickupPoints.nameSw,
      addressSw: pickupPoints.addressSw,
      hours: pickupPoints.hours,
      hoursSw: pickupPoints.hoursSw,
    })
    .from(pickupPoints)
    .where(inArray(pickupPoints.id, wanted));
  return new Map(rows.map(({ id, ...point }) => [id, point]));
}

/** A person's orders, newest first (GET /getSheet). */
export async function listOrders(db: DbOrTx, uid: string, limit = 100): Promise<OrderView[]> {
  const rows = await db.select().from(orders).where(eq(orders.userUid, uid)).orderBy(desc(orders.createdAt)).limit(limit);
  const items = await itemsByOrder(
    db,
    rows.map((r) => r.id),
  );
  const points = await pickupPointsById(
    db,
    rows.map((r) => r.pickupPointId),
  );
  const ownSeed = await ownSeedByOrder(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toOrderView(r, items.get(r.id) ?? [], points.get(r.pickupPointId ?? -1) ?? null, ownSeed.get(r.id) ?? null));
}

/**
 * One order with its timeline and payment attempts, for its owner or staff; anyone else gets null,
 * which the handlers answer as "not found" so order ids cannot be probed.
 */
export async function getOrderDetail(
  db: Db,
  orderId: string,
  viewer: { uid: string; staff: boolean },
  settings: Pick<OrderSettings, 'paybillNumber'>,
): Promise<OrderDetailView | null> {
  // One snapshot: a payment landing between two reads must not show a paid attempt on an unpaid order.
  return db.transaction((tx) => readOrderDetail(tx, orderId, viewer, settings), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function readOrderDetail(
  db: DbOrTx,
  orderId: string,
  viewer: { uid: string; staff: boolean },
  settings: Pick<OrderSettings, 'paybillNumber'>,
): Promise<OrderDetailView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.userUid !== viewer.uid && !viewer.staff)) return null;
  // One after another: a transaction is one connection, which runs one query at a time anyway.
  const items = await itemsByOrder(db, [order.id]);
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
  const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(desc(paymentAttempts.createdAt));
  const points = await pickupPointsById(db, [order.pickupPointId]);
  const ownSeed = await ownSeedByOrder(db, [order.id]);
  const view = toOrderView(order, items.get(order.id) ?? [], points.get(order.pickupPointId ?? -1) ?? null, ownSeed.get(order.id) ?? null);
  const due = amountDueCents(order);
  return {
    ...view,
    events: events.map((e): OrderEventView => ({ status: e.toStatus, note: e.note, at: e.createdAt.toISOString() })),
    payments: attempts.map(toAttemptView),
    paybill:
      due > 0 && settings.paybillNumber ? { businessNumber: settings.paybillNumber, account: order.reference, amountCents: mpesaShillings(due) * 100 } : null,
  };
}

export async function hasLiveAttempt(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, [...LIVE_ATTEMPT_STATUSES])))
    .limit(1);
  return !!row;
}
