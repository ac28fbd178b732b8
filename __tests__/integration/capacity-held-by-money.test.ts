/**
 * Through the real services and route handlers: capacity is held by money
 * (only bookings with a payment, or a prompt opened in the last 30 minutes, count toward a week's
 * sowing and the staff plan); an account's unpaid grown-to-order seedlings are capped; and one date
 * rule, so that no date input answers 500 and a past planting date is refused even when ready stock
 * covers it. Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set
 * (the Daraja sandbox runs in-process).
 */
import { eq, sql } from 'drizzle-orm';
import { POST as moveRoute } from '@/app/api/bookings/[orderId]/move/route';
import { POST as sowRoute } from '@/app/api/admin/sowing/batches/route';
import { GET as planRoute } from '@/app/api/admin/sowing/plan/route';
import { orders, paymentAttempts } from '@/lib/server/db/schema';
import { bookedDemand, PROMPT_HOLD_MINUTES } from '@/lib/server/services/sowing-inputs';
import { useClock } from '@/lib/server/services/deps';
import { planSowing } from '@/lib/server/services/sowing';
import type { PaymentsHarness } from '../support/payments-harness';
import { clock, closeBookingShop, createBooking, none, ONION, openBookingShop, params, pickupBooking, productById, TODAY } from '../support/booking-fixtures';
import { bodyOf, jsonRequest } from '../support/requests';
import { fund, placeOrder, type Product } from '../support/shop-fixtures';
import { signedIn, type Person } from '../support/sessions';
import { databaseKinds, type TestDatabase } from '../support/test-database';

/** 10,000 onions: 12,500 sown with the loss allowance, 63 trays of 200 cells. */
const BIG = 10_000;
const BIG_TRAYS = 63;
/** Room for one big booking a week, not two. */
const TRAYS_PER_WEEK = 100;

