/**
 * The propagation service: the farmer brings their own seed and the nursery raises it for a
 * fee per seedling, through the real route handlers and services. A booking from drop-off to delivery
 * with a deposit and the balance from the wallet; the seed received (SMS, "sown"), the seedlings
 * ready, the delivery refused while the balance is owed, then delivered through the normal steps; the
 * line never counts in the nursery's own sowing nor ties to its batches; the refusals (a bad crop, a
 * crop with no fee, a date too soon, hostile text) answer 4xx and write nothing; cancelling before and
 * after the seed is received; the staff fee; a ledger check clean at the end. Requires: the Auth
 * emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { count, desc, eq, like } from 'drizzle-orm';
import { PATCH as feeRoute } from '@/app/api/admin/products/[id]/own-seed-fee/route';
import { POST as deliveredRoute } from '@/app/api/admin/own-seed/[orderId]/delivered/route';
import { POST as readyRoute } from '@/app/api/admin/own-seed/[orderId]/ready/route';
import { POST as receivedRoute } from '@/app/api/admin/own-seed/[orderId]/received/route';
import { POST as sowRoute } from '@/app/api/admin/sowing/batches/route';
import { POST as cancelRoute } from '@/app/api/bookings/[orderId]/cancel/route';
import { POST as moveRoute } from '@/app/api/bookings/[orderId]/move/route';
import { GET as getOrderRoute } from '@/app/api/getOrder/[orderId]/route';
import { POST as bookRoute } from '@/app/api/own-seed/route';
import { POST as walletPay } from '@/app/api/wallet/pay/route';
import type { Wire } from '@/lib/api/wire';
import type { OrderDetailView } from '@/lib/order-view';
import { auditLog, orderEvents, orderItems, orders, ownSeedBookings, products, smsOutbox } from '@/lib/server/db/schema';
import { seedProductId } from '@/lib/server/db/seed';
import { bookedDemand } from '@/lib/server/services/sowing-inputs';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { ownSeedCrops } from '@/lib/server/services/own-seed';
import { TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { closeBookingShop, none, openBookingShop, params, TODAY } from '../support/booking-fixtures';
import { bodyOf, jsonRequest } from '../support/requests';
import { fund, walletOf } from '../support/shop-fixtures';
import { signedIn, type Person } from '../support/sessions';
import { databaseKinds, racesOn, type TestDatabase } from '../support/test-database';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

/** Tomato Cal J: the tomato that offers own seed, KES 1.50 a seedling, raised in 28 to 42 days. */
const TOMATO = seedProductId('tomato-cal-j');
/** Tomato Anna F1: no own-seed fee. */
const ANNA = seedProductId('tomato-anna-f1');
const FEE = 150;

