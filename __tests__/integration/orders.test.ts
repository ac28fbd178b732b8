/**
 * Orders and M-Pesa payments through the spec's API (section 7), against real databases, the Auth
 * emulator and the Daraja sandbox in-process, whose callbacks reach the real callback route over HTTP.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { GET as getOrderRoute } from '@/app/api/getOrder/[orderId]/route';
import { GET as getSheet } from '@/app/api/getSheet/route';
import { GET as statusRoute } from '@/app/api/mpesa/status/[id]/route';
import { POST as stkPushRoute } from '@/app/api/mpesa/stkPush/route';
import { POST as validateRoute } from '@/app/api/mpesa/validate/route';
import { POST as mpesaDeposit } from '@/app/api/mpesaDeposit/route';
import { POST as callbackRoute } from '@/app/api/payments/callback/[secret]/[ref]/route';
import { PATCH as updateOrderStatus } from '@/app/api/updateOrderStatus/route';
import { POST as writeToSheet } from '@/app/api/writeToSheet/route';
import type { OrderDetailView, OrderView, PaymentAttemptView } from '@/lib/order-view';
import { orders, paymentAttempts, paymentCallbacks, products, users } from '@/lib/server/db/schema';
import { useClock } from '@/lib/server/services/deps';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { expireOrders } from '@/lib/server/services/order-lifecycle';
import { attemptRef } from '@/lib/server/daraja';
import { reconcile } from '@/lib/server/services/payments/reconciler';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { bodyOf, jsonRequest } from '../support/requests';
import { NAIROBI_FEE, orderBody, placeOrder, stockedProducts, type Product } from '../support/shop-fixtures';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { databaseKinds, racesOn, type TestDatabase } from '../support/test-database';
import type { Wire } from '@/lib/api/wire';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

const none = undefined as never;
const params = <T>(p: T) => ({ params: Promise.resolve(p) });
const APPROVES = '+254708374149';
const CANCELS = '+254708374150';

describe.each(databaseKinds)('orders and M-Pesa payments on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let catalogue: Product[];
  let farmer: Person;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind, { poolMax: 10 }));
    catalogue = await stockedProducts(database.db);
    farmer = await signedIn({ name: 'Achieng Otieno', phone: '0708374149' });
  });

  afterAll(async () => {
    // Every suite ends with a clean ledger: nothing lost, nothing doubled.
    const report = await checkLedger(database.db);
    expect(report).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], pointsDrift: [] });
    await harness.close();
    await database.close();
  });

  const product = (i: number) => {
    const p = catalogue[i];
    if (!p) throw new Error(`no product ${i}`);
    return p;
  };

  async function getOrder(person: Person, id: string) {
    const response = await getOrderRoute(jsonRequest(`/api/getOrder/${id}`, { cookie: person.cookie }), params({ orderId: id }));
    return { response, body: await bodyOf<Wire<OrderDetailView>>(response) };
  }

  async function deposit(person: Person, orderId: string, phone: string, amount: number) {
    const response = await mpesaDeposit(
      jsonRequest('/api/mpesaDeposit', { cookie: person.cookie, body: { phone, amount, orderId, userId: person.uid } }),
      none,
    );
    return { response, body: await bodyOf<Wire<{ attempt: PaymentAttemptView }>>(response) };
  }

  const stockOf = async (id: string) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const walletOf = async (uid: string) => (await database.db.select({ cents: users.walletBalanceCents }).from(users).where(eq(users.uid, uid)))[0]?.cents;
  const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const attemptRow = async (id: string) => (await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0];
  const paidSoon = (person: Person, id: string) =>
    eventually(async () => {
      const { body } = await getOrder(person, id);
      return body.data.paymentStatus === 'paid' ? body.data : undefined;
    }, 5_000);

  /** A phone nobody answers during the test: no callback comes unless the test sends one. */
  function quietPhone(msisdn: string): () => void {
    harness.sandbox.engine.setPhone(msisdn, { behaviour: 'manual' });
    harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
    return () => {
      for (const p of harness.sandbox.engine.listPrompts({ msisdn, state: 'open' })) harness.sandbox.engine.cancel(p.checkoutRequestId);
      harness.sandbox.engine.knobs.noAnswerTimeoutMs = 200;
    };
  }

  /** Deposits with the sandbox dropping the callback (as Safaricom sometimes does), until it has. */
  async function depositWithDroppedCallback(person: Person, orderId: string, total: number) {
    harness.sandbox.engine.knobs.callbackMode = 'drop';
    try {
      const result = await deposit(person, orderId, '0708374149', total);
      const attempt = await attemptRow(result.body.data.attempt.id);
      const dropped = await eventually(
        () => harness.sandbox.engine.logEntries(0, 'callback').find((e) => 'id' in e && e.id === attempt?.checkoutRequestId && e.outcome === 'dropped'),
        5_000,
      );
      return { ...result, attempt: attempt!, droppedBody: 'body' in dropped ? dropped.body : null };
    } finally {
      harness.sandbox.engine.knobs.callbackMode = 'once';
    }
  }

  describe('POST /writeToSheet', () => {
    it('creates a pending order repriced from the catalogue, reserves stock and answers with data.id', async () => {
      const tomato = product(0);
      const before = await stockOf(tomato.id);
      const { response, body } = await placeOrder(farmer, [[tomato, 3]]);
      expect(response.status).toBe(201);
      expect(body.success).toBe(true);
      expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.data).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'mpesa',
        subtotal: (tomato.priceCents * 3) / 100,
        deliveryFee: NAIROBI_FEE,
        total: (tomato.priceCents * 3) / 100 + NAIROBI_FEE,
        phone: APPROVES,
        deliveryCounty: 'Nairobi',
      });
      expect(body.data.reference).toMatch(/^MC[A-Z2-9]{8}$/);
      expect(body.data.paybill).toEqual({ businessNumber: '174379', account: body.data.reference, amount: Math.ceil(body.data.total) });
      expect(await stockOf(tomato.id)).toBe((before ?? 0) - 3);
    });

    it("makes the first order's address, county and phone the profile's, and never overwrites a saved one", async () => {
      const newcomer = await signedIn({ name: 'Wanjiru Kamau' });
      const profileOf = async (uid: string) =>
        (await database.db.select({ address: users.address, county: users.deliveryCounty, phone: users.phone }).from(users).where(eq(users.uid, uid)))[0];
      expect(await profileOf(newcomer.uid)).toEqual({ address: '', county: null, phone: null });
      const first = await placeOrder(newcomer, [[product(0), 1]], { deliveryAddress: 'Kangari, near the market', deliveryCounty: 'Nairobi' });
      expect(first.response.status).toBe(201);
      expect(await profileOf(newcomer.uid)).toEqual({ address: 'Kangari, near the market', county: 'Nairobi', phone: APPROVES });
      const second = await placeOrder(newcomer, [[product(0), 1]], { deliveryAddress: 'Limuru town', deliveryCounty: 'Kiambu', phone: CANCELS });
      expect(second.response.status).toBe(201);
      expect(await profileOf(newcomer.uid)).toEqual({ address: 'Kangari, near the market', county: 'Nairobi', phone: APPROVES });
    });

    it('refuses an out-of-date price with 409 and the current prices, writing nothing', async () => {
      const p = product(1);
      const before = await database.db.$count(orders);
      const stale = orderBody(farmer, [[p, 1]]);
      stale.items[0] = { ...stale.items[0]!, price: p.priceCents / 100 - 1 };
      stale.total -= 1;
      const response = await writeToSheet(jsonRequest('/api/writeToSheet', { cookie: farmer.cookie, body: stale }), none);
      expect(response.status).toBe(409);
      const body = await bodyOf<{ items: Array<{ id: string; price: number }>; total: number }>(response);
      expect(body.message).toMatch(/Prices have changed/);
      expect(body.data.items[0]).toMatchObject({ id: p.id, price: p.priceCents / 100 });
      expect(body.data.total).toBe(p.priceCents / 100 + NAIROBI_FEE);
      expect(await database.db.$count(orders)).toBe(before);
    });

    it('refuses a total that leaves out the delivery fee', async () => {
      const p = product(2);
      const response = await writeToSheet(
        jsonRequest('/api/writeToSheet', { cookie: farmer.cookie, body: orderBody(farmer, [[p, 1]], { total: p.priceCents / 100 }) }),
        none,
      );
      expect(response.status).toBe(409);
    });

    it('refuses more than the stock, naming what is left', async () => {
      const p = product(3);
      const stock = (await stockOf(p.id)) ?? 0;
      const { response, body } = await placeOrder(farmer, [[p, stock + 1]]);
      expect(response.status).toBe(409);
      expect(body.message).toContain(`Only ${stock} of ${p.name} left.`);
      expect(await stockOf(p.id)).toBe(stock);
    });

    it('makes pickup at the nursery free', async () => {
      const p = product(4);
      const { response, body } = await placeOrder(farmer, [[p, 1]], {
        deliveryMethod: 'pickup',
        pickupPointId: 1,
        deliveryCounty: null,
        total: p.priceCents / 100,
      });
      expect(response.status).toBe(201);
      expect(body.data).toMatchObject({ deliveryFee: 0, deliveryMethod: 'pickup', pickupPoint: { name: 'Miche Nursery, Ruaka' } });
    });

    it('answers bad input with 400 and field messages', async () => {
      const response = await writeToSheet(
        jsonRequest('/api/writeToSheet', { cookie: farmer.cookie, body: { ...orderBody(farmer, [[product(0), 1]]), phone: '0712', items: [] } }),
        none,
      );
      expect(response.status).toBe(400);
      const body = await bodyOf(response);
      expect(body.errors).toMatchObject({ items: 'Your cart is empty' });
      expect(body.errors?.phone).toMatch(/valid Kenyan phone number/);
    });

    it('refuses a userId that is not the session’s (403), no session (401) and an unverified e-mail (403)', async () => {
      const other = await signedIn();
      const forged = await writeToSheet(jsonRequest('/api/writeToSheet', { cookie: farmer.cookie, body: orderBody(other, [[product(0), 1]]) }), none);
      expect(forged.status).toBe(403);
      const anonymous = await writeToSheet(jsonRequest('/api/writeToSheet', { body: orderBody(farmer, [[product(0), 1]]) }), none);
      expect(anonymous.status).toBe(401);
      const unverified = await signedIn({ verified: false });
      const refused = await writeToSheet(jsonRequest('/api/writeToSheet', { cookie: unverified.cookie, body: orderBody(unverified, [[product(0), 1]]) }), none);
      expect(refused.status).toBe(403);
    });
  });

  describe('paying by M-Pesa', () => {
    it('deposits by STK push, credits the wallet on the callback and pays the order from it, once', async () => {
      const { body: created } = await placeOrder(farmer, [[product(5), 2]]);
      const order = created.data;
      const { response, body } = await deposit(farmer, order.id, '0708374149', order.total);
      expect(response.status).toBe(200);
      expect(body.message).toBe(`M-Pesa prompt sent to ${APPROVES}. Please complete the payment.`);
      expect(body.data.attempt).toMatchObject({ status: 'pending', amount: Math.ceil(order.total), phone: APPROVES });
      const paid = await paidSoon(farmer, order.id);
      expect(paid.status).toBe('paid');
      expect(paid.payments[0]).toMatchObject({ status: 'paid', final: true });
      expect(paid.payments[0]?.receiptNumber).toMatch(/^[A-Z0-9]{10}$/);
      expect(paid.events.map((e) => e.status)).toEqual(['pending', 'paid']);
      // Whole shillings were charged; any cents of rounding stay in the wallet.
      expect(await walletOf(farmer.uid)).toBe(Math.ceil(order.total) * 100 - Math.round(order.total * 100));
      const status = await statusRoute(jsonRequest(`/api/mpesa/status/x`, { cookie: farmer.cookie }), params({ id: paid.payments[0]!.checkoutRequestId! }));
      expect((await bodyOf<Wire<{ attempt: PaymentAttemptView; order: { status: string } }>>(status)).data).toMatchObject({
        attempt: { status: 'paid' },
        order: { status: 'paid' },
      });
    });

    it('shows a cancelled prompt with the farmer-facing message, then lets them send it again', async () => {
      const { body: created } = await placeOrder(farmer, [[product(6), 1]]);
      const order = created.data;
      const first = await deposit(farmer, order.id, CANCELS, order.total);
      expect(first.response.status).toBe(200);
      const failed = await eventually(async () => {
        const { body } = await getOrder(farmer, order.id);
        return body.data.payments[0]?.final ? body.data : undefined;
      }, 5_000);
      expect(failed.payments[0]).toMatchObject({
        status: 'cancelled',
        resultCode: 1032,
        message: 'You cancelled the payment on your phone. Try again when you are ready.',
      });
      expect(failed.paymentStatus).toBe('failed');
      const again = await stkPushRoute(jsonRequest('/api/mpesa/stkPush', { cookie: farmer.cookie, body: { orderId: order.id, phone: '0708374149' } }), none);
      expect(again.status).toBe(200);
      await paidSoon(farmer, order.id);
    });

    it('allows one live prompt per order', async () => {
      const { body: created } = await placeOrder(farmer, [[product(7), 1]]);
      const release = quietPhone('254711000001');
      const first = await deposit(farmer, created.data.id, '0711000001', created.data.total);
      expect(first.response.status).toBe(200);
      const second = await deposit(farmer, created.data.id, '0711000002', created.data.total);
      expect(second.response.status).toBe(409);
      expect(second.body.message).toMatch(/already on its way/);
      release();
    });

    it('refuses an amount that does not pay the order, and a number M-Pesa does not take', async () => {
      const { body: created } = await placeOrder(farmer, [[product(8), 1]]);
      const low = await deposit(farmer, created.data.id, '0708374149', 1);
      expect(low.response.status).toBe(400);
      expect(low.body.message).toMatch(/at least KES/);
      const landline = await deposit(farmer, created.data.id, '0201234567', created.data.total);
      expect(landline.response.status).toBe(400);
    });

    it('credits nothing when the callback reports another amount: the payment goes to review', async () => {
      const { body: created } = await placeOrder(farmer, [[product(9), 1]]);
      const release = quietPhone('254711000005');
      const { body } = await deposit(farmer, created.data.id, '0711000005', created.data.total);
      const attempt = await attemptRow(body.data.attempt.id);
      const wallet = await walletOf(farmer.uid);
      const forged = {
        Body: {
          stkCallback: {
            MerchantRequestID: attempt?.merchantRequestId,
            CheckoutRequestID: attempt?.checkoutRequestId,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: 1 },
                { Name: 'MpesaReceiptNumber', Value: 'TST0000001' },
                { Name: 'PhoneNumber', Value: 254711000005 },
              ],
            },
          },
        },
      };
      await postCallback(body.data.attempt.id, forged);
      release();
      expect(await attemptRow(body.data.attempt.id)).toMatchObject({ status: 'needs_review' });
      expect((await attemptRow(body.data.attempt.id))?.reviewReason).toMatch(/^Mismatch:/);
      expect(await walletOf(farmer.uid)).toBe(wallet);
      expect((await orderRow(created.data.id))?.paymentStatus).toBe('pending');
    });
  });

  async function postCallback(attemptId: string, body: unknown, secret = TEST_CALLBACK_SECRET) {
    const ref = attemptRef(attemptId);
    return callbackRoute(jsonRequest(`/api/payments/callback/${secret}/${ref}`, { body, origin: null }), params({ secret, ref }));
  }

  describe('callbacks that must change nothing', () => {
    it('ignores a wrong secret, an unknown attempt, and a CheckoutRequestID that is not the attempt’s', async () => {
      const { body: created } = await placeOrder(farmer, [[product(10), 1]]);
      const release = quietPhone('254711000006');
      const { body } = await deposit(farmer, created.data.id, '0711000006', created.data.total);
      const attempt = await attemptRow(body.data.attempt.id);
      const paidBody = (checkoutRequestId: string | null | undefined) => ({
        Body: {
          stkCallback: {
            MerchantRequestID: '1-2-3',
            CheckoutRequestID: checkoutRequestId,
            ResultCode: 0,
            ResultDesc: 'ok',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: attempt!.amountCents / 100 },
                { Name: 'MpesaReceiptNumber', Value: 'FORGED0001' },
                { Name: 'PhoneNumber', Value: 254711000006 },
              ],
            },
          },
        },
      });
      const wallet = await walletOf(farmer.uid);
      expect((await postCallback(body.data.attempt.id, paidBody(attempt?.checkoutRequestId), 'wrong-secret-wrong-secret')).status).toBe(404);
      expect((await postCallback('00000000-0000-0000-0000-000000000000', paidBody(attempt?.checkoutRequestId))).status).toBe(200);
      expect((await postCallback(body.data.attempt.id, paidBody('ws_CO_forged'))).status).toBe(200);
      // Not a callback at all: refused and not stored. Shaped like one but unreadable: stored, marked invalid.
      expect((await postCallback(body.data.attempt.id, 'not json at all')).status).toBe(400);
      expect((await postCallback(body.data.attempt.id, { Body: { stkCallback: { ResultCode: 'zero' } } })).status).toBe(200);
      expect(await attemptRow(body.data.attempt.id)).toMatchObject({ status: 'pending', receiptNumber: null });
      expect(await walletOf(farmer.uid)).toBe(wallet);
      release();
      const outcomes = (await database.db.select({ outcome: paymentCallbacks.outcome }).from(paymentCallbacks)).map((r) => r.outcome);
      expect(outcomes).toEqual(expect.arrayContaining(['unknown', 'invalid']));
    });

    it('credits a replayed callback once', async () => {
      const { body: created } = await placeOrder(farmer, [[product(11), 1]]);
      harness.sandbox.engine.knobs.callbackMode = 'twice';
      harness.sandbox.engine.knobs.duplicateCallbackGapMs = 10;
      const wallet = (await walletOf(farmer.uid)) ?? 0;
      await deposit(farmer, created.data.id, '0708374149', created.data.total);
      await paidSoon(farmer, created.data.id);
      await eventually(
        async () => ((await database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.outcome, 'duplicate'))).length > 0 ? true : undefined),
        5_000,
      );
      harness.sandbox.engine.knobs.callbackMode = 'once';
      const charged = Math.ceil(created.data.total) * 100;
      expect(await walletOf(farmer.uid)).toBe(wallet + charged - Math.round(created.data.total * 100));
    });
  });

  racesOn(kind).it('credits 20 concurrent copies of one callback once (PostgreSQL: PGlite serialises everything)', async () => {
    const { body: created } = await placeOrder(farmer, [[product(12), 1]]);
    // The sandbox settles the prompt but drops its callback; then it arrives 20 times at once.
    const { attempt, droppedBody } = await depositWithDroppedCallback(farmer, created.data.id, created.data.total);
    const wallet = (await walletOf(farmer.uid)) ?? 0;
    const responses = await Promise.all(Array.from({ length: 20 }, () => postCallback(attempt.id, droppedBody)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(await walletOf(farmer.uid)).toBe(wallet + attempt.amountCents - created.data.total * 100);
    expect((await orderRow(created.data.id))?.paymentStatus).toBe('paid');
    const outcomes = (
      await database.db
        .select({ outcome: paymentCallbacks.outcome })
        .from(paymentCallbacks)
        .where(eq(paymentCallbacks.attemptRef, attemptRef(attempt.id)))
    ).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
  });

  describe('reconciliation and expiry', () => {
    it('settles a payment whose callback was dropped, by STK query', async () => {
      const { body: created } = await placeOrder(farmer, [[product(13), 1]]);
      await depositWithDroppedCallback(farmer, created.data.id, created.data.total);
      expect((await orderRow(created.data.id))?.paymentStatus).toBe('pending');
      const summary = await reconcile(
        { db: database.db, gateway: harness.gateway, clock: { now: () => new Date() } },
        { firstQueryAfterMs: 0, queryIntervalMs: 0, reviewAfterMs: 600_000 },
      );
      expect(summary.paid).toBeGreaterThanOrEqual(1);
      expect((await orderRow(created.data.id))?.paymentStatus).toBe('paid');
    });

    it('lets the farmer ask now with /mpesa/validate', async () => {
      const { body: created } = await placeOrder(farmer, [[product(14), 1]]);
      const { attempt } = await depositWithDroppedCallback(farmer, created.data.id, created.data.total);
      const response = await validateRoute(
        jsonRequest('/api/mpesa/validate', { cookie: farmer.cookie, body: { checkoutRequestId: attempt?.checkoutRequestId } }),
        none,
      );
      expect(response.status).toBe(200);
      expect((await bodyOf<Wire<{ attempt: PaymentAttemptView }>>(response)).data.attempt.status).toBe('paid');
    });

    it('sends a push with no final answer to review after the limit', async () => {
      const { body: created } = await placeOrder(farmer, [[product(15), 1]]);
      const release = quietPhone('254711000003');
      const { body } = await deposit(farmer, created.data.id, '0711000003', created.data.total);
      const summary = await reconcile({ db: database.db, gateway: harness.gateway, clock: { now: () => new Date(Date.now() + 11 * 60_000) } });
      expect(summary.review).toBeGreaterThanOrEqual(1);
      expect(await attemptRow(body.data.attempt.id)).toMatchObject({ status: 'needs_review' });
      // The farmer finally pays: the money is credited even now, never lost.
      harness.sandbox.engine.enterPin(harness.sandbox.engine.listPrompts({ msisdn: '254711000003', state: 'open' })[0]!.checkoutRequestId, '1234');
      await paidSoon(farmer, created.data.id);
      release();
    });

    it('expires an unpaid order after its time and puts the stock back', async () => {
      const p = product(16);
      const before = (await stockOf(p.id)) ?? 0;
      const { body } = await placeOrder(farmer, [[p, 4]]);
      expect(await stockOf(p.id)).toBe(before - 4);
      expect(await expireOrders(database.db, { now: () => new Date(Date.now() + 23 * 3_600_000) })).toBe(0);
      expect(await expireOrders(database.db, { now: () => new Date(Date.now() + 25 * 3_600_000) })).toBeGreaterThanOrEqual(1);
      expect(await orderRow(body.data.id)).toMatchObject({ status: 'cancelled', cancelCode: 'unpaid' });
      expect(await stockOf(p.id)).toBe(before);
      expect(await expireOrders(database.db, { now: () => new Date(Date.now() + 26 * 3_600_000) })).toBe(0);
      expect(await stockOf(p.id)).toBe(before);
    });
  });

  describe('the Paybill fallback (C2B)', () => {
    it('pays an order from a Paybill payment to its reference, once, even when STK reports it too', async () => {
      await harness.gateway.registerC2bUrls({
        confirmationUrl: `${harness.appUrl}/api/payments/c2b/${TEST_CALLBACK_SECRET}/confirmation`,
        validationUrl: `${harness.appUrl}/api/payments/c2b/${TEST_CALLBACK_SECRET}/validation`,
      });
      const { body: created } = await placeOrder(farmer, [[product(17), 1]]);

      harness.sandbox.engine.simulateC2b({
        commandId: 'CustomerPayBillOnline',
        amount: Math.ceil(created.data.total),
        shortCode: '174379',
        billRef: created.data.reference.toLowerCase(),
        msisdn: '254708374149',
      });
      const paid = await paidSoon(farmer, created.data.id);
      expect(paid.payments[0]).toMatchObject({ channel: 'c2b', status: 'paid' });

      // Same Paybill for STK and C2B: Safaricom confirms an STK payment through C2B as well.
      harness.sandbox.engine.knobs.stkAlsoConfirmsC2b = true;
      const { body: second } = await placeOrder(farmer, [[product(18), 1]]);
      const wallet = (await walletOf(farmer.uid)) ?? 0;
      await deposit(farmer, second.data.id, '0708374149', second.data.total);
      await paidSoon(farmer, second.data.id);
      await eventually(
        async () => ((await database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.kind, 'c2b'))).length >= 2 ? true : undefined),
        5_000,
      );
      await new Promise((r) => setTimeout(r, 100));
      harness.sandbox.engine.knobs.stkAlsoConfirmsC2b = false;
      expect(await walletOf(farmer.uid)).toBe(wallet + Math.ceil(second.data.total) * 100 - Math.round(second.data.total * 100));
    });
  });

  describe('reading and moving orders', () => {
    it('lists the person’s own orders, newest first', async () => {
      const response = await getSheet(jsonRequest(`/api/getSheet?userId=${farmer.uid}`, { cookie: farmer.cookie }), none);
      const list = (await bodyOf<Wire<OrderView[]>>(response)).data;
      expect(list.length).toBeGreaterThan(3);
      expect(list.every((o) => o.userId === farmer.uid)).toBe(true);
      expect([...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((o) => o.id)).toEqual(list.map((o) => o.id));
      const someoneElses = await getSheet(jsonRequest(`/api/getSheet?userId=someone-else`, { cookie: farmer.cookie }), none);
      expect(someoneElses.status).toBe(403);
    });

    it('answers 404 for someone else’s order on every order endpoint', async () => {
      const { body: created } = await placeOrder(farmer, [[product(19), 1]]);
      const id = created.data.id;
      const intruder = await signedIn();
      expect((await getOrder(intruder, id)).response.status).toBe(404);
      expect((await deposit(intruder, id, '0708374149', created.data.total)).response.status).toBe(404);
      expect(
        (await stkPushRoute(jsonRequest('/api/mpesa/stkPush', { cookie: intruder.cookie, body: { orderId: id, phone: '0708374149' } }), none)).status,
      ).toBe(404);
      expect(
        (
          await updateOrderStatus(
            jsonRequest('/api/updateOrderStatus', { method: 'PATCH', cookie: intruder.cookie, body: { orderId: id, status: 'cancelled' } }),
            none,
          )
        ).status,
      ).toBe(404);
      const { body } = await deposit(farmer, id, '0708374149', created.data.total);
      const checkout = body.data.attempt.checkoutRequestId ?? body.data.attempt.id;
      expect((await statusRoute(jsonRequest(`/api/mpesa/status/${checkout}`, { cookie: intruder.cookie }), params({ id: checkout }))).status).toBe(404);
      expect((await validateRoute(jsonRequest('/api/mpesa/validate', { cookie: intruder.cookie, body: { checkoutRequestId: checkout } }), none)).status).toBe(
        404,
      );
      await paidSoon(farmer, id);
      expect((await getOrder(intruder, 'not-a-uuid')).response.status).toBe(404);
    });

    it('lets a customer cancel their unpaid order, releasing its stock, but nothing else', async () => {
      const p = product(20);
      const before = (await stockOf(p.id)) ?? 0;
      const { body: created } = await placeOrder(farmer, [[p, 2]]);
      const patch = (body: unknown) => updateOrderStatus(jsonRequest('/api/updateOrderStatus', { method: 'PATCH', cookie: farmer.cookie, body }), none);
      expect((await patch({ orderId: created.data.id, status: 'dispatched' })).status).toBe(403);
      const cancelled = await patch({ orderId: created.data.id, status: 'cancelled' });
      expect(cancelled.status).toBe(200);
      expect(await stockOf(p.id)).toBe(before);
      const again = await patch({ orderId: created.data.id, status: 'cancelled' });
      expect(again.status).toBe(409);
      expect((await bodyOf(again)).message).toBe('An order that is cancelled cannot change any more.');
    });

    it('lets staff move a paid order along the lifecycle, refusing moves outside it', async () => {
      const staff = await signedInStaff(database.db);
      const { body: created } = await placeOrder(farmer, [[product(21), 1]]);
      await deposit(farmer, created.data.id, '0708374149', created.data.total);
      await paidSoon(farmer, created.data.id);
      const patch = (body: unknown) => updateOrderStatus(jsonRequest('/api/updateOrderStatus', { method: 'PATCH', cookie: staff.cookie, body }), none);
      const skip = await patch({ orderId: created.data.id, status: 'delivered' });
      expect(skip.status).toBe(409);
      expect((await bodyOf(skip)).message).toBe('An order that is paid cannot become delivered. Allowed: processing, cancelled.');
      expect((await patch({ orderId: created.data.id, status: 'processing' })).status).toBe(200);
      expect((await patch({ orderId: created.data.id, status: 'dispatched', note: 'G4S parcel 12345' })).status).toBe(200);
      expect((await patch({ orderId: created.data.id, status: 'delivered' })).status).toBe(200);
      const { body } = await getOrder(farmer, created.data.id);
      expect(body.data.events.map((e) => e.status)).toEqual(['pending', 'paid', 'processing', 'dispatched', 'delivered']);
      expect(body.data.courierNote).toBe('G4S parcel 12345');
      expect((await patch({ orderId: created.data.id, status: 'paid' })).status).toBe(409);
    });

    it('refunds the wallet when staff cancel a paid order', async () => {
      const staff = await signedInStaff(database.db);
      const { body: created } = await placeOrder(farmer, [[product(22), 1]]);
      await deposit(farmer, created.data.id, '0708374149', created.data.total);
      await paidSoon(farmer, created.data.id);
      const wallet = (await walletOf(farmer.uid)) ?? 0;
      const response = await updateOrderStatus(
        jsonRequest('/api/updateOrderStatus', {
          method: 'PATCH',
          cookie: staff.cookie,
          body: { orderId: created.data.id, status: 'cancelled', note: 'Frost damage' },
        }),
        none,
      );
      expect(response.status).toBe(200);
      expect(await walletOf(farmer.uid)).toBe(wallet + Math.round(created.data.total * 100));
      expect(await orderRow(created.data.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    });
  });

  afterEach(() => {
    useClock({ now: () => new Date() });
  });
});