describe.each(databaseKinds)('capacity held by money, and one date rule, on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let staff: Person;
  let onion: Product;
  let phones = 0;

  beforeAll(async () => {
    ({ database, harness, staff } = await openBookingShop(kind));
    onion = await productById(database.db, ONION);
  });

  afterAll(() => closeBookingShop(database, harness));

  /** A farmer who pays: a wallet funded for the whole booking, the deposit taken at once. */
  const payer = async (name: string, quantity = BIG) => {
    const person = await signedIn({ name });
    await fund(database.db, person.uid, onion.priceCents * quantity);
    return person;
  };
  const book = (person: Person, quantity: number, plantingDate: string, paymentMethod: 'mpesa' | 'wallet', cap?: number) =>
    createBooking(database.db, person, [[onion, quantity]], plantingDate, { paymentMethod, traysPerWeek: TRAYS_PER_WEEK, unpaidSeedlingsCap: cap });
  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as { code: string; params?: unknown },
    );
  /** An M-Pesa prompt for a booking, opened `minutesAgo` by the database's clock (which writes created_at). */
  const promptFor = async (order: { id: string; totalCents?: number }, uid: string, minutesAgo: number) => {
    phones += 1;
    const [attempt] = await database.db
      .insert(paymentAttempts)
      .values({
        purpose: 'order',
        orderId: order.id,
        userUid: uid,
        phone: `+2547000${String(phones).padStart(5, '0')}`,
        amountCents: 10_000,
        status: 'pending',
        part: 'deposit',
        checkoutRequestId: `ws_CO_hold_${order.id}`,
        createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
      })
      .returning();
    return attempt!;
  };
  const onionDemand = async (week: string) => (await bookedDemand(database.db)).get(ONION)?.[week] ?? 0;
  const planLine = async (week: string) =>
    (await planSowing(database.db, { today: TODAY, weeks: 20, capacityTraysPerWeek: TRAYS_PER_WEEK })).lines.find(
      (l) => l.productId === ONION && l.readyWeek === week,
    );

  it('lets two unpaid bookings of 10,000 hold nothing: a paying farmer books the week, and the plan sows for the paid one only', async () => {
    // 2027-03-10, ready week 2027-03-08: sown the week of 2027-01-11, nothing else is sown then.
    const date = '2027-03-10';
    const week = '2027-03-08';
    const throwaways = await Promise.all([signedIn({ name: 'Throwaway One' }), signedIn({ name: 'Throwaway Two' })]);
    for (const t of throwaways) await expect(book(t, BIG, date, 'mpesa')).resolves.toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await onionDemand(week)).toBe(0);

    const farmer = await payer('Paying Farmer');
    await expect(book(farmer, BIG, date, 'wallet')).resolves.toMatchObject({ status: 'booked', paymentStatus: 'partly_paid' });
    expect(await onionDemand(week)).toBe(BIG);
    // The staff plan: 10,000 seedlings to sow for, 63 trays, not three times that.
    expect(await planLine(week)).toMatchObject({ demandSeedlings: BIG, neededTrays: BIG_TRAYS });

    // A deposit paid holds: a second paying farmer finds the week full.
    const second = await payer('Second Payer');
    expect(await refusalOf(book(second, BIG, date, 'wallet'))).toMatchObject({ code: 'booking_date_full' });
  });

  it(`holds a week for a booking whose prompt was opened ${PROMPT_HOLD_MINUTES} minutes ago at most, not one opened 40 minutes ago`, async () => {
    // 2027-03-24, ready week 2027-03-22: sown the week of 2027-01-25.
    const date = '2027-03-24';
    const week = '2027-03-22';
    const keying = await signedIn({ name: 'Keying In Her PIN' });
    const order = await book(keying, BIG, date, 'mpesa');
    const attempt = await promptFor(order, keying.uid, 10);
    expect(await onionDemand(week)).toBe(BIG);
    expect(await planLine(week)).toMatchObject({ demandSeedlings: BIG });
    const other = await payer('Waits Her Turn');
    expect(await refusalOf(book(other, BIG, date, 'wallet'))).toMatchObject({ code: 'booking_date_full' });

    // The same prompt, 40 minutes old: it holds nothing any more.
    await database.db
      .update(paymentAttempts)
      .set({ createdAt: sql`now() - make_interval(mins => 40)` })
      .where(eq(paymentAttempts.id, attempt.id));
    expect(await onionDemand(week)).toBe(0);
    expect(await planLine(week)).toBeUndefined();
    await expect(book(other, BIG, date, 'wallet')).resolves.toMatchObject({ status: 'booked' });
  });

  it('caps an account’s unpaid grown seedlings, in both languages, while paid and ready-stock bookings go through', async () => {
    const farmer = await signedIn({ name: 'Books A Lot' });
    await book(farmer, BIG, '2027-02-17', 'mpesa');
    await book(farmer, BIG - 1, '2027-02-18', 'mpesa');
    // Through the web route, with the setting's default (20,000): one more grown seedling is refused.
    const lines: Array<[Product, number]> = [[onion, 2]];
    const { response, body } = await placeOrder(farmer, lines, pickupBooking(lines, '2027-02-19', 'mpesa'));
    expect(response.status).toBe(409);
    expect(body).toMatchObject({
      code: 'booking_unpaid_cap',
      params: { cap: 20_000, unpaid: 19_999 },
      message:
        'Bookings waiting for payment can hold at most 20000 seedlings, and yours already hold 19999. Please pay the deposit of a booking first, or book fewer seedlings.',
    });
    // A lower cap refuses sooner; the unpaid ones are the account's own, not another's.
    expect(await refusalOf(book(farmer, 1, '2027-02-19', 'mpesa', 19_999))).toMatchObject({
      code: 'booking_unpaid_cap',
      params: { cap: 19_999, unpaid: 19_999 },
    });
    await expect(book(await signedIn({ name: 'Someone Else' }), BIG, '2027-02-19', 'mpesa')).resolves.toMatchObject({ status: 'pending' });
    // Exactly at the cap is fine.
    const one: Array<[Product, number]> = [[onion, 1]];
    expect((await placeOrder(farmer, one, pickupBooking(one, '2027-02-19', 'mpesa'))).response.status).toBe(201);
    // Paid at once from the wallet: it leaves nothing unpaid.
    await fund(database.db, farmer.uid, onion.priceCents * 500);
    await expect(book(farmer, 500, '2027-02-20', 'wallet')).resolves.toMatchObject({ status: 'booked' });
    // Set aside from ready stock (within onion's 21 sellable days): nothing grown, nothing capped.
    await expect(book(farmer, 100, '2026-12-10', 'mpesa')).resolves.toMatchObject({ status: 'pending' });
  });

  describe('one date rule', () => {
    const notDays = ['0000-01-01', '9999-12-31', '9999-12-xx', '2026-02-30', '2000-01-01', '2026-1-5', '+02026-12-01', '2026-12-01T00:00'];
    /** For a planting date, yesterday too. */
    const hostile = [...notDays, '2026-11-25'];

    it('answers every planting date of a new booking with a 4xx, never a 500, and refuses the past even when stock covers it', async () => {
      const farmer = await payer('Hostile Dates', 100);
      const lines: Array<[Product, number]> = [[onion, 10]];
      const before = await database.db.select({ id: orders.id }).from(orders);
      for (const date of hostile) {
        const { response, body } = await placeOrder(farmer, lines, pickupBooking(lines, date, 'wallet'));
        expect({ date, status: response.status }).toEqual({ date, status: 400 });
        expect(body).toHaveProperty('code');
      }
      const past = await placeOrder(farmer, lines, pickupBooking(lines, '2000-01-01', 'wallet'));
      expect(past.body).toMatchObject({ code: 'booking_date_past', message: 'The planting date cannot be before today. Please choose today or a later day.' });
      expect((await placeOrder(farmer, lines, pickupBooking(lines, '9999-12-31', 'wallet'))).body).toMatchObject({ code: 'booking_date_too_late' });
      expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
      // Today itself, from the shelf, is a booking.
      expect((await placeOrder(farmer, lines, pickupBooking(lines, TODAY, 'wallet'))).response.status).toBe(201);
    });

    it('refuses yesterday just after midnight in Nairobi, while it is still yesterday in UTC', async () => {
      const farmer = await payer('Just After Midnight', 100);
      const lines: Array<[Product, number]> = [[onion, 10]];
      useClock({ now: () => new Date('2026-11-25T21:00:30Z') }); // 00:00:30 on 26 November in Nairobi
      try {
        const { response, body } = await placeOrder(farmer, lines, pickupBooking(lines, '2026-11-25', 'wallet'));
        expect(response.status).toBe(400);
        expect(body).toMatchObject({ code: 'booking_date_past' });
      } finally {
        useClock(clock);
      }
    });

    it('answers every date of a move with a 4xx, never a 500', async () => {
      const farmer = await payer('Moves Her Date');
      const order = await book(farmer, 50, '2027-01-20', 'wallet');
      for (const date of hostile) {
        const response = await moveRoute(
          jsonRequest(`/api/bookings/${order.id}/move`, { cookie: farmer.cookie, body: { plantingDate: date } }),
          params({ orderId: order.id }),
        );
        expect({ date, status: response.status }).toEqual({ date, status: 400 });
      }
      const past = await moveRoute(
        jsonRequest(`/api/bookings/${order.id}/move`, { cookie: farmer.cookie, body: { plantingDate: '2026-11-20' } }),
        params({ orderId: order.id }),
      );
      expect(await bodyOf(past)).toMatchObject({ code: 'booking_date_past' });
      // Still movable once: none of those was a move.
      const moved = await moveRoute(
        jsonRequest(`/api/bookings/${order.id}/move`, { cookie: farmer.cookie, body: { plantingDate: '2027-01-27' } }),
        params({ orderId: order.id }),
      );
      expect(moved.status).toBe(200);
    });

    it('answers every `from` of the plan export and every day sown with a 4xx, never a 500', async () => {
      for (const from of [...notDays, '2099-12-31', '2028-11-27']) {
        const response = await planRoute(jsonRequest(`/api/admin/sowing/plan?from=${encodeURIComponent(from)}`, { cookie: staff.cookie }), none);
        expect({ from, status: response.status }).toEqual({ from, status: 400 });
      }
      expect((await planRoute(jsonRequest('/api/admin/sowing/plan?from=2028-11-26&weeks=26', { cookie: staff.cookie }), none)).status).toBe(200);
      expect((await planRoute(jsonRequest('/api/admin/sowing/plan?from=2020-01-01', { cookie: staff.cookie }), none)).status).toBe(200);
      for (const sownOn of notDays) {
        const response = await sowRoute(jsonRequest('/api/admin/sowing/batches', { cookie: staff.cookie, body: { productId: ONION, trays: 1, sownOn } }), none);
        expect({ sownOn, status: response.status }).toEqual({ sownOn, status: 400 });
      }
    });
  });
});
