/**
 * A farmer's booking for their planting day, through the real route handlers and services:
 * booked with a deposit, counted in the sowing plan, tied to the batch sown for it, filled when that
 * batch is ready, the balance paid, the order completed, the ledger clean; the date rules (too soon,
 * too late, moved once, cancelled before and after sowing, released when the balance stays unpaid);
 * a failed batch refunding every booking it was to fill; the nursery's capacity with the nearest date
 * offered; and the races (the last trays of a week, a balance paid by M-Pesa and wallet at once, a
 * date moved while the batch is marked ready). Requires: the Auth emulator (globalSetup), PGlite,
 * PostgreSQL when DATABASE_URL is set (the Daraja sandbox runs in-process).
 */
import { and, eq, like } from 'drizzle-orm';
import { POST as cancelRoute } from '@/app/api/bookings/[orderId]/cancel/route';
import { POST as moveRoute } from '@/app/api/bookings/[orderId]/move/route';
import { POST as failedRoute } from '@/app/api/admin/sowing/batches/[id]/failed/route';
import { POST as readyRoute } from '@/app/api/admin/sowing/batches/[id]/ready/route';
import { POST as sowRoute } from '@/app/api/admin/sowing/batches/route';
import { PATCH as updateOrderStatus } from '@/app/api/updateOrderStatus/route';
import { POST as walletPay } from '@/app/api/wallet/pay/route';
import type { Wire } from '@/lib/api/wire';
import type { OrderDetailView } from '@/lib/order-view';
import { journalEntries, orderItems, orders, paymentAttempts, products, smsOutbox } from '@/lib/server/db/schema';
import { seedProductId } from '@/lib/server/db/seed';
import { bookingRound, cancelBooking, moveBooking } from '@/lib/server/services/bookings';
import { ServiceError } from '@/lib/server/services/errors';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { applyStkOutcome } from '@/lib/server/services/payments/settlement';
import { markBatchReady, planSowing, sowBatch, type SowingBatchView } from '@/lib/server/services/sowing';
import { payOrderFromWallet } from '@/lib/server/services/wallet';
import { TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import {
  clock,
  closeBookingShop,
  createBooking,
  later,
  none,
  ONION,
  openBookingShop,
  params,
  pickupBooking,
  pickupTotal,
  productById,
  TODAY,
} from '../support/booking-fixtures';
import { bodyOf, jsonRequest } from '../support/requests';
import { fund, placeOrder, walletOf, type Product } from '../support/shop-fixtures';
import { signedIn, type Person } from '../support/sessions';
import { databaseKinds, racesOn, type TestDatabase } from '../support/test-database';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

/** Tomato Anna F1: raised in 28 to 42 days, 15 % loss, 10 sellable days, 128-cell trays. */
const TOMATO = seedProductId('tomato-anna-f1');

describe.each(databaseKinds)('farmers’ bookings on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let staff: Person;
  let tomato: Product;
  let onion: Product;

  beforeAll(async () => {
    ({ database, harness, staff } = await openBookingShop(kind, { poolMax: 12 }));
    tomato = await productById(database.db, TOMATO);
    onion = await productById(database.db, ONION);
  });

  afterAll(() => closeBookingShop(database, harness));

  const book = (person: Person, lines: Array<[Product, number]>, plantingDate: string, paymentPlan = 'deposit', extra: Record<string, unknown> = {}) =>
    placeOrder(person, lines, { ...pickupBooking(lines, plantingDate, 'wallet', paymentPlan), ...extra });
  const bookDirect = (person: Person, lines: Array<[Product, number]>, plantingDate: string, traysPerWeek: number) =>
    createBooking(database.db, person, lines, plantingDate, { traysPerWeek });
  const sow = async (productId: string, trays: number) => {
    const response = await sowRoute(jsonRequest('/api/admin/sowing/batches', { cookie: staff.cookie, body: { productId, trays } }), none);
    expect(response.status).toBe(201);
    return (await bodyOf<SowingBatchView>(response)).data;
  };
  const ready = (id: string) => readyRoute(jsonRequest(`/api/admin/sowing/batches/${id}/ready`, { method: 'POST', cookie: staff.cookie }), params({ id }));
  const fail = (id: string, note: string) =>
    failedRoute(jsonRequest(`/api/admin/sowing/batches/${id}/failed`, { cookie: staff.cookie, body: { note } }), params({ id }));
  const move = (person: Person, orderId: string, plantingDate: string) =>
    moveRoute(jsonRequest(`/api/bookings/${orderId}/move`, { cookie: person.cookie, body: { plantingDate } }), params({ orderId }));
  const cancel = (person: Person, orderId: string) =>
    cancelRoute(jsonRequest(`/api/bookings/${orderId}/cancel`, { cookie: person.cookie, body: {} }), params({ orderId }));
  const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const linesOf = async (id: string) => database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
  const stockOf = async (id: string) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const smsOf = async (orderId: string) =>
    database.db
      .select({ key: smsOutbox.idempotencyKey, message: smsOutbox.message })
      .from(smsOutbox)
      .where(like(smsOutbox.idempotencyKey, `order:${orderId}:%`));
  const farmerWith = async (cents: number, name = 'Wanjiku Kamau') => {
    const person = await signedIn({ name, phone: '0708374149' });
    if (cents > 0) await fund(database.db, person.uid, cents);
    return person;
  };

  it('books tomatoes four weeks ahead with a deposit; the plan, the batch sown then ready, the balance from the wallet, the order completed', async () => {
    const lines: Array<[Product, number]> = [[tomato, 100]];
    const total = pickupTotal(lines);
    const deposit = Math.max(10_000, Math.ceil(total / 2 / 100) * 100);
    const farmer = await farmerWith(total);
    const stockBefore = await stockOf(TOMATO);

    const { response, body } = await book(farmer, lines, '2026-12-24');
    expect(response.status).toBe(201);
    expect(body.data).toMatchObject({
      status: 'booked',
      paymentStatus: 'partly_paid',
      booking: {
        plantingDate: '2026-12-24',
        paymentPlan: 'deposit',
        deposit: deposit / 100,
        paidSoFar: deposit / 100,
        balance: (total - deposit) / 100,
        sown: false,
      },
    });
    const id = body.data.id;
    // Grown for the farmer: no ready stock is taken now.
    expect(await stockOf(TOMATO)).toBe(stockBefore);
    expect(await walletOf(database.db, farmer.uid)).toBe(total - deposit);
    const [entry] = await database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `order:${id}:payment:deposit`));
    expect(entry?.description).toBe(`Deposit for booking ${body.data.reference}`);
    expect((await smsOf(id)).find((s) => s.key === `order:${id}:booked`)?.message).toMatch(
      /^Miche: booking MC\w+ confirmed: .*ready for 24\/12\/2026\. Balance KES [\d,]+ by 24\/12\/2026\.$/,
    );

    // The plan counts it in the week it is wanted: 100 seedlings, 1 tray of 128 with 15 % loss, sown now.
    const plan = await planSowing(database.db, { today: TODAY, weeks: 9, capacityTraysPerWeek: 200 });
    expect(plan.lines.find((l) => l.productId === TOMATO && l.readyWeek === '2026-12-21')).toMatchObject({
      demandSeedlings: 100,
      neededTrays: 1,
      toSowTrays: 1,
    });

    const batch = await sow(TOMATO, 1);
    expect((await linesOf(id))[0]).toMatchObject({ sowingBatchId: batch.id, stockReserved: false });
    // Sown for: the plan asks for no more, and the batch's 100 promised of 111 leave no whole tray for others.
    const sown = await planSowing(database.db, { today: TODAY, weeks: 9, capacityTraysPerWeek: 200 });
    expect(sown.lines.filter((l) => l.productId === TOMATO)).toEqual([]);
    expect((await orderRow(id)).readyOn).toBeNull();

    expect((await ready(batch.id)).status).toBe(200);
    // 111 seedlings joined the stock; 100 were set aside for the booking at once.
    expect(await stockOf(TOMATO)).toBe(stockBefore + 111 - 100);
    expect((await linesOf(id))[0]?.stockReserved).toBe(true);
    expect((await orderRow(id)).readyOn).toBe(TODAY);
    expect((await smsOf(id)).find((s) => s.key === `order:${id}:ready`)?.message).toMatch(
      /^Miche: booking MC\w+ is ready\. Collect at .*\. Balance KES [\d,]+ by 24\/12\/2026\.$/,
    );

    // The deposit's button tapped again (a slow phone) pays nothing: the balance waits for its own.
    const again = await walletPay(jsonRequest('/api/wallet/pay', { cookie: farmer.cookie, body: { orderId: id, part: 'deposit' } }), none);
    expect(again.status).toBe(409);
    expect(await walletOf(database.db, farmer.uid)).toBe(total - deposit);
    const paid = await walletPay(jsonRequest('/api/wallet/pay', { cookie: farmer.cookie, body: { orderId: id, part: 'balance' } }), none);
    expect(paid.status).toBe(200);
    expect((await bodyOf<Wire<OrderDetailView>>(paid)).data).toMatchObject({ status: 'paid', paymentStatus: 'paid', booking: { balance: 0, amountDue: 0 } });
    expect(await walletOf(database.db, farmer.uid)).toBe(0);
    for (const to of ['processing', 'dispatched', 'delivered'])
      expect(
        (await updateOrderStatus(jsonRequest('/api/updateOrderStatus', { method: 'PATCH', cookie: staff.cookie, body: { orderId: id, status: to } }), none))
          .status,
      ).toBe(200);
    expect((await orderRow(id)).status).toBe('delivered');
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('refuses a date too soon (naming the earliest), too late, or half a booking, writing nothing', async () => {
    const farmer = await farmerWith(100_000);
    const before = await database.db.select({ id: orders.id }).from(orders);
    const soon = await book(farmer, [[tomato, 5_000]], '2026-12-10');
    expect(soon.response.status).toBe(409);
    expect(soon.body).toMatchObject({ code: 'booking_date_too_soon', params: { date: '24/12/2026' }, data: { earliest: '2026-12-24' } });
    const far = await book(farmer, [[tomato, 10]], '2027-03-30');
    expect(far.response.status).toBe(400);
    expect(far.body).toMatchObject({ code: 'booking_date_too_late' });
    const half = await placeOrder(farmer, [[tomato, 10]], { plantingDate: '2027-01-10', paymentMethod: 'wallet' });
    expect(half.response.status).toBe(400);
    const bad = await book(farmer, [[tomato, 10]], '2027-02-30');
    expect(bad.response.status).toBe(400);
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
    expect(await walletOf(database.db, farmer.uid)).toBe(100_000);
  });

  it('sets seedlings aside from ready stock for a planting date within their sellable days', async () => {
    const farmer = await farmerWith(100_000);
    const stockBefore = await stockOf(TOMATO);
    const { response, body } = await book(farmer, [[tomato, 10]], '2026-12-01', 'full');
    expect(response.status).toBe(201);
    expect(body.data).toMatchObject({ status: 'paid', booking: { paymentPlan: 'full', sown: true, balance: 0 } });
    expect(await stockOf(TOMATO)).toBe(stockBefore - 10);
    // Set aside, so cancelling keeps the deposit: half of it comes back.
    const cancelled = await cancel(farmer, body.data.id);
    expect(cancelled.status).toBe(200);
    const row = await orderRow(body.data.id);
    expect(row).toMatchObject({ status: 'cancelled', cancelCode: 'customer', refundedCents: row.paidCents - row.depositCents! });
    expect(await stockOf(TOMATO)).toBe(stockBefore);
  });

  it('moves the date once, and cancels before sowing with everything back in the wallet', async () => {
    const farmer = await farmerWith(100_000);
    const { body } = await book(farmer, [[onion, 50]], '2027-01-20');
    const id = body.data.id;
    const moved = await move(farmer, id, '2027-01-27');
    expect(moved.status).toBe(200);
    expect((await bodyOf<Wire<OrderDetailView>>(moved)).data.booking).toMatchObject({ plantingDate: '2027-01-27', dateMoved: true, canMove: false });
    const again = await move(farmer, id, '2027-02-03');
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toMatchObject({ code: 'booking_move_used' });
    const someoneElse = await farmerWith(0, 'Otieno');
    expect((await move(someoneElse, id, '2027-02-03')).status).toBe(404);
    expect((await cancel(someoneElse, id)).status).toBe(404);
    const cancelled = await cancel(farmer, id);
    expect(cancelled.status).toBe(200);
    expect((await bodyOf(cancelled)).message).toMatch(/is back in your wallet\.$/);
    expect(await walletOf(database.db, farmer.uid)).toBe(100_000);
    expect((await orderRow(id)).paymentStatus).toBe('refunded');
    expect((await cancel(farmer, id)).status).toBe(409);
  });

  it('keeps the deposit when a farmer cancels after sowing, by either path', async () => {
    const farmer = await farmerWith(100_000);
    const { body } = await book(farmer, [[onion, 40]], '2027-02-10');
    const batch = await sow(ONION, 1);
    expect((await linesOf(body.data.id))[0]?.sowingBatchId).toBe(batch.id);
    // Through the spec's PATCH /updateOrderStatus too, a booking follows the booking's rules.
    const cancelled = await updateOrderStatus(
      jsonRequest('/api/updateOrderStatus', { method: 'PATCH', cookie: farmer.cookie, body: { orderId: body.data.id, status: 'cancelled' } }),
      none,
    );
    expect(cancelled.status).toBe(200);
    const row = await orderRow(body.data.id);
    expect(row).toMatchObject({ status: 'cancelled', paidCents: row.depositCents, refundedCents: 0 });
    expect(await walletOf(database.db, farmer.uid)).toBe(100_000 - row.depositCents!);
  });

  it('refunds every booking of a failed batch to its wallet, each farmer told at once', async () => {
    const a = await farmerWith(100_000, 'Akinyi');
    const b = await farmerWith(100_000, 'Baraka');
    const first = (await book(a, [[onion, 30]], '2027-01-30')).body.data;
    const second = (await book(b, [[onion, 20]], '2027-02-02', 'full')).body.data;
    // Sown with BOOKING_SOWN_SMS on: each farmer is told it is sown.
    const batch = await sowBatch(database.db, { batch: { productId: ONION, trays: 1 }, actor: staff.uid, today: TODAY, sownSms: true });
    expect((await smsOf(first.id)).find((s) => s.key === `order:${first.id}:sown:${batch.id}`)?.message).toMatch(
      /^Miche: the seedlings for booking MC\w+ are sown\. They will be ready for 30\/01\/2027\.$/,
    );
    expect((await linesOf(first.id))[0]?.sowingBatchId).toBe(batch.id);
    expect((await linesOf(second.id))[0]?.sowingBatchId).toBe(batch.id);
    expect((await fail(batch.id, 'Damping off in bench 3')).status).toBe(200);
    for (const [person, order] of [
      [a, first],
      [b, second],
    ] as const) {
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ status: 'cancelled', cancelCode: 'nursery', paymentStatus: 'refunded', refundedCents: row.paidCents });
      expect(await walletOf(database.db, person.uid)).toBe(100_000);
      const sms = await smsOf(order.id);
      expect(sms.find((s) => s.key === `order:${order.id}:cannotMeet`)?.message).toMatch(
        /^Miche: sorry, we cannot raise booking MC\w+ for \d\d\/\d\d\/2027\. KES [\d,]+ is back in your Miche wallet/,
      );
      // One SMS says it all: no separate "refunded" one.
      expect(sms.some((s) => s.key.includes(':refunded'))).toBe(false);
    }
  });

  it('reminds of the balance three days before, and releases the seedlings a week after ready, the deposit kept as credit', async () => {
    const farmer = await farmerWith(100_000);
    const { body } = await book(farmer, [[tomato, 20]], '2026-12-03', 'deposit');
    // Within tomato's 10 sellable days and covered by stock: set aside now, ready today.
    const id = body.data.id;
    expect(body.data.booking).toMatchObject({ readyOn: TODAY, sown: true });
    const stockAfterBooking = await stockOf(TOMATO);
    expect(await bookingRound(database.db, later(4))).toMatchObject({ reminded: 1, released: 0 });
    expect((await smsOf(id)).find((s) => s.key === `order:${id}:balanceDue:2026-12-03`)).toBeDefined();
    expect(await bookingRound(database.db, later(5))).toMatchObject({ reminded: 0 });
    // Released the day after the last day to pay: 3 December + 7.
    expect((await bookingRound(database.db, later(14))).released).toBe(0);
    expect((await bookingRound(database.db, later(15))).released).toBe(1);
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled', cancelCode: 'unpaid', paymentStatus: 'refunded' });
    expect(await walletOf(database.db, farmer.uid)).toBe(100_000);
    expect(await stockOf(TOMATO)).toBe(stockAfterBooking + 20);
  });

  it('offers the nearest date that fits when a week’s sowing is full', async () => {
    const a = await farmerWith(200_000, 'Chebet');
    const b = await farmerWith(200_000, 'Dida');
    // 2027-03-10: onion sown the week of 2027-01-11 (ready week 2027-03-08 less 56 days). Nothing else is sown then.
    await bookDirect(a, [[onion, 150]], '2027-03-10', 1);
    const refused = await bookDirect(b, [[onion, 150]], '2027-03-10', 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({ code: 'booking_date_full', data: { nearestDate: '2027-03-07' } });
    await expect(bookDirect(b, [[onion, 150]], '2027-03-07', 1)).resolves.toMatchObject({ booking: { plantingDate: '2027-03-07' } });
  });

  racesOn(kind).describe('races on PostgreSQL (PGlite runs one statement at a time and hides them)', () => {
    it('gives the last trays of a week to one of two farmers booking at once', async () => {
      const farmers = await Promise.all([farmerWith(200_000, 'Esther'), farmerWith(200_000, 'Faith'), farmerWith(200_000, 'Grace')]);
      // 2027-03-24: onion sown the week of 2027-01-25; one tray of room.
      const results = await Promise.allSettled(farmers.map((f) => bookDirect(f, [[onion, 150]], '2027-03-24', 1)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect(r.reason).toMatchObject({ code: 'booking_date_full' });
    });

    it('pays a balance once when M-Pesa and the wallet pay it at the same moment; the M-Pesa money stays in the wallet', async () => {
      const lines: Array<[Product, number]> = [[tomato, 30]];
      const total = pickupTotal(lines);
      const farmer = await farmerWith(total);
      const { body } = await book(farmer, lines, '2026-12-05');
      const order = await orderRow(body.data.id);
      const balance = order.totalCents - order.paidCents;
      const [attempt] = await database.db
        .insert(paymentAttempts)
        .values({
          purpose: 'order',
          orderId: order.id,
          userUid: farmer.uid,
          phone: '+254708374149',
          amountCents: Math.ceil(balance / 100) * 100,
          status: 'pending',
          checkoutRequestId: `ws_CO_race_${order.id}`,
        })
        .returning();
      const outcome = {
        status: 'paid' as const,
        checkoutRequestId: attempt!.checkoutRequestId,
        receipt: 'RCE1234567',
        amount: attempt!.amountCents / 100,
        phone: '+254708374149',
        resultDesc: 'ok',
      };
      const settled = await Promise.allSettled([
        payOrderFromWallet(database.db, farmer.uid, order.id, clock),
        applyStkOutcome(database.db, { attemptId: attempt!.id }, outcome, { source: 'callback', clock }),
      ]);
      expect(settled.every((s) => s.status === 'fulfilled' || (s.reason as ServiceError).code === 'order_already_paid')).toBe(true);
      const after = await orderRow(order.id);
      expect(after).toMatchObject({ status: 'paid', paidCents: after.totalCents });
      const balances = await database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `order:${order.id}:payment:balance`));
      expect(balances).toHaveLength(1);
      // Paid once: the balance left the wallet once, and the M-Pesa money is the farmer's.
      expect(await walletOf(database.db, farmer.uid)).toBe(attempt!.amountCents);
    });

    it('moves a date while the batch is being marked ready: one wins, and stock and booking agree', async () => {
      for (let round = 0; round < 4; round++) {
        const farmer = await farmerWith(100_000, `Halima ${round}`);
        const { body } = await book(farmer, [[tomato, 50]], '2026-12-28');
        const batch = await sow(TOMATO, 1);
        const stockBefore = await stockOf(TOMATO);
        const [moved, readied] = await Promise.allSettled([
          moveBooking(database.db, {
            uid: farmer.uid,
            orderId: body.data.id,
            plantingDate: '2027-02-20',
            clock,
            settings: { depositPercent: 50, traysPerWeek: 200, unpaidSeedlingsCap: 20_000 },
          }),
          markBatchReady(database.db, { id: batch.id, actor: staff.uid, today: TODAY }),
        ]);
        expect(readied.status).toBe('fulfilled');
        const row = await orderRow(body.data.id);
        const [line] = await linesOf(body.data.id);
        if (moved.status === 'fulfilled') {
          // Moved first: untied from the batch, nothing set aside, to be sown again.
          expect(row).toMatchObject({ plantingDate: '2027-02-20', readyOn: null });
          expect(line).toMatchObject({ sowingBatchId: null, stockReserved: false });
          expect(await stockOf(TOMATO)).toBe(stockBefore + 111);
        } else {
          expect(moved.reason).toMatchObject({ code: 'booking_not_movable' });
          expect(row).toMatchObject({ plantingDate: '2026-12-28', readyOn: TODAY });
          expect(line).toMatchObject({ stockReserved: true });
          expect(await stockOf(TOMATO)).toBe(stockBefore + 111 - 50);
        }
        await cancelBooking(database.db, { uid: farmer.uid, orderId: body.data.id });
      }
    });
  });

  it('books more than the ready stock for a later date, all of it grown; the same without a date is refused as out of stock', async () => {
    const stockBefore = await stockOf(TOMATO);
    const lines: Array<[Product, number]> = [[tomato, stockBefore + 50]];
    const farmer = await farmerWith(pickupTotal(lines));
    const { response, body } = await book(farmer, lines, '2027-02-20');
    expect(response.status).toBe(201);
    expect(body.data).toMatchObject({ status: 'booked', booking: { plantingDate: '2027-02-20', paymentPlan: 'deposit', sown: false } });
    // Grown for the date (lineSource 'grown'): the shelf is left alone, the line waits for its sowing.
    expect(await stockOf(TOMATO)).toBe(stockBefore);
    expect((await linesOf(body.data.id))[0]).toMatchObject({ quantity: stockBefore + 50, stockReserved: false, sowingBatchId: null });

    const withoutDate = await placeOrder(farmer, lines, {
      paymentMethod: 'wallet',
      deliveryMethod: 'pickup',
      pickupPointId: 1,
      deliveryCounty: null,
      total: pickupTotal(lines) / 100,
    });
    expect(withoutDate.response.status).toBe(409);
    expect(withoutDate.body).toMatchObject({ code: 'cart_out_of_date', message: `Only ${stockBefore} of ${tomato.name} left. Please update your cart.` });
    expect(await stockOf(TOMATO)).toBe(stockBefore);
    // Cancelled before sowing, so the suites after this one find the week's sowing as it was.
    await cancelBooking(database.db, { uid: farmer.uid, orderId: body.data.id });
  });

  it('keeps the order rows’ rules in the database itself', async () => {
    const [order] = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'delivered')));
    await expect(database.db.update(orders).set({ status: 'booked' }).where(eq(orders.id, order!.id))).rejects.toThrow();
    await expect(
      database.db
        .update(orders)
        .set({ paidCents: order!.totalCents + 1 })
        .where(eq(orders.id, order!.id)),
    ).rejects.toThrow();
    await expect(database.db.update(orders).set({ plantingDate: null }).where(eq(orders.id, order!.id))).rejects.toThrow();
  });
});
