/**
 * The back office's operations through their route handlers: each works, leaves its audit record
 * (who, what, before, after), refuses bad input without writing, and answers 404 to customers.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { POST as adjustRoute } from '@/app/api/admin/customers/[uid]/adjust/route';
import { POST as pickupCreate } from '@/app/api/admin/delivery/pickup-points/route';
import { PATCH as pickupUpdate } from '@/app/api/admin/delivery/pickup-points/[id]/route';
import { PATCH as zoneRoute } from '@/app/api/admin/delivery/zones/[county]/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refund/route';
import { POST as resendRoute } from '@/app/api/admin/orders/[id]/resend/route';
import { POST as requeryRoute } from '@/app/api/admin/payments/[id]/requery/route';
import { POST as resolveRoute } from '@/app/api/admin/payments/[id]/resolve/route';
import { PATCH as updateOrderStatus } from '@/app/api/updateOrderStatus/route';
import { auditLog, deliveryZones, journalEntries, orders, paymentAttempts, pickupPoints, users } from '@/lib/server/db/schema';
import { overview } from '@/lib/server/services/admin/overview';
import { auditPage } from '@/lib/server/services/admin/audit-log';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { startStkPayment } from '@/lib/server/services/payments/push';
import { reconcile } from '@/lib/server/services/payments/reconciler';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { bodyOf, jsonRequest } from '../support/requests';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { fund, placeOrder, stockedProducts, walletOf, type Product } from '../support/shop-fixtures';
import { databaseKinds, type TestDatabase } from '../support/test-database';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

const params = <T>(p: T) => ({ params: Promise.resolve(p) });

describe.each(databaseKinds)('the back office on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let catalogue: Product[];
  let staff: Person;
  let customer: Person;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind));
    catalogue = await stockedProducts(database.db);
    staff = await signedInStaff(database.db);
    customer = await signedIn({ phone: '0708374149' });
  });

  afterAll(async () => {
    expect(await checkLedger(database.db)).toMatchObject({ ok: true });
    await harness.close();
    await database.close();
  });

  const lastAudit = async (action: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
  const paidOrder = async (person: Person, qty = 2) => {
    await fund(database.db, person.uid, 500_000);
    return (await placeOrder(person, [[catalogue[0]!, qty]], { paymentMethod: 'wallet' })).body.data;
  };

  /** A push M-Pesa never answers, sent to review by the reconciler's ten-minute limit. */
  async function reviewAttempt(person: Person, msisdn: string) {
    const order = (await placeOrder(person, [[catalogue[1]!, 1]])).body.data;
    harness.sandbox.engine.setPhone(msisdn, { behaviour: 'manual' });
    harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
    const started = await startStkPayment(
      { db: database.db, gateway: harness.gateway, clock: { now: () => new Date() } },
      { uid: person.uid, purpose: 'order', orderId: order.id, phone: `+${msisdn}` },
    );
    harness.sandbox.engine.knobs.noAnswerTimeoutMs = 200;
    await reconcile({ db: database.db, gateway: harness.gateway, clock: { now: () => new Date(Date.now() + 11 * 60_000) } });
    const [attempt] = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, started.attempt.id));
    expect(attempt?.status).toBe('needs_review');
    return { order, attempt: attempt! };
  }

  describe('only staff', () => {
    it('answers 404 to a customer on every staff handler, and writes nothing', async () => {
      const order = await paidOrder(customer);
      const before = await database.db.$count(auditLog);
      const asCustomer = (body: unknown, method = 'POST') => jsonRequest('/api/admin/x', { method, cookie: customer.cookie, body });
      const answers = await Promise.all([
        refundRoute(asCustomer({ amount: 1, reason: 'because', requestId: randomUUID() }), params({ id: order.id })),
        resendRoute(asCustomer({}), params({ id: order.id })),
        requeryRoute(asCustomer({}), params({ id: randomUUID() })),
        resolveRoute(asCustomer({ outcome: 'paid', reason: 'because' }), params({ id: randomUUID() })),
        zoneRoute(asCustomer({ fee: 1, eta: 'x', active: true }, 'PATCH'), params({ county: 'Nairobi' })),
        pickupCreate(asCustomer({ name: 'Mine', address: 'Somewhere far', hours: '', active: true }), undefined as never),
        pickupUpdate(asCustomer({ name: 'Mine', address: 'Somewhere far', hours: '', active: true }, 'PATCH'), params({ id: '1' })),
        adjustRoute(asCustomer({ amount: 1000, reason: 'free money', requestId: randomUUID() }), params({ uid: customer.uid })),
      ]);
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
      expect(await database.db.$count(auditLog)).toBe(before);
      const anonymous = await adjustRoute(
        jsonRequest('/api/admin/x', { body: { amount: 1, reason: 'because', requestId: randomUUID() } }),
        params({ uid: customer.uid }),
      );
      expect(anonymous.status).toBe(404);
    });
  });

  describe('orders', () => {
    it('moves an order along with an audit record of each step, the courier note on dispatch', async () => {
      const order = await paidOrder(customer);
      const patch = (status: string, note?: string) =>
        updateOrderStatus(
          jsonRequest('/api/updateOrderStatus', { method: 'PATCH', cookie: staff.cookie, body: { orderId: order.id, status, note } }),
          undefined,
        );
      expect((await patch('processing')).status).toBe(200);
      expect((await patch('dispatched', 'Fargo parcel 7781')).status).toBe(200);
      const entry = await lastAudit('order.status');
      expect(entry).toMatchObject({
        actor: staff.uid,
        targetType: 'order',
        targetId: order.id,
        before: { status: 'processing' },
        after: { status: 'dispatched', courierNote: 'Fargo parcel 7781' },
      });
      const wrong = await patch('paid');
      expect(wrong.status).toBe(409);
      expect((await bodyOf(wrong)).message).toBe('An order that is dispatched cannot become paid. Allowed: delivered.');
    });

    it('refunds part of a paid order to the wallet, once per request, audited; refuses bad input writing nothing', async () => {
      const order = await paidOrder(customer);
      const wallet = await walletOf(database.db, customer.uid);
      const requestId = randomUUID();
      const refund = (body: unknown) => refundRoute(jsonRequest('/x', { cookie: staff.cookie, body }), params({ id: order.id }));
      expect((await refund({ amount: 12.5, reason: 'two trays arrived wilted', requestId })).status).toBe(200);
      expect((await bodyOf(await refund({ amount: 12.5, reason: 'two trays arrived wilted', requestId }))).message).toBe('This refund was already made');
      expect(await walletOf(database.db, customer.uid)).toBe(wallet + 1_250);
      expect(await lastAudit('order.refund')).toMatchObject({
        before: { refundedCents: 0 },
        after: { refundedCents: 1_250, reason: 'two trays arrived wilted' },
      });
      const audits = await database.db.$count(auditLog);
      const bad = await refund({ amount: 12.345, reason: 'ok', requestId: randomUUID() });
      expect(bad.status).toBe(400);
      expect((await bodyOf(bad)).errors).toMatchObject({ amount: 'Use at most 2 decimals', reason: 'Please give a reason (at least 5 characters)' });
      const tooMuch = await refund({ amount: order.total, reason: 'everything back', requestId: randomUUID() });
      expect(tooMuch.status).toBe(400);
      expect(await database.db.$count(auditLog)).toBe(audits);
    });

    it('sends the payment prompt again for the customer, audited', async () => {
      const order = (await placeOrder(customer, [[catalogue[2]!, 1]])).body.data;
      const response = await resendRoute(jsonRequest('/x', { cookie: staff.cookie, body: {} }), params({ id: order.id }));
      expect(response.status).toBe(200);
      expect(await lastAudit('order.resend_prompt')).toMatchObject({ targetId: order.id, after: { phone: '+254708374149', sent: true } });
    });

    it('cancels a paid order with a full refund to the wallet', async () => {
      const order = await paidOrder(customer);
      const wallet = await walletOf(database.db, customer.uid);
      const response = await updateOrderStatus(
        jsonRequest('/x', { method: 'PATCH', cookie: staff.cookie, body: { orderId: order.id, status: 'cancelled', note: 'Hail damage' } }),
        undefined,
      );
      expect(response.status).toBe(200);
      expect(await walletOf(database.db, customer.uid)).toBe(wallet + Math.round(order.total * 100));
      expect(await lastAudit('order.status')).toMatchObject({ after: { status: 'cancelled', paymentStatus: 'refunded' } });
    });
  });

  describe('payments under review', () => {
    it('asks M-Pesa again and credits a payment it confirms, audited', async () => {
      const { order, attempt } = await reviewAttempt(customer, '254711000201');
      // The farmer pays at last, but the callback is lost: only asking M-Pesa can tell.
      harness.sandbox.engine.knobs.callbackMode = 'drop';
      harness.sandbox.engine.enterPin(attempt.checkoutRequestId!, '1234');
      await eventually(
        () => harness.sandbox.engine.logEntries(0, 'callback').find((e) => 'id' in e && e.id === attempt.checkoutRequestId && e.outcome === 'dropped'),
        5_000,
      );
      harness.sandbox.engine.knobs.callbackMode = 'once';
      const response = await requeryRoute(jsonRequest('/x', { cookie: staff.cookie, body: {} }), params({ id: attempt.id }));
      expect(response.status).toBe(200);
      expect((await bodyOf<{ outcome: string }>(response)).data.outcome).toBe('paid');
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.paymentStatus).toBe('paid');
      expect(await lastAudit('payment.requery')).toMatchObject({ targetId: attempt.id, before: { status: 'needs_review' }, after: { status: 'paid' } });
    });

    it('resolves by hand: not paid moves no money; paid credits through the ledger once, with the receipt', async () => {
      // Prompts left open on their phones: no callback comes while staff decide.
      const first = await reviewAttempt(customer, '254711000202');
      const resolve = (id: string, body: unknown) => resolveRoute(jsonRequest('/x', { cookie: staff.cookie, body }), params({ id }));
      const short = await resolve(first.attempt.id, { outcome: 'not_paid', reason: 'no' });
      expect(short.status).toBe(400);
      const entries = await database.db.$count(journalEntries);
      expect((await resolve(first.attempt.id, { outcome: 'not_paid', reason: 'Customer says they never paid' })).status).toBe(200);
      expect(await database.db.$count(journalEntries)).toBe(entries);
      expect((await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, first.attempt.id)))[0]?.status).toBe('failed');
      expect((await resolve(first.attempt.id, { outcome: 'paid', reason: 'changed my mind' })).status).toBe(409);

      const second = await reviewAttempt(customer, '254711000203');
      const wallet = await walletOf(database.db, customer.uid);
      expect((await resolve(second.attempt.id, { outcome: 'paid', reason: 'Seen on the M-Pesa statement', receipt: 'sbx1234567' })).status).toBe(200);
      const [attempt] = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, second.attempt.id));
      expect(attempt).toMatchObject({ status: 'paid', receiptNumber: 'SBX1234567' });
      const [order] = await database.db.select().from(orders).where(eq(orders.id, second.order.id));
      expect(order?.paymentStatus).toBe('paid');
      expect(await walletOf(database.db, customer.uid)).toBe(wallet + attempt!.amountCents - second.order.total * 100);
      expect(await lastAudit('payment.resolve')).toMatchObject({ after: { decision: 'paid', reason: 'Seen on the M-Pesa statement' } });
    });
  });

  describe('delivery', () => {
    it('changes a county’s fee, audited, and refuses a bad fee writing nothing', async () => {
      const response = await zoneRoute(
        jsonRequest('/x', { method: 'PATCH', cookie: staff.cookie, body: { fee: 300, eta: 'Next day', active: true } }),
        params({ county: "Murang'a" }),
      );
      expect(response.status).toBe(200);
      const [zone] = await database.db.select().from(deliveryZones).where(eq(deliveryZones.county, "Murang'a"));
      expect(zone).toMatchObject({ feeCents: 30_000, eta: 'Next day' });
      expect(await lastAudit('delivery.zone')).toMatchObject({ targetId: "Murang'a", before: { feeCents: 40_000 }, after: { feeCents: 30_000 } });
      const bad = await zoneRoute(
        jsonRequest('/x', { method: 'PATCH', cookie: staff.cookie, body: { fee: -5, eta: '', active: true } }),
        params({ county: 'Nairobi' }),
      );
      expect(bad.status).toBe(400);
      const unknown = await zoneRoute(
        jsonRequest('/x', { method: 'PATCH', cookie: staff.cookie, body: { fee: 5, eta: '', active: true } }),
        params({ county: 'Atlantis' }),
      );
      expect(unknown.status).toBe(400);
      expect((await database.db.select().from(deliveryZones).where(eq(deliveryZones.county, 'Nairobi')))[0]?.feeCents).toBe(25_000);
    });

    it('adds and closes a pickup point', async () => {
      const created = await pickupCreate(
        jsonRequest('/x', { cookie: staff.cookie, body: { name: 'Limuru depot', address: 'Limuru town, opposite the stage', hours: 'Sat 8–1', active: true } }),
        undefined,
      );
      expect(created.status).toBe(201);
      const { id } = (await bodyOf<{ id: number }>(created)).data;
      const closed = await pickupUpdate(
        jsonRequest('/x', {
          method: 'PATCH',
          cookie: staff.cookie,
          body: { name: 'Limuru depot', address: 'Limuru town, opposite the stage', hours: 'Sat 8–1', active: false },
        }),
        params({ id: String(id) }),
      );
      expect(closed.status).toBe(200);
      expect((await database.db.select().from(pickupPoints).where(eq(pickupPoints.id, id)))[0]?.active).toBe(false);
      expect(await lastAudit('delivery.pickup.update')).toMatchObject({ before: { active: true }, after: { active: false } });
    });
  });

  describe('customers', () => {
    it('adjusts a wallet through the ledger with a reason, once per request, shown on the statement and audited', async () => {
      const person = await signedIn();
      const requestId = randomUUID();
      const adjust = (body: unknown) => adjustRoute(jsonRequest('/x', { cookie: staff.cookie, body }), params({ uid: person.uid }));
      expect((await adjust({ amount: 150, reason: 'Goodwill for a late delivery', requestId })).status).toBe(200);
      expect((await adjust({ amount: 150, reason: 'Goodwill for a late delivery', requestId })).status).toBe(200);
      expect(await walletOf(database.db, person.uid)).toBe(15_000);
      const below = await adjust({ amount: -200, reason: 'Taking too much back', requestId: randomUUID() });
      expect(below.status).toBe(409);
      expect((await bodyOf(below)).message).toBe('The wallet holds only KES 150.00; it cannot go below zero.');
      const noReason = await adjust({ amount: 10, reason: '', requestId: randomUUID() });
      expect(noReason.status).toBe(400);
      expect(await walletOf(database.db, person.uid)).toBe(15_000);
      expect(await lastAudit('wallet.adjust')).toMatchObject({
        targetId: person.uid,
        before: { walletBalanceCents: 0 },
        after: { walletBalanceCents: 15_000, reason: 'Goodwill for a late delivery' },
      });
      const entry = (
        await database.db
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.kind, 'adjustment'), eq(journalEntries.actor, staff.uid)))
      )[0];
      expect(entry?.description).toBe('Adjustment by the nursery: Goodwill for a late delivery');
      const unknown = await adjustRoute(
        jsonRequest('/x', { cookie: staff.cookie, body: { amount: 10, reason: 'Nobody at all', requestId: randomUUID() } }),
        params({ uid: 'nobody' }),
      );
      expect(unknown.status).toBe(404);
    });
  });

  it('sums up the day and lists the audit log newest first', async () => {
    const o = await overview(database.db, { now: () => new Date() });
    expect(o.todayOrders).toBeGreaterThan(0);
    expect(o.todayTakingsCents).toBeGreaterThan(0);
    expect(o.lowStock.every((p) => p.stock <= 20)).toBe(true);
    const page = await auditPage(database.db, { targetType: 'order' });
    expect(page.entries.length).toBeGreaterThan(0);
    expect(page.entries.every((e) => e.targetType === 'order')).toBe(true);
    expect(page.entries[0]!.id).toBeGreaterThan(page.entries[page.entries.length - 1]!.id);
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    expect(await database.db.$count(users)).toBeGreaterThan(0);
  });
});
