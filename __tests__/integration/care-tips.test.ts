/**
 * Care after pickup: a farmer who ticks "Send me 3 care tips by SMS" gets one on day 1, day 7
 * and day 21 after the order is delivered, each once, by day (never at night), in their language; a
 * farmer who did not tick it, or whose number texted STOP, gets none; and only to the
 * farmer's own number, the one their account confirmed by its code, never to a number merely typed.
 * Through the real order route, the staff's status route and the round the reconciler runs.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { and, eq, like } from 'drizzle-orm';
import { PATCH as updateOrderStatus } from '@/app/api/updateOrderStatus/route';
import { startOfNairobiDay } from '@/lib/nairobi-day';
import { orderEvents, orders, smsOutbox, users } from '@/lib/server/db/schema';
import { careTipsRound } from '@/lib/server/services/care-tips';
import { recordConsent } from '@/lib/server/sms/consent';
import { openShopWithPayments, type PaymentsHarness } from '../support/payments-harness';
import { jsonRequest } from '../support/requests';
import { fund, placeOrder, stockedProducts, type Product } from '../support/shop-fixtures';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { databaseKinds, type TestDatabase } from '../support/test-database';

const none = undefined as never;

describe.each(databaseKinds)('care tips after pickup on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let staff: Person;
  let product: Product;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind));
    staff = await signedInStaff(database.db);
    product = (await stockedProducts(database.db))[0]!;
  });

  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  let numbers = 0;
  /**
   * A farmer's pickup order paid from the wallet, with or without the tips, then delivered by staff: to
   * the number their account confirmed (as a confirmed code leaves it), unless `confirmed` is false.
   */
  const deliveredOrder = async (careTips: boolean | undefined, confirmed = true) => {
    const phone = `+2547166${String(++numbers).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`.slice(0, 13);
    const farmer = await signedIn({ name: 'Achieng Otieno', phone });
    if (confirmed) await database.db.update(users).set({ ussdPhone: phone, phoneConfirmedAt: new Date() }).where(eq(users.uid, farmer.uid));
    await fund(database.db, farmer.uid, 100_000);
    const extra = { phone, ...(careTips === undefined ? {} : { careTips }) };
    const { response, body } = await placeOrder(farmer, [[product, 2]], {
      paymentMethod: 'wallet',
      deliveryMethod: 'pickup',
      pickupPointId: 1,
      deliveryCounty: null,
      total: (product.priceCents * 2) / 100,
      ...extra,
    });
    expect(response.status).toBe(201);
    const id = body.data.id;
    for (const status of ['processing', 'dispatched', 'delivered']) {
      const moved = await updateOrderStatus(
        jsonRequest('/api/updateOrderStatus', { method: 'PATCH', cookie: staff.cookie, body: { orderId: id, status } }),
        none,
      );
      expect(moved.status).toBe(200);
    }
    const [event] = await database.db
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'delivered')));
    return { farmer, phone, id, deliveredDay: startOfNairobiDay(event!.at) };
  };
  /** A clock `days` after the Nairobi day of delivery, at `hour` o'clock in Nairobi. */
  const at = (day: Date, days: number, hour: number) => ({ now: () => new Date(day.getTime() + days * 86_400_000 + hour * 3_600_000) });
  const tipsOf = async (orderId: string) =>
    database.db
      .select({ key: smsOutbox.idempotencyKey, message: smsOutbox.message, phone: smsOutbox.phone })
      .from(smsOutbox)
      .where(like(smsOutbox.idempotencyKey, `order:${orderId}:care%`))
      .orderBy(smsOutbox.createdAt);

  it('sends day 1, day 7 and day 21, each once, by day, to the farmer who asked', async () => {
    const { id, phone, deliveredDay } = await deliveredOrder(true);
    expect((await database.db.select({ careTips: orders.careTips }).from(orders).where(eq(orders.id, id)))[0]).toEqual({ careTips: true });
    await careTipsRound(database.db, at(deliveredDay, 0, 15));
    expect(await tipsOf(id)).toEqual([]);
    // Day 1 at 3 am: not at night.
    await careTipsRound(database.db, at(deliveredDay, 1, 3));
    expect(await tipsOf(id)).toEqual([]);
    await careTipsRound(database.db, at(deliveredDay, 1, 8));
    await careTipsRound(database.db, at(deliveredDay, 1, 16));
    await careTipsRound(database.db, at(deliveredDay, 2, 9));
    await careTipsRound(database.db, at(deliveredDay, 7, 9));
    await careTipsRound(database.db, at(deliveredDay, 21, 18));
    const tips = await tipsOf(id);
    expect(tips.map((t) => t.key)).toEqual([`order:${id}:careDay1`, `order:${id}:careDay7`, `order:${id}:careDay21`]);
    expect(tips[0]).toMatchObject({ phone, message: expect.stringMatching(/^Miche tip 1\/3: plant in the evening/) });
    expect(tips[2]!.message).toMatch(/^Miche tip 3\/3: top-dress/);
  });

  it('sends a tip missed for two days, never one missed for longer', async () => {
    const { id, deliveredDay } = await deliveredOrder(true);
    // The shop was down from day 1 to day 3: day 1's tip goes on day 3; day 7's, missed until day 10, never.
    await careTipsRound(database.db, at(deliveredDay, 3, 10));
    await careTipsRound(database.db, at(deliveredDay, 10, 10));
    expect((await tipsOf(id)).map((t) => t.key)).toEqual([`order:${id}:careDay1`]);
  });

  it('writes the tips in the farmer’s language', async () => {
    const { farmer, id, deliveredDay } = await deliveredOrder(true);
    await database.db.update(users).set({ locale: 'sw' }).where(eq(users.uid, farmer.uid));
    await careTipsRound(database.db, at(deliveredDay, 7, 10));
    expect((await tipsOf(id)).map((t) => t.message)).toEqual([expect.stringMatching(/^Miche ushauri 2\/3: mwagilia kwenye shina/)]);
  });

  it('sends none to a farmer who did not ask, whose number texted STOP, or to a number the account never confirmed', async () => {
    const unasked = await deliveredOrder(undefined);
    const declined = await deliveredOrder(false);
    const stopped = await deliveredOrder(true);
    // The number's own word, whatever the account's switch says.
    await recordConsent(database.db, stopped.phone, false, 'sms_keyword');
    const typed = await deliveredOrder(true, false);
    for (const o of [unasked, declined, stopped, typed]) {
      await careTipsRound(database.db, at(o.deliveredDay, 1, 10));
      expect(await tipsOf(o.id)).toEqual([]);
    }
  });

  it('refuses care tips that are not yes or no, and writes no order', async () => {
    const farmer = await signedIn();
    const before = await database.db.select({ id: orders.id }).from(orders);
    const { response, body } = await placeOrder(farmer, [[product, 1]], { careTips: 'yes please' });
    expect(response.status).toBe(400);
    expect(body.errors).toMatchObject({ careTips: 'Care tips are yes or no' });
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});
