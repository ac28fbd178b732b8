/**
 * Money edge cases of M-Pesa settlement found in review: one payment seen by the STK query, the STK
 * callback and C2B is credited once; callbacks that do not match are held; uncertain pushes do not
 * block a new prompt; the reconciler keeps to its time; and the order rules around open prompts.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { eq, sql } from 'drizzle-orm';
import { GET as getOrderRoute } from '@/app/api/getOrder/[orderId]/route';
import { GET as getSheet } from '@/app/api/getSheet/route';
import { GET as statusRoute } from '@/app/api/mpesa/status/[id]/route';
import { POST as stkPushRoute } from '@/app/api/mpesa/stkPush/route';
import { POST as mpesaDeposit } from '@/app/api/mpesaDeposit/route';
import { POST as c2bRoute } from '@/app/api/payments/c2b/[secret]/[kind]/route';
import { POST as callbackRoute } from '@/app/api/payments/callback/[secret]/[ref]/route';
import { PATCH as updateOrderStatus } from '@/app/api/updateOrderStatus/route';
import type { PaymentAttemptView } from '@/lib/order-view';
import { orders, paymentAttempts, paymentCallbacks, rateLimits, users } from '@/lib/server/db/schema';
import type { PaymentGateway, StkQueryResult } from '@/lib/server/daraja';
import { paymentsToReview, resolveReview } from '@/lib/server/services/admin/payment-review';
import { useGateway } from '@/lib/server/services/deps';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { postEntry } from '@/lib/server/services/ledger';
import { transitionOrder } from '@/lib/server/services/order-lifecycle';
import { attemptRef } from '@/lib/server/daraja';
import { reconcile } from '@/lib/server/services/payments/reconciler';
import { eventually, sleep } from '../mpesa-sandbox/support/receiver';
import { c2bBody, openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { bodyOf, jsonRequest } from '../support/requests';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { fund, placeOrder, stockedProducts, walletOf, type Product } from '../support/shop-fixtures';
import { databaseKinds, racesOn, type TestDatabase } from '../support/test-database';
import type { Wire } from '@/lib/api/wire';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

const none = undefined as never;
const params = <T>(p: T) => ({ params: Promise.resolve(p) });
const NOW = { now: () => new Date() };
const QUERY_AT_ONCE = { firstQueryAfterMs: 0, queryIntervalMs: 0, reviewAfterMs: 600_000 };

describe.each(databaseKinds)('M-Pesa settlement edge cases on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let catalogue: Product[];
  let farmer: Person;
  let nextProduct = 0;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind, { poolMax: 10 }));
    catalogue = await stockedProducts(database.db);
    farmer = await signedIn({ name: 'Wanjiru Kamau', phone: '0708374149' });
  });

  afterEach(() => {
    useGateway(harness.gateway);
    harness.sandbox.engine.knobs.callbackMode = 'once';
  });

  afterAll(async () => {
    // Nothing lost, nothing doubled, whatever order the reports came in.
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [] });
    await harness.close();
    await database.close();
  });

  const product = () => {
    const p = catalogue[nextProduct++ % catalogue.length];
    if (!p) throw new Error('no product');
    return p;
  };
  const deps = () => ({ db: database.db, gateway: harness.gateway, clock: NOW });
  const wallet = async (uid = farmer.uid) => walletOf(database.db, uid);
  const attemptRow = async (id: string) => (await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;
  const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const attemptsOf = async (orderId: string) => database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));

  async function deposit(orderId: string, phone: string, amount: number, person = farmer) {
    const response = await mpesaDeposit(
      jsonRequest('/api/mpesaDeposit', { cookie: person.cookie, body: { phone, amount, orderId, userId: person.uid } }),
      none,
    );
    return { response, body: await bodyOf<Wire<{ attempt: PaymentAttemptView }>>(response) };
  }
  const stkPush = (orderId: string, phone: string, person = farmer) =>
    stkPushRoute(jsonRequest('/api/mpesa/stkPush', { cookie: person.cookie, body: { orderId, phone } }), none);
  const cancelAsCustomer = (orderId: string) =>
    updateOrderStatus(jsonRequest('/api/updateOrderStatus', { method: 'PATCH', cookie: farmer.cookie, body: { orderId, status: 'cancelled' } }), none);

  function postCallback(attemptId: string, body: unknown) {
    const ref = attemptRef(attemptId);
    return callbackRoute(
      jsonRequest(`/api/payments/callback/${TEST_CALLBACK_SECRET}/${ref}`, { body, origin: null }),
      params({ secret: TEST_CALLBACK_SECRET, ref }),
    );
  }
  function postC2b(kind: 'confirmation' | 'validation', body: unknown, headers?: Record<string, string>) {
    return c2bRoute(
      jsonRequest(`/api/payments/c2b/${TEST_CALLBACK_SECRET}/${kind}`, { body, origin: null, headers }),
      params({ secret: TEST_CALLBACK_SECRET, kind }),
    );
  }
  const paidCallback = (
    a: { checkoutRequestId: string | null; merchantRequestId: string | null },
    items: Array<{ Name: string; Value?: string | number }>,
  ) => ({
    Body: {
      stkCallback: {
        MerchantRequestID: a.merchantRequestId ?? '1-2-3',
        CheckoutRequestID: a.checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: { Item: items },
      },
    },
  });
  /** What became of the newest callback carrying a receipt (a prompt cancelled meanwhile sends one of its own). */
  const outcomeFor = async (receipt: string) =>
    (
      await database.db
        .select({ outcome: paymentCallbacks.outcome })
        .from(paymentCallbacks)
        .where(sql`${paymentCallbacks.body} like ${`%${receipt}%`}`)
        .orderBy(sql`${paymentCallbacks.id} desc`)
        .limit(1)
    )[0]?.outcome;

  /** A phone nobody answers: no callback comes unless the test sends one. */
  function quietPhone(msisdn: string): () => void {
    harness.sandbox.engine.setPhone(msisdn, { behaviour: 'manual' });
    harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
    return () => {
      for (const p of harness.sandbox.engine.listPrompts({ msisdn, state: 'open' })) harness.sandbox.engine.cancel(p.checkoutRequestId);
      harness.sandbox.engine.knobs.noAnswerTimeoutMs = 200;
    };
  }

  /**
   * Pays by STK with the sandbox dropping the callback; returns the attempt and the callback that never
   * came. A phone of its own per test, so one test's open prompt never blocks the next.
   */
  async function paidWithDroppedCallback(orderId: string, shillings: number, phone: string) {
    harness.sandbox.engine.setPhone(`254${phone.slice(1)}`, { behaviour: 'approve', balance: 100_000_000 });
    harness.sandbox.engine.knobs.callbackMode = 'drop';
    try {
      const { body } = await deposit(orderId, phone, shillings);
      const attempt = await attemptRow(body.data.attempt.id);
      const dropped = await eventually(
        () => harness.sandbox.engine.logEntries(0, 'callback').find((e) => 'id' in e && e.id === attempt.checkoutRequestId && e.outcome === 'dropped'),
        5_000,
      );
      const droppedBody = ('body' in dropped ? dropped.body : null) as ReturnType<typeof paidCallback>;
      const items = droppedBody.Body.stkCallback.CallbackMetadata.Item;
      const receipt = String(items.find((i) => i.Name === 'MpesaReceiptNumber')?.Value);
      return { attempt, droppedBody, receipt };
    } finally {
      harness.sandbox.engine.knobs.callbackMode = 'once';
    }
  }

  async function newOrder() {
    const { body } = await placeOrder(farmer, [[product(), 1]]);
    return { ...body.data, shillings: Math.ceil(body.data.total), totalCents: Math.round(body.data.total * 100) };
  }

  describe('one payment, reported by STK query, callback and C2B, is credited once', () => {
    it('gives the receipt of a C2B confirmation to the push the STK query already settled, crediting nothing more', async () => {
      const order = await newOrder();
      const { attempt, receipt, droppedBody } = await paidWithDroppedCallback(order.id, order.shillings, '0711000301');
      await reconcile(deps(), QUERY_AT_ONCE);
      expect(await attemptRow(attempt.id)).toMatchObject({ status: 'paid', receiptNumber: null });
      const before = await wallet();

      expect((await postC2b('confirmation', c2bBody(receipt, order.reference, order.shillings))).status).toBe(200);
      expect(await outcomeFor(receipt)).toBe('duplicate');
      expect(await attemptRow(attempt.id)).toMatchObject({ status: 'paid', receiptNumber: receipt });
      expect((await attemptsOf(order.id)).filter((a) => a.channel === 'c2b')).toHaveLength(0);
      // The late STK callback changes nothing either.
      await postCallback(attempt.id, droppedBody);
      expect(await outcomeFor(receipt)).toBe('duplicate');
      expect(await wallet()).toBe(before);
      expect((await checkLedger(database.db)).ok).toBe(true);
    });

    it('settles the open push from a C2B confirmation of it, so the STK query cannot credit it again', async () => {
      const order = await newOrder();
      const { attempt, receipt } = await paidWithDroppedCallback(order.id, order.shillings, '0711000302');
      const before = await wallet();
      await postC2b('confirmation', c2bBody(receipt, order.reference, order.shillings));
      expect(await outcomeFor(receipt)).toBe('applied');
      expect(await attemptRow(attempt.id)).toMatchObject({ status: 'paid', receiptNumber: receipt });
      expect((await orderRow(order.id)).paymentStatus).toBe('paid');
      await reconcile(deps(), QUERY_AT_ONCE);
      expect(await wallet()).toBe(before + attempt.amountCents - order.totalCents);
    });

    it('still credits a Paybill payment of its own (another receipt, long after the push)', async () => {
      const order = await newOrder();
      const { attempt } = await paidWithDroppedCallback(order.id, order.shillings, '0711000303');
      await reconcile(deps(), QUERY_AT_ONCE);
      const before = await wallet();
      await postC2b('confirmation', c2bBody('OWNPAY0001', order.reference, order.shillings, new Date(Date.now() + 60 * 60_000)));
      expect(await outcomeFor('OWNPAY0001')).toBe('applied');
      expect((await attemptRow(attempt.id)).receiptNumber).toBeNull();
      expect(await wallet()).toBe(before + order.shillings * 100);
    });

    racesOn(kind).it('treats a receipt stored by C2B during the STK callback as credited (PostgreSQL: real concurrency)', async () => {
      const order = await newOrder();
      const release = quietPhone('254711000201');
      const { body } = await deposit(order.id, '0711000201', order.shillings);
      const attempt = await attemptRow(body.data.attempt.id);
      const before = await wallet();
      // A C2B confirmation of the same receipt, committing while the callback is being applied.
      let commit!: () => void;
      const gate = new Promise<void>((resolve) => (commit = resolve));
      const c2b = database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentAttempts)
          .values({
            purpose: 'topup',
            channel: 'c2b',
            userUid: farmer.uid,
            amountCents: attempt.amountCents,
            status: 'paid',
            receiptNumber: 'RACE000001',
            resultCode: 0,
            completedAt: new Date(),
          })
          .returning();
        await postEntry(tx, {
          idempotencyKey: `attempt:${row!.id}:deposit`,
          kind: 'deposit',
          description: 'M-Pesa top-up',
          reference: 'RACE000001',
          orderId: null,
          attemptId: row!.id,
          actor: 'system',
          postings: [
            { account: { system: 'mpesa_clearing' }, amountCents: -attempt.amountCents },
            { account: { wallet: farmer.uid }, amountCents: attempt.amountCents },
          ],
        });
        await gate;
      });
      const callback = postCallback(
        attempt.id,
        paidCallback(attempt, [
          { Name: 'Amount', Value: attempt.amountCents / 100 },
          { Name: 'MpesaReceiptNumber', Value: 'RACE000001' },
          { Name: 'PhoneNumber', Value: 254711000201 },
        ]),
      );
      await eventually(async () => {
        const waiting = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (waiting.rows[0]?.n ?? 0) > 0 ? true : undefined;
      }, 5_000);
      commit();
      await c2b;
      expect((await callback).status).toBe(200);
      expect(await attemptRow(attempt.id)).toMatchObject({ status: 'paid' });
      expect((await attemptRow(attempt.id)).reviewReason).toMatch(/^credited through/);
      // Safaricom's query now says paid too: nothing more is credited.
      harness.sandbox.engine.knobs.callbackMode = 'drop';
      harness.sandbox.engine.enterPin(harness.sandbox.engine.listPrompts({ msisdn: '254711000201', state: 'open' })[0]!.checkoutRequestId, '1234');
      await reconcile(deps(), QUERY_AT_ONCE);
      release();
      expect(await wallet()).toBe(before + attempt.amountCents);
    });
  });

  describe('paid callbacks that do not match are held, never credited', () => {
    it('holds a paid callback without a phone number for review', async () => {
      const order = await newOrder();
      const release = quietPhone('254711000202');
      const { body } = await deposit(order.id, '0711000202', order.shillings);
      const attempt = await attemptRow(body.data.attempt.id);
      const before = await wallet();
      await postCallback(
        attempt.id,
        paidCallback(attempt, [{ Name: 'Amount', Value: order.shillings }, { Name: 'MpesaReceiptNumber', Value: 'NOPHONE001' }, { Name: 'Balance' }]),
      );
      release();
      expect(await outcomeFor('NOPHONE001')).toBe('mismatch');
      expect(await attemptRow(attempt.id)).toMatchObject({ status: 'needs_review', receiptNumber: 'NOPHONE001' });
      expect((await attemptRow(attempt.id)).reviewReason).toMatch(/^Mismatch:.*no phone number/);
      expect(await wallet()).toBe(before);
      expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    });

    it('checks a late callback against the push the query already paid, and notes a mismatch for staff', async () => {
      const order = await newOrder();
      const { attempt, droppedBody, receipt } = await paidWithDroppedCallback(order.id, order.shillings, '0711000304');
      await reconcile(deps(), QUERY_AT_ONCE);
      const before = await wallet();
      const items = droppedBody.Body.stkCallback.CallbackMetadata.Item.map((i) => (i.Name === 'Amount' ? { ...i, Value: order.shillings + 500 } : i));
      await postCallback(attempt.id, { Body: { stkCallback: { ...droppedBody.Body.stkCallback, CallbackMetadata: { Item: items } } } });
      expect(await outcomeFor(receipt)).toBe('mismatch');
      const row = await attemptRow(attempt.id);
      expect(row).toMatchObject({ status: 'paid', receiptNumber: receipt });
      expect(row.reviewReason).toMatch(new RegExp(`^Mismatch: M-Pesa reported an amount of KES ${order.shillings + 500}`));
      expect(await wallet()).toBe(before);
      // Staff see it among the payments to look at, apart from those waiting for a decision.
      const review = await paymentsToReview(database.db);
      expect(review.contradicted.map((a) => a.id)).toContain(attempt.id);
      expect(review.attempts.map((a) => a.id)).not.toContain(attempt.id);
    });

    it('keeps the receipt of a mismatched payment: the same receipt by C2B is not credited, and staff credit it once', async () => {
      const order = await newOrder();
      const release = quietPhone('254711000203');
      const { body } = await deposit(order.id, '0711000203', order.shillings);
      const attempt = await attemptRow(body.data.attempt.id);
      const before = await wallet();
      await postCallback(
        attempt.id,
        paidCallback(attempt, [
          { Name: 'Amount', Value: 1 },
          { Name: 'MpesaReceiptNumber', Value: 'KEPT000001' },
          { Name: 'PhoneNumber', Value: 254711000203 },
        ]),
      );
      release();
      expect(await attemptRow(attempt.id)).toMatchObject({ status: 'needs_review', receiptNumber: 'KEPT000001' });

      await postC2b('confirmation', c2bBody('KEPT000001', order.reference, order.shillings));
      expect(await outcomeFor('KEPT000001')).toBe('duplicate');
      expect(await wallet()).toBe(before);
      expect((await orderRow(order.id)).paymentStatus).toBe('pending');

      const staff = await signedInStaff(database.db);
      // Typing the receipt the attempt already keeps is no conflict.
      await resolveReview(
        database.db,
        {
          attemptId: attempt.id,
          outcome: 'paid',
          reason: 'Statement shows the payment',
          receipt: 'KEPT000001',
          actor: staff.uid,
        },
        NOW,
      );
      expect(await attemptRow(attempt.id)).toMatchObject({ status: 'paid', receiptNumber: 'KEPT000001' });
      expect(await wallet()).toBe(before + attempt.amountCents - order.totalCents);
      expect((await orderRow(order.id)).paymentStatus).toBe('paid');
    });
  });

  describe('prompts and orders', () => {
    it('moves a push M-Pesa never confirmed to review after three minutes, so the prompt can be sent again', async () => {
      const order = await newOrder();
      const uncertain: PaymentGateway = {
        ...harness.gateway,
        stkPush: async () => ({ ok: false, reason: 'network', maybeSent: true, message: 'socket hang up' }),
      };
      useGateway(uncertain);
      const first = await deposit(order.id, '0711000204', order.shillings);
      expect(await attemptRow(first.body.data.attempt.id)).toMatchObject({ status: 'pending', checkoutRequestId: null });
      useGateway(harness.gateway);
      expect((await stkPush(order.id, '0708374149')).status).toBe(409);

      await reconcile({ ...deps(), clock: { now: () => new Date(Date.now() + 4 * 60_000) } });
      expect(await attemptRow(first.body.data.attempt.id)).toMatchObject({ status: 'needs_review' });
      expect((await stkPush(order.id, '0708374149')).status).toBe(200);
      await eventually(async () => ((await orderRow(order.id)).paymentStatus === 'paid' ? true : undefined), 5_000);
    });

    it('sets the order back to "pending" while a new prompt is open, and to "failed" if it could not be sent', async () => {
      const order = await newOrder();
      await deposit(order.id, '0708374150', order.shillings);
      await eventually(async () => ((await orderRow(order.id)).paymentStatus === 'failed' ? true : undefined), 5_000);
      const release = quietPhone('254711000205');
      expect((await stkPush(order.id, '0711000205')).status).toBe(200);
      expect((await orderRow(order.id)).paymentStatus).toBe('pending');
      release();
      await eventually(async () => ((await orderRow(order.id)).paymentStatus === 'failed' ? true : undefined), 5_000);

      useGateway({
        ...harness.gateway,
        stkPush: async () => ({ ok: false, reason: 'rejected', httpStatus: 500, errorCode: '500.003.02', errorMessage: 'Spike arrest' }),
      });
      await stkPush(order.id, '0711000205');
      expect((await orderRow(order.id)).paymentStatus).toBe('failed');
    });

    it('refuses a customer’s cancel while the order’s prompt is open, and allows it after', async () => {
      const order = await newOrder();
      const release = quietPhone('254711000206');
      const { body } = await deposit(order.id, '0711000206', order.shillings);
      const refused = await cancelAsCustomer(order.id);
      expect(refused.status).toBe(409);
      expect((await bodyOf(refused)).message).toMatch(/M-Pesa prompt for this order is still open/);
      expect((await orderRow(order.id)).status).toBe('pending');
      release();
      await eventually(async () => ((await attemptRow(body.data.attempt.id)).status !== 'pending' ? true : undefined), 5_000);
      expect((await cancelAsCustomer(order.id)).status).toBe(200);
    });

    it('requires a verified e-mail to read orders and payments', async () => {
      const order = await newOrder();
      const unverified = await signedIn({ verified: false });
      const sheet = await getSheet(jsonRequest(`/api/getSheet?userId=${unverified.uid}`, { cookie: unverified.cookie }), none);
      expect(sheet.status).toBe(403);
      expect((await getOrderRoute(jsonRequest(`/api/getOrder/${order.id}`, { cookie: unverified.cookie }), params({ orderId: order.id }))).status).toBe(403);
      expect((await statusRoute(jsonRequest('/api/mpesa/status/x', { cookie: unverified.cookie }), params({ id: 'ws_CO_x' }))).status).toBe(403);
      expect((await getOrderRoute(jsonRequest(`/api/getOrder/${order.id}`, { cookie: farmer.cookie }), params({ orderId: order.id }))).status).toBe(200);
    });

    racesOn(kind).it('cancels a paid order while a wallet checkout holds its seedlings, without deadlock (PostgreSQL)', async () => {
      const staff = await signedInStaff(database.db);
      const p = product();
      await fund(database.db, farmer.uid, p.priceCents + 100_000);
      const { body } = await placeOrder(farmer, [[p, 1]], { paymentMethod: 'wallet' });
      expect(body.data.paymentStatus).toBe('paid');
      // A wallet checkout's order of locks: the products, then the person (createOrder → settleOrderFromWallet).
      let proceed!: () => void;
      let holding!: () => void;
      const gate = new Promise<void>((resolve) => (proceed = resolve));
      const held = new Promise<void>((resolve) => (holding = resolve));
      const checkout = database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from products where id = ${p.id} for update`);
        holding();
        await gate;
        await tx.execute(sql`select uid from users where uid = ${farmer.uid} for update`);
      });
      await held;
      const cancel = transitionOrder(database.db, { orderId: body.data.id, to: 'cancelled', note: 'Frost', actor: { uid: staff.uid, staff: true } });
      await eventually(async () => {
        const waiting = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (waiting.rows[0]?.n ?? 0) > 0 ? true : undefined;
      }, 5_000);
      proceed();
      const results = await Promise.allSettled([checkout, cancel]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await orderRow(body.data.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    });
  });

  describe('the Paybill validation URL', () => {
    it('accepts only an order awaiting payment or a wallet code, and whole shillings', async () => {
      const waiting = await newOrder();
      const cancelled = await newOrder();
      expect((await cancelAsCustomer(cancelled.id)).status).toBe(200);
      const p = product();
      await fund(database.db, farmer.uid, p.priceCents + 100_000);
      const { body: paid } = await placeOrder(farmer, [[p, 1]], { paymentMethod: 'wallet' });
      expect(paid.data.paymentStatus).toBe('paid');
      const [me] = await database.db.select({ code: users.referralCode }).from(users).where(eq(users.uid, farmer.uid));
      const answer = async (account: string, shillings = 100) =>
        ((await (await postC2b('validation', c2bBody('VALID00001', account, shillings))).json()) as { ResultCode: string }).ResultCode;
      expect(await answer(waiting.reference)).toBe('0');
      expect(await answer(me!.code)).toBe('0');
      expect(await answer(paid.data.reference)).toBe('C2B00012');
      expect(await answer(cancelled.reference)).toBe('C2B00012');
      expect(await answer('NOSUCHACCT')).toBe('C2B00012');
      expect(await answer(waiting.reference, 100.5)).toBe('C2B00013');
    });

    it('refuses an amount that would carry the wallet past its cap, and every other amount rule', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 9_000_000);
      const { body: order } = await placeOrder(person, [[product(), 1]]);
      const [me] = await database.db.select({ code: users.referralCode }).from(users).where(eq(users.uid, person.uid));
      const answer = async (account: string, shillings: number) =>
        ((await (await postC2b('validation', c2bBody('VALID00002', account, shillings))).json()) as { ResultCode: string }).ResultCode;
      // A top-up by Paybill: the web's rules, the cap counted from what the wallet holds (KES 90,000).
      expect(await answer(me!.code, 10_000)).toBe('0');
      expect(await answer(me!.code, 10_001)).toBe('C2B00013');
      expect(await answer(me!.code, 150_000)).toBe('C2B00013');
      expect(await answer(me!.code, 5)).toBe('C2B00013');
      expect(await answer(me!.code, 150_001)).toBe('C2B00013');
      // An order's payment: the order takes its total; what is left stays in the wallet and counts.
      const total = Math.ceil(order.data.total);
      expect(await answer(order.data.reference, total)).toBe('0');
      expect(await answer(order.data.reference, total + 10_000)).toBe('0');
      expect(await answer(order.data.reference, total + 10_001)).toBe('C2B00013');
    });

    it('credits a Paybill top-up that M-Pesa delivers anyway past the cap, and lists the wallet for staff', async () => {
      const person = await signedIn();
      const [me] = await database.db.select({ code: users.referralCode }).from(users).where(eq(users.uid, person.uid));
      expect((await postC2b('confirmation', c2bBody('OVERCAP001', me!.code, 150_000))).status).toBe(200);
      // Nothing Safaricom took from the farmer is lost: all of it is in the wallet.
      expect(await walletOf(database.db, person.uid)).toBe(15_000_000);
      const { overCap } = await paymentsToReview(database.db);
      expect(overCap).toEqual(expect.arrayContaining([expect.objectContaining({ uid: person.uid, balanceCents: 15_000_000 })]));
    });
  });

  describe('the callback routes’ rate limit', () => {
    it('answers 429 with Retry-After on both callback routes', async () => {
      const ip = '203.0.113.77';
      const minute = Math.floor(Date.now() / 60_000) * 60_000;
      for (const start of [minute, minute + 60_000]) {
        await database.db.insert(rateLimits).values({ key: `callback-ip:${ip}`, windowStart: new Date(start), count: 1_000_000_000 });
      }
      const headers = { 'x-forwarded-for': ip };
      const ref = attemptRef('00000000-0000-0000-0000-000000000000');
      const stk = await callbackRoute(
        jsonRequest(`/api/payments/callback/${TEST_CALLBACK_SECRET}/${ref}`, { body: {}, origin: null, headers }),
        params({ secret: TEST_CALLBACK_SECRET, ref }),
      );
      const c2b = await postC2b('confirmation', {}, headers);
      // Naming another address does not get a flooding caller a fresh count: off Netlify its header is
      // ignored, and in a list the last entry (the nearest proxy's, here npm start's own) counts.
      const dodges: Array<Record<string, string>> = [
        { 'x-forwarded-for': ip, 'x-nf-client-connection-ip': '198.51.100.1' },
        { 'x-forwarded-for': `198.51.100.2, ${ip}` },
      ];
      const dodged = await Promise.all(dodges.map((h) => postC2b('confirmation', {}, h)));
      for (const response of [stk, c2b, ...dodged]) {
        expect(response.status).toBe(429);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(120);
      }
      await database.db.delete(rateLimits).where(eq(rateLimits.key, `callback-ip:${ip}`));
    });
  });

  describe('the reconciler’s time budget', () => {
    it('expires orders first, queries three at a time, and starts no query after its budget', async () => {
      const expiring = await newOrder();
      await database.db
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, expiring.id));
      await database.db.insert(paymentAttempts).values(
        Array.from({ length: 9 }, (_, i) => ({
          purpose: 'topup' as const,
          userUid: farmer.uid,
          phone: `+2547119003${String(i).padStart(2, '0')}`,
          amountCents: 10_000,
          status: 'pending' as const,
          checkoutRequestId: `ws_CO_budget_${i}`,
          createdAt: new Date(Date.now() - 60_000),
        })),
      );
      // Each query "takes" 8 s of the clock; the real ones can take up to 3 × 15 s.
      let clockMs = Date.now();
      let inFlight = 0;
      let most = 0;
      let calls = 0;
      let orderAtFirstQuery: string | undefined;
      const slow: PaymentGateway = {
        ...harness.gateway,
        stkQuery: async (checkoutRequestId): Promise<StkQueryResult> => {
          calls += 1;
          inFlight += 1;
          most = Math.max(most, inFlight);
          orderAtFirstQuery ??= (await orderRow(expiring.id)).status;
          await sleep(30);
          clockMs += 8_000;
          inFlight -= 1;
          return { status: 'pending', checkoutRequestId, detail: 'processing', message: 'The transaction is being processed' };
        },
      };
      const summary = await reconcile({ db: database.db, gateway: slow, clock: { now: () => new Date(clockMs) } }, QUERY_AT_ONCE, {
        budgetMs: 20_000,
        concurrency: 3,
      });
      expect(orderAtFirstQuery).toBe('cancelled');
      expect(summary.expiredOrders).toBeGreaterThanOrEqual(1);
      expect(most).toBe(3);
      // Three start at once; two more start before the clock passes 20 s; none after.
      expect(calls).toBe(5);
      expect(summary.checked).toBe(5);
      await database.db
        .update(paymentAttempts)
        .set({ status: 'failed' })
        .where(sql`${paymentAttempts.checkoutRequestId} like 'ws_CO_budget_%'`);
    });
  });
});