describe.each(databaseKinds)('own seed (propagation) on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let staff: Person;

  beforeAll(async () => {
    ({ database, harness, staff } = await openBookingShop(kind, { poolMax: 8 }));
  });

  afterAll(() => closeBookingShop(database, harness));

  const farmerWith = async (cents: number) => {
    const person = await signedIn({ name: 'Akinyi Otieno', phone: '0708374149' });
    if (cents > 0) await fund(database.db, person.uid, cents);
    return person;
  };
  const bookingBody = (overrides: Record<string, unknown> = {}) => {
    const seedlings = (overrides.seedlings as number | undefined) ?? 400;
    return {
      productId: TOMATO,
      variety: 'Anna F1',
      seedCount: 500,
      seedlings,
      dropOffDate: '2026-11-28',
      plantingDate: '2026-12-26',
      paymentPlan: 'deposit',
      paymentMethod: 'wallet',
      total: (FEE * seedlings) / 100,
      deliveryMethod: 'pickup',
      pickupPointId: 1,
      phone: '+254708374149',
      ...overrides,
    };
  };
  const book = async (person: Person, overrides: Record<string, unknown> = {}) => {
    const response = await bookRoute(jsonRequest('/api/own-seed', { cookie: person.cookie, body: bookingBody(overrides) }), none);
    return { response, body: (await response.json()) as { success: boolean; code?: string; params?: unknown; data: Wire<OrderDetailView> } };
  };
  const received = (orderId: string, body: Record<string, unknown>, who = staff) =>
    receivedRoute(jsonRequest(`/api/admin/own-seed/${orderId}/received`, { cookie: who.cookie, body }), params({ orderId }));
  const ready = (orderId: string) =>
    readyRoute(jsonRequest(`/api/admin/own-seed/${orderId}/ready`, { method: 'POST', cookie: staff.cookie }), params({ orderId }));
  const delivered = (orderId: string, deliveredCount: number) =>
    deliveredRoute(jsonRequest(`/api/admin/own-seed/${orderId}/delivered`, { cookie: staff.cookie, body: { deliveredCount } }), params({ orderId }));
  const orderOf = async (person: Person, orderId: string) =>
    (await bodyOf<Wire<OrderDetailView>>(await getOrderRoute(jsonRequest(`/api/getOrder/${orderId}`, { cookie: person.cookie }), params({ orderId })))).data;
  const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const seedRow = async (id: string) => (await database.db.select().from(ownSeedBookings).where(eq(ownSeedBookings.orderId, id)))[0]!;
  const stockOf = async (id: string) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const smsOf = async (orderId: string) =>
    database.db
      .select({ key: smsOutbox.idempotencyKey, message: smsOutbox.message })
      .from(smsOutbox)
      .where(like(smsOutbox.idempotencyKey, `order:${orderId}:%`));
  const counts = async () => ({
    orders: (await database.db.select({ n: count() }).from(orders))[0]!.n,
    items: (await database.db.select({ n: count() }).from(orderItems))[0]!.n,
    seeds: (await database.db.select({ n: count() }).from(ownSeedBookings))[0]!.n,
    sms: (await database.db.select({ n: count() }).from(smsOutbox))[0]!.n,
  });

  it('offers only crops with a fee, one per crop', async () => {
    const crops = await ownSeedCrops(database.db);
    expect(crops.find((c) => c.productId === TOMATO)).toMatchObject({ name: 'Tomato', nameSw: 'Nyanya', feeCents: FEE, raisingDaysMin: 28 });
    expect(crops.find((c) => c.productId === ANNA)).toBeUndefined();
    expect(crops.length).toBeGreaterThan(10);
  });

  it('goes from drop-off to delivery: a deposit, the seed received, ready, the balance from the wallet, delivered; the ledger clean', async () => {
    const total = FEE * 400;
    const deposit = Math.max(10_000, Math.ceil(total / 2 / 100) * 100);
    const farmer = await farmerWith(total);
    const stockBefore = await stockOf(TOMATO);

    const { response, body } = await book(farmer);
    expect(response.status).toBe(201);
    expect(body.data).toMatchObject({
      status: 'booked',
      paymentStatus: 'partly_paid',
      total: total / 100,
      items: [{ id: TOMATO, name: 'Tomato (Anna F1)', quantity: 400, price: FEE / 100 }],
      booking: {
        plantingDate: '2026-12-26',
        paymentPlan: 'deposit',
        deposit: deposit / 100,
        balance: (total - deposit) / 100,
        sown: false,
        canMove: false,
        canCancel: true,
        ownSeed: { variety: 'Anna F1', seedCount: 500, dropOffDate: '2026-11-28', receivedOn: null },
      },
    });
    const id = body.data.id;
    expect(await walletOf(database.db, farmer.uid)).toBe(total - deposit);
    // The farmer's own plants: no stock is taken, and the nursery's sowing does not count them.
    expect(await stockOf(TOMATO)).toBe(stockBefore);
    expect((await bookedDemand(database.db)).get(TOMATO)).toBeUndefined();
    expect((await smsOf(id)).map((s) => s.key)).toEqual([`order:${id}:booked`]);
    // The SMS names the crop and the farmer's own variety, not the nursery's.
    expect((await smsOf(id))[0]?.message).toMatch(
      /^Miche: booking MC\w+ confirmed: Tomato Anna F1 x400, ready for 26\/12\/2026\. Balance KES 300 by 26\/12\/2026\.$/,
    );

    // The seed comes in: counted, tested; the booking is sown and the farmer told.
    const early = await delivered(id, 10);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'own_seed_not_received' });
    const got = await received(id, { seedReceivedCount: 520, germinationPercent: '85', receivedOn: '' });
    expect(got.status).toBe(200);
    expect(await seedRow(id)).toMatchObject({ seedReceivedCount: 520, germinationPercent: 85, receivedOn: TODAY, receivedBy: staff.uid });
    expect((await received(id, { seedReceivedCount: 520 })).status).toBe(409);
    expect((await smsOf(id)).find((s) => s.key === `order:${id}:seedReceived`)?.message).toBe(
      `Miche: we received 520 seeds for booking ${body.data.reference} (85% germinated in our test) and sow them now: ready for 26/12/2026. Balance KES ${(total - deposit) / 100}.`,
    );
    expect((await orderOf(farmer, id)).booking).toMatchObject({ sown: true, ownSeed: { seedReceivedCount: 520, germinationPercent: 85 } });

    // A nursery batch of the same product never takes the farmer's line.
    const sown = await sowRoute(jsonRequest('/api/admin/sowing/batches', { cookie: staff.cookie, body: { productId: TOMATO, trays: 1 } }), none);
    expect(sown.status).toBe(201);
    expect((await database.db.select().from(orderItems).where(eq(orderItems.orderId, id)))[0]).toMatchObject({ stockReserved: false, sowingBatchId: null });

    // Ready: the farmer is told, with the balance; delivery waits for the balance, writing nothing.
    expect((await ready(id)).status).toBe(200);
    expect((await ready(id)).status).toBe(200);
    expect((await orderRow(id)).readyOn).toBe(TODAY);
    expect((await smsOf(id)).find((s) => s.key === `order:${id}:ready`)?.message).toMatch(
      /^Miche: booking MC\w+ is ready\. Collect at .*\. Balance KES 300 by 26\/12\/2026\.$/,
    );
    const owing = await delivered(id, 480);
    expect(owing.status).toBe(409);
    expect(await owing.json()).toMatchObject({ code: 'own_seed_balance_due', params: { amountCents: total - deposit } });
    expect((await seedRow(id)).deliveredOn).toBeNull();
    expect((await orderRow(id)).status).toBe('booked');

    const paid = await walletPay(jsonRequest('/api/wallet/pay', { cookie: farmer.cookie, body: { orderId: id } }), none);
    expect(paid.status).toBe(200);
    expect((await bodyOf<Wire<OrderDetailView>>(paid)).data).toMatchObject({ status: 'paid', paymentStatus: 'paid', booking: { balance: 0 } });
    expect(await walletOf(database.db, farmer.uid)).toBe(0);

    const handed = await delivered(id, 480);
    expect(handed.status).toBe(200);
    expect(await orderRow(id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await seedRow(id)).toMatchObject({ deliveredCount: 480, deliveredOn: TODAY, deliveredBy: staff.uid });
    const steps = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);
    expect(steps.map((e) => e.toStatus).slice(-3)).toEqual(['processing', 'dispatched', 'delivered']);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(desc(auditLog.id));
    expect(audited.map((a) => a.action)).toEqual(['own_seed.delivered', 'own_seed.ready', 'own_seed.received']);
    expect((await smsOf(id)).map((s) => s.key)).toContain(`order:${id}:delivered`);
    expect((await delivered(id, 480)).status).toBe(409);
    expect(await stockOf(TOMATO)).toBe(stockBefore + 0);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('refuses a bad crop, a crop with no fee, dates too soon or past, hostile text, more seedlings than seeds, a changed total: 4xx, nothing written', async () => {
    const farmer = await farmerWith(100_000);
    const before = await counts();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ productId: '00000000-0000-4000-8000-000000000000' }, 404, 'product_not_found'],
      [{ productId: 'tomato' }, 400, 'invalid_input'],
      [{ productId: ANNA }, 409, 'own_seed_not_offered'],
      [{ plantingDate: '2026-12-20' }, 409, 'own_seed_planting_too_soon'],
      [{ dropOffDate: '2026-11-25' }, 400, 'own_seed_drop_off_past'],
      [{ dropOffDate: '2027-03-01', plantingDate: '2027-03-26' }, 400, 'own_seed_drop_off_too_late'],
      [{ plantingDate: '2027-03-30' }, 400, 'booking_date_too_late'],
      [{ plantingDate: '2027-02-30' }, 400, 'invalid_input'],
      [{ variety: 'Anna\u0000F1' }, 400, 'invalid_input'],
      [{ variety: 'Anna \u202eF1' }, 400, 'invalid_input'],
      [{ variety: '' }, 400, 'invalid_input'],
      [{ variety: 'x'.repeat(81) }, 400, 'invalid_input'],
      [{ seedlings: 600 }, 400, 'invalid_input'],
      [{ seedCount: -1 }, 400, 'invalid_input'],
      [{ total: 1 }, 409, 'total_changed'],
      [{ paymentPlan: 'later' }, 400, 'invalid_input'],
      [{ userId: 'someone-else' }, 400, 'invalid_input'],
    ];
    for (const [overrides, status, code] of cases) {
      const { response, body } = await book(farmer, overrides);
      expect([JSON.stringify(overrides), response.status, body.code]).toEqual([JSON.stringify(overrides), status, code]);
    }
    const soon = await book(farmer, { plantingDate: '2026-12-20' });
    expect(soon.body).toMatchObject({ params: { date: '26/12/2026' }, data: { earliest: '2026-12-26' } });
    expect(await counts()).toEqual(before);
    expect(await walletOf(database.db, farmer.uid)).toBe(100_000);
  });

  it('refunds all before the seed is received, keeps the deposit after; the date cannot be moved; staff only', async () => {
    const farmer = await farmerWith(200_000);
    const first = await book(farmer);
    expect(first.response.status).toBe(201);
    const deposit = first.body.data.booking!.deposit * 100;
    const move = await moveRoute(
      jsonRequest(`/api/bookings/${first.body.data.id}/move`, { cookie: farmer.cookie, body: { plantingDate: '2027-01-10' } }),
      params({ orderId: first.body.data.id }),
    );
    expect(move.status).toBe(409);
    expect(await move.json()).toMatchObject({ code: 'own_seed_not_movable' });
    // A farmer cannot record their own seed received: the back office answers them "not found".
    expect((await received(first.body.data.id, { seedReceivedCount: 500 }, farmer)).status).toBe(404);
    const cancelled = await cancelRoute(
      jsonRequest(`/api/bookings/${first.body.data.id}/cancel`, { cookie: farmer.cookie, body: {} }),
      params({ orderId: first.body.data.id }),
    );
    expect(cancelled.status).toBe(200);
    expect(await walletOf(database.db, farmer.uid)).toBe(200_000);
    expect((await received(first.body.data.id, { seedReceivedCount: 500 })).status).toBe(409);

    const second = await book(farmer);
    const id = second.body.data.id;
    expect((await received(id, { seedReceivedCount: 500 })).status).toBe(200);
    const after = await cancelRoute(jsonRequest(`/api/bookings/${id}/cancel`, { cookie: farmer.cookie, body: {} }), params({ orderId: id }));
    expect(after.status).toBe(200);
    // Sown: the deposit is kept.
    expect(await walletOf(database.db, farmer.uid)).toBe(200_000 - deposit);
    expect((await delivered(id, 10)).status).toBe(409);
  });

  it('takes no seed before the deposit is paid (M-Pesa still to come)', async () => {
    const farmer = await farmerWith(0);
    const { response, body } = await book(farmer, { paymentMethod: 'mpesa' });
    expect(response.status).toBe(201);
    expect(body.data).toMatchObject({ status: 'pending', booking: { amountDue: body.data.booking!.deposit } });
    const refused = await received(body.data.id, { seedReceivedCount: 500 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'own_seed_unpaid' });
    expect((await seedRow(body.data.id)).receivedOn).toBeNull();
  });

  racesOn(kind).describe('races on PostgreSQL (PGlite runs one statement at a time and hides them)', () => {
    it('takes the seed in once and delivers once, however many staff press at once; a cancel racing the seed keeps the deposit or refunds all, never both', async () => {
      const farmer = await farmerWith(FEE * 400 * 2);
      const { body } = await book(farmer, { paymentPlan: 'full' });
      const id = body.data.id;
      const takes = await Promise.all(Array.from({ length: 6 }, () => received(id, { seedReceivedCount: 500 })));
      expect(takes.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const gives = await Promise.all(Array.from({ length: 6 }, () => delivered(id, 400)));
      expect(gives.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect((await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter((e) => e.toStatus === 'delivered')).toHaveLength(1);

      const second = await book(farmer);
      const other = second.body.data.id;
      const deposit = second.body.data.booking!.deposit * 100;
      const before = await walletOf(database.db, farmer.uid);
      const [take, cancel] = await Promise.all([
        received(other, { seedReceivedCount: 500 }),
        cancelRoute(jsonRequest(`/api/bookings/${other}/cancel`, { cookie: farmer.cookie, body: {} }), params({ orderId: other })),
      ]);
      expect(cancel.status).toBe(200);
      // The seed came first: the deposit is kept. The cancel came first: the seed is refused and all returns.
      if (take.status === 200) expect(await walletOf(database.db, farmer.uid)).toBe(before);
      else {
        expect(take.status).toBe(409);
        expect(await walletOf(database.db, farmer.uid)).toBe(before + deposit);
      }
      expect((await checkLedger(database.db)).ok).toBe(true);
    });
  });

  it('lets staff set and clear a crop’s fee, audited; a tray product is refused', async () => {
    const patch = (id: string, fee: unknown) =>
      feeRoute(jsonRequest(`/api/admin/products/${id}/own-seed-fee`, { method: 'PATCH', cookie: staff.cookie, body: { fee } }), params({ id }));
    expect((await patch(ANNA, '2.50')).status).toBe(200);
    expect((await database.db.select({ fee: products.ownSeedFeeCents }).from(products).where(eq(products.id, ANNA)))[0]!.fee).toBe(250);
    expect((await patch(ANNA, '')).status).toBe(200);
    expect((await database.db.select({ fee: products.ownSeedFeeCents }).from(products).where(eq(products.id, ANNA)))[0]!.fee).toBeNull();
    expect((await patch(ANNA, '0')).status).toBe(400);
    expect((await patch(ANNA, 'one')).status).toBe(400);
    expect((await patch(seedProductId('tomato-anna-f1-tray-50'), 2)).status).toBe(400);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.targetId, ANNA)).orderBy(desc(auditLog.id));
    expect(audited.slice(0, 2).map((a) => [a.action, a.after])).toEqual([
      ['product.own_seed_fee', { ownSeedFeeCents: null }],
      ['product.own_seed_fee', { ownSeedFeeCents: 250 }],
    ]);
  });
});
