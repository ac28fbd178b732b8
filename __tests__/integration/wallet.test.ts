/**
 * The wallet through its route handlers: reads in the spec's shapes, top-up by M-Pesa (the sandbox
 * in-process), paying and split-paying orders, refunds, referral points, and the races that must
 * never overspend (PostgreSQL). Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when
 * DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GET as getOrderRoute } from '@/app/api/getOrder/[orderId]/route';
import { POST as mpesaDeposit } from '@/app/api/mpesaDeposit/route';
import { PATCH as updateOrderStatus } from '@/app/api/updateOrderStatus/route';
import { GET as balanceRoute } from '@/app/api/wallet/balance/route';
import { POST as payRoute } from '@/app/api/wallet/pay/route';
import { POST as redeemRoute } from '@/app/api/wallet/redeem/route';
import { GET as statementRoute } from '@/app/api/wallet/statement/route';
import { POST as topupRoute } from '@/app/api/wallet/topup/route';
import { GET as transactionsRoute } from '@/app/api/wallet/transactions/route';
import type { OrderDetailView, PaymentAttemptView } from '@/lib/order-view';
import { useDatabase } from '@/lib/server/db/client';
import { orders, users } from '@/lib/server/db/schema';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { refundOrder } from '@/lib/server/services/refunds';
import type { WalletTransaction } from '@/lib/wallet-view';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { bodyOf, jsonRequest } from '../support/requests';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { fund, placeOrder, stockedProducts, walletOf, type Product } from '../support/shop-fixtures';
import { databaseKinds, racesOn, type TestDatabase } from '../support/test-database';
import type { Wire } from '@/lib/api/wire';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

const none = undefined as never;

describe.each(databaseKinds)('the wallet on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let catalogue: Product[];
  const product = (i: number) => catalogue[i % catalogue.length]!;
  /** The dearest seedling with plenty of stock: big orders without emptying the shelf. */
  const priciest = () => [...catalogue].sort((a, b) => b.priceCents - a.priceCents)[0]!;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind, { poolMax: 20 }));
    catalogue = await stockedProducts(database.db);
  });

  afterAll(async () => {
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], pointsDrift: [] });
    await harness.close();
    await database.close();
  });

  const post = (route: typeof payRoute, person: Person, path: string, body: unknown) => route(jsonRequest(path, { cookie: person.cookie, body }), none);
  const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

  describe('reading', () => {
    it('answers the balance as the spec reads users/{uid}: success, the balance in data, a message', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 12_345);
      const response = await balanceRoute(jsonRequest('/api/wallet/balance', { cookie: person.cookie }), none);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, data: 123.45, message: 'Wallet balance retrieved' });
    });

    it("says 'User not found' / 'Failed to retrieve wallet balance' for a person with no profile", async () => {
      const person = await signedIn();
      await database.db.delete(users).where(eq(users.uid, person.uid));
      const response = await balanceRoute(jsonRequest('/api/wallet/balance', { cookie: person.cookie }), none);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        code: 'wallet_user_missing',
        error: 'User not found',
        message: 'Failed to retrieve wallet balance',
      });
    });

    it('lists transactions newest first with kind, running balance and reference, page by page', async () => {
      const person = await signedIn();
      for (const cents of [10_000, 20_000, 30_000]) await fund(database.db, person.uid, cents);
      const { body: order } = await placeOrder(person, [[product(0), 1]], { paymentMethod: 'wallet' });
      expect(order.data.paymentStatus).toBe('paid');
      const first = await transactionsRoute(jsonRequest('/api/wallet/transactions?limit=3', { cookie: person.cookie }), none);
      const page = (await first.json()) as { success: boolean; data: WalletTransaction[]; nextBefore: number | null };
      expect(page.success).toBe(true);
      expect(page.data.map((t) => t.kind)).toEqual(['order payment', 'adjustment', 'adjustment']);
      expect(page.data[0]).toMatchObject({ userId: person.uid, amount: -order.data.total, balance: 600 - order.data.total, reference: order.data.reference });
      expect(page.data[1]).toMatchObject({ amount: 300, balance: 600 });
      const second = await transactionsRoute(jsonRequest(`/api/wallet/transactions?limit=3&before=${page.nextBefore}`, { cookie: person.cookie }), none);
      const rest = (await second.json()) as { data: Wire<WalletTransaction[]>; nextBefore: number | null };
      expect(rest.data.map((t) => t.amount)).toEqual([100]);
      expect(rest.nextBefore).toBeNull();
    });

    it('downloads the statement as CSV, oldest first, with debits kept as numbers', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 50_000);
      const { body: order } = await placeOrder(person, [[product(0), 1]], { paymentMethod: 'wallet' });
      const response = await statementRoute(jsonRequest('/api/wallet/statement', { cookie: person.cookie }), none);
      expect(response.headers.get('content-type')).toMatch(/text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="miche-wallet-/);
      const lines = (await response.text()).trim().split('\r\n');
      expect(lines[0]).toBe('"Date","Type","Description","Reference","Amount (KES)","Balance (KES)"');
      expect(lines[1]).toContain('"adjustment","Adjustment by the nursery: test funds","","500.00","500.00"');
      // A debit is a plain negative number, not text guarded against formulas: the farmer's sums must work.
      expect(lines[2]).toContain(`"${order.data.reference}","-${order.data.total.toFixed(2)}","${(500 - order.data.total).toFixed(2)}"`);
    });

    it('refuses someone without a session, and someone whose e-mail is not verified', async () => {
      expect((await balanceRoute(jsonRequest('/api/wallet/balance'), none)).status).toBe(401);
      expect((await transactionsRoute(jsonRequest('/api/wallet/transactions'), none)).status).toBe(401);
      const unverified = await signedIn({ verified: false });
      expect((await balanceRoute(jsonRequest('/api/wallet/balance', { cookie: unverified.cookie }), none)).status).toBe(403);
      expect((await transactionsRoute(jsonRequest('/api/wallet/transactions', { cookie: unverified.cookie }), none)).status).toBe(403);
    });

    it('answers a database failure with the spec’s error texts, word for word', async () => {
      const person = await signedIn();
      const broken = new Proxy(
        {},
        {
          get: () => () => {
            throw new Error('connection refused');
          },
        },
      );
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      useDatabase(broken as typeof database.db);
      try {
        const balance = await balanceRoute(jsonRequest('/api/wallet/balance', { cookie: person.cookie }), none);
        expect(balance.status).toBe(500);
        expect(await balance.json()).toEqual({
          success: false,
          code: 'wallet_balance_failed',
          error: 'Failed to fetch wallet balance',
          message: 'An error occurred while fetching wallet balance',
        });
        const transactions = await transactionsRoute(jsonRequest('/api/wallet/transactions', { cookie: person.cookie }), none);
        expect(transactions.status).toBe(500);
        expect(await transactions.json()).toEqual({
          success: false,
          code: 'transactions_failed',
          error: 'Failed to fetch transactions',
          message: 'An error occurred while fetching transactions',
        });
      } finally {
        useDatabase(database.db);
        quiet.mockRestore();
      }
    });
  });

  describe('adding money', () => {
    it('raises the balance when M-Pesa confirms the top-up, never before', async () => {
      const person = await signedIn();
      harness.sandbox.engine.setPhone('254711000101', { behaviour: 'manual' });
      harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
      const response = await post(topupRoute, person, '/api/wallet/topup', { phone: '0711000101', amount: 500 });
      expect(response.status).toBe(200);
      const { data } = await bodyOf<Wire<{ attempt: PaymentAttemptView }>>(response);
      expect(data.attempt).toMatchObject({ purpose: 'topup', amount: 500, status: 'pending' });
      expect(await walletOf(database.db, person.uid)).toBe(0);
      const prompt = harness.sandbox.engine.listPrompts({ msisdn: '254711000101', state: 'open' })[0]!;
      expect(prompt.accountReference).toMatch(/^[A-Z2-9]{8}$/);
      harness.sandbox.engine.enterPin(prompt.checkoutRequestId, '1234');
      harness.sandbox.engine.knobs.noAnswerTimeoutMs = 200;
      await eventually(async () => ((await walletOf(database.db, person.uid)) === 50_000 ? true : undefined), 5_000);
    });

    it.each([
      [5, 'The smallest top-up is KES 10.'],
      [10.5, 'Please enter whole shillings (M-Pesa takes no cents).'],
      [150_001, 'M-Pesa takes at most KES 150,000 in one payment.'],
    ])('refuses %p shillings: %s', async (amount, message) => {
      const person = await signedIn();
      const response = await post(topupRoute, person, '/api/wallet/topup', { phone: '0708374149', amount });
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).message).toBe(message);
    });

    it('keeps the wallet under its cap', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 9_999_000);
      const response = await post(topupRoute, person, '/api/wallet/topup', { phone: '0708374149', amount: 100 });
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).message).toBe('Your wallet can take at most KES 10 more (it holds up to KES 100,000).');
    });

    it('counts top-ups still waiting on other phones against the cap', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 9_000_000);
      harness.sandbox.engine.setPhone('254711000102', { behaviour: 'manual' });
      harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
      try {
        expect((await post(topupRoute, person, '/api/wallet/topup', { phone: '0711000102', amount: 6_000 })).status).toBe(200);
        const second = await post(topupRoute, person, '/api/wallet/topup', { phone: '0711000103', amount: 6_000 });
        expect(second.status).toBe(400);
        expect((await bodyOf(second)).message).toBe('Your wallet can take at most KES 4,000 more (it holds up to KES 100,000).');
      } finally {
        // The open prompt times out and frees the phone for later tests.
        harness.sandbox.engine.knobs.noAnswerTimeoutMs = 200;
      }
    });
  });

  describe('paying from the wallet', () => {
    it('creates and pays a wallet order in one go; short of money, it refuses with rule 7’s message and writes nothing', async () => {
      const person = await signedIn();
      const before = await database.db.$count(orders);
      const short = await placeOrder(person, [[product(1), 2]], { paymentMethod: 'wallet' });
      expect(short.response.status).toBe(409);
      expect(short.body.message).toBe('Insufficient wallet balance. Please add funds or choose M-Pesa');
      expect(await database.db.$count(orders)).toBe(before);
      await fund(database.db, person.uid, 100_000);
      const paid = await placeOrder(person, [[product(1), 2]], { paymentMethod: 'wallet' });
      expect(paid.response.status).toBe(201);
      expect(paid.body.data).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentMethod: 'wallet' });
      expect(await walletOf(database.db, person.uid)).toBe(100_000 - Math.round(paid.body.data.total * 100));
    });

    it('pays an existing unpaid order with /wallet/pay, once', async () => {
      const person = await signedIn();
      const { body } = await placeOrder(person, [[product(2), 1]]);
      await fund(database.db, person.uid, 1_000_000);
      const first = await post(payRoute, person, '/api/wallet/pay', { orderId: body.data.id });
      expect(first.status).toBe(200);
      expect((await bodyOf<Wire<OrderDetailView>>(first)).data.paymentStatus).toBe('paid');
      const again = await post(payRoute, person, '/api/wallet/pay', { orderId: body.data.id });
      expect(again.status).toBe(409);
      expect(await walletOf(database.db, person.uid)).toBe(1_000_000 - Math.round(body.data.total * 100));
      const other = await signedIn();
      expect((await post(payRoute, other, '/api/wallet/pay', { orderId: body.data.id })).status).toBe(404);
    });

    it('splits: the wallet part and an M-Pesa deposit for the rest, then the whole order is paid from the wallet', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 10_000);
      const { body } = await placeOrder(person, [[product(3), 10]]);
      const total = Math.round(body.data.total * 100);
      const rest = Math.ceil((total - 10_000) / 100);
      const tooLittle = await mpesaDeposit(
        jsonRequest('/api/mpesaDeposit', { cookie: person.cookie, body: { phone: '0708374149', amount: rest - 1, orderId: body.data.id, userId: person.uid } }),
        none,
      );
      expect(tooLittle.status).toBe(400);
      const response = await mpesaDeposit(
        jsonRequest('/api/mpesaDeposit', { cookie: person.cookie, body: { phone: '0708374149', amount: rest, orderId: body.data.id, userId: person.uid } }),
        none,
      );
      expect(response.status).toBe(200);
      await eventually(async () => ((await orderRow(body.data.id))?.paymentStatus === 'paid' ? true : undefined), 5_000);
      expect(await walletOf(database.db, person.uid)).toBe(10_000 + rest * 100 - total);
    });
  });

  describe('refunds', () => {
    it('refunds a paid order into the wallet once per request, never more than was paid', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 100_000);
      const { body } = await placeOrder(person, [[product(4), 3]], { paymentMethod: 'wallet' });
      const total = Math.round(body.data.total * 100);
      const wallet = await walletOf(database.db, person.uid);
      const refund = (amountCents: number, key: string) =>
        database.db.transaction((tx) => refundOrder(tx, { orderId: body.data.id, amountCents, reason: 'two seedlings wilted', actor: 'staff', key }));
      expect(await refund(500, 'r1')).toEqual({ applied: true, refundedCents: 500 });
      expect(await refund(500, 'r1')).toEqual({ applied: false, refundedCents: 500 });
      await expect(refund(total, 'r2')).rejects.toThrow(/At most KES/);
      expect(await refund(total - 500, 'r3')).toEqual({ applied: true, refundedCents: total });
      expect(await walletOf(database.db, person.uid)).toBe(wallet + total);
      expect(await orderRow(body.data.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: total });
    });
  });

  describe('referral points', () => {
    async function referredPair(options: { samePhone?: boolean } = {}) {
      const referrer = await signedIn({ phone: '0712000001' });
      const [row] = await database.db.select({ code: users.referralCode }).from(users).where(eq(users.uid, referrer.uid));
      const friend = await signedIn({ phone: options.samePhone ? '0712000001' : '0712000002' });
      await database.db.update(users).set({ referredBy: referrer.uid }).where(eq(users.uid, friend.uid));
      return { referrer, friend, code: row!.code };
    }
    async function deliver(staff: Person, orderId: string) {
      for (const status of ['processing', 'dispatched', 'delivered']) {
        const r = await updateOrderStatus(jsonRequest('/api/updateOrderStatus', { method: 'PATCH', cookie: staff.cookie, body: { orderId, status } }), none);
        expect(r.status).toBe(200);
      }
    }
    const pointsOf = async (uid: string) => (await database.db.select({ p: users.referralPoints }).from(users).where(eq(users.uid, uid)))[0]?.p;

    it('rewards the referrer when the friend’s first order is delivered: 1 point per KES 10, once', async () => {
      const staff = await signedInStaff(database.db);
      const { referrer, friend } = await referredPair();
      await fund(database.db, friend.uid, 1_000_000);
      const first = await placeOrder(friend, [[product(5), 20]], { paymentMethod: 'wallet' });
      expect(await pointsOf(referrer.uid)).toBe(0);
      await deliver(staff, first.body.data.id);
      const expected = Math.min(500, Math.floor(first.body.data.subtotal / 10));
      expect(await pointsOf(referrer.uid)).toBe(expected);
      const second = await placeOrder(friend, [[product(5), 20]], { paymentMethod: 'wallet' });
      await deliver(staff, second.body.data.id);
      expect(await pointsOf(referrer.uid)).toBe(expected);
    });

    it('caps the reward at 500 points', async () => {
      const staff = await signedInStaff(database.db);
      const { referrer, friend } = await referredPair();
      await fund(database.db, friend.uid, 9_000_000);
      const big = await placeOrder(friend, [[priciest(), 400]], { paymentMethod: 'wallet' });
      expect(big.body.data.subtotal).toBeGreaterThan(5_000);
      await deliver(staff, big.body.data.id);
      expect(await pointsOf(referrer.uid)).toBe(500);
    });

    it('gives nothing for referring yourself (the same phone)', async () => {
      const staff = await signedInStaff(database.db);
      const { referrer, friend } = await referredPair({ samePhone: true });
      await fund(database.db, friend.uid, 1_000_000);
      const order = await placeOrder(friend, [[product(7), 20]], { paymentMethod: 'wallet' });
      await deliver(staff, order.body.data.id);
      expect(await pointsOf(referrer.uid)).toBe(0);
    });

    it('gives nothing when the friend’s order carries the referrer’s phone, or the friend has the referrer’s e-mail', async () => {
      const staff = await signedInStaff(database.db);
      const byPhone = await referredPair();
      await fund(database.db, byPhone.friend.uid, 1_000_000);
      const order = await placeOrder(byPhone.friend, [[product(7), 20]], { paymentMethod: 'wallet', phone: '+254712000001' });
      await deliver(staff, order.body.data.id);
      expect(await pointsOf(byPhone.referrer.uid)).toBe(0);

      const byEmail = await referredPair();
      const [referrerRow] = await database.db.select({ email: users.email }).from(users).where(eq(users.uid, byEmail.referrer.uid));
      await database.db.update(users).set({ email: referrerRow!.email!.toUpperCase() }).where(eq(users.uid, byEmail.friend.uid));
      await fund(database.db, byEmail.friend.uid, 1_000_000);
      const second = await placeOrder(byEmail.friend, [[product(7), 20]], { paymentMethod: 'wallet' });
      await deliver(staff, second.body.data.id);
      expect(await pointsOf(byEmail.referrer.uid)).toBe(0);
    });

    it('takes the reward back when the order is refunded, as far as points are left', async () => {
      const staff = await signedInStaff(database.db);
      const { referrer, friend } = await referredPair();
      await fund(database.db, friend.uid, 1_000_000);
      const order = await placeOrder(friend, [[product(8), 30]], { paymentMethod: 'wallet' });
      await deliver(staff, order.body.data.id);
      const earned = (await pointsOf(referrer.uid)) ?? 0;
      expect(earned).toBeGreaterThan(0);
      const total = Math.round(order.body.data.total * 100);
      await database.db.transaction((tx) =>
        refundOrder(tx, { orderId: order.body.data.id, amountCents: total, reason: 'returned', actor: staff.uid, key: 'all' }),
      );
      expect(await pointsOf(referrer.uid)).toBe(0);
    });

    it('turns points into wallet credit in hundreds, once per request', async () => {
      const staff = await signedInStaff(database.db);
      const { referrer, friend } = await referredPair();
      await fund(database.db, friend.uid, 9_000_000);
      const order = await placeOrder(friend, [[priciest(), 150]], { paymentMethod: 'wallet' });
      await deliver(staff, order.body.data.id);
      const points = (await pointsOf(referrer.uid)) ?? 0;
      expect(points).toBeGreaterThanOrEqual(200);
      const wrongStep = await post(redeemRoute, referrer, '/api/wallet/redeem', { points: 150 });
      expect(wrongStep.status).toBe(400);
      expect((await bodyOf(wrongStep)).message).toBe('Points turn into credit in steps of 100.');
      const requestId = randomUUID();
      const ok = await post(redeemRoute, referrer, '/api/wallet/redeem', { points: 200, requestId });
      expect(ok.status).toBe(200);
      await post(redeemRoute, referrer, '/api/wallet/redeem', { points: 200, requestId });
      expect(await pointsOf(referrer.uid)).toBe(points - 200);
      expect(await walletOf(database.db, referrer.uid)).toBe(20_000);
      const tooMany = await post(redeemRoute, referrer, '/api/wallet/redeem', { points: 10_000 });
      expect(tooMany.status).toBe(400);
    });
  });

  racesOn(kind).describe('races on PostgreSQL (PGlite runs one statement at a time and hides them)', () => {
    it('lets exactly 10 of 50 parallel wallet payments through when the balance covers 10', async () => {
      const person = await signedIn();
      const p = product(10);
      const created = [];
      for (let i = 0; i < 50; i++) created.push((await placeOrder(person, [[p, 1]])).body.data);
      const each = Math.round(created[0]!.total * 100);
      await fund(database.db, person.uid, each * 10 + each / 2);
      const results = await Promise.all(created.map((o) => post(payRoute, person, '/api/wallet/pay', { orderId: o.id })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      const refused = results.find((r) => r.status === 409)!;
      expect((await bodyOf(refused)).message).toBe('Insufficient wallet balance. Please add funds or choose M-Pesa');
      expect(await walletOf(database.db, person.uid)).toBe(each / 2);
    });

    it('never lets 20 parallel top-ups from 20 phones carry a wallet past its cap', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 1_000_000);
      const phones = Array.from({ length: 20 }, (_, i) => `0711200${String(i).padStart(3, '0')}`);
      for (const phone of phones) harness.sandbox.engine.setPhone(`254${phone.slice(1)}`, { behaviour: 'manual' });
      harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
      try {
        // KES 10,000 held: room for two top-ups of KES 40,000, whatever the order they arrive in.
        const results = await Promise.all(phones.map((phone) => post(topupRoute, person, '/api/wallet/topup', { phone, amount: 40_000 })));
        const statuses = results.map((r) => r.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(2);
        expect(statuses.filter((s) => s === 400)).toHaveLength(18);
        const refused = await bodyOf(results[statuses.indexOf(400)]!);
        expect(refused.message).toBe('Your wallet can take at most KES 10,000 more (it holds up to KES 100,000).');
      } finally {
        harness.sandbox.engine.knobs.noAnswerTimeoutMs = 200;
      }
    });

    it('cannot overspend points with parallel redemptions', async () => {
      const person = await signedIn();
      await database.db.transaction(async (tx) => {
        const { postPoints } = await import('@/lib/server/services/points');
        await postPoints(tx, { key: `grant:${person.uid}`, uid: person.uid, points: 500, kind: 'referral_reward', description: 'test grant' });
      });
      const results = await Promise.all(Array.from({ length: 20 }, () => post(redeemRoute, person, '/api/wallet/redeem', { points: 100 })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(await pointsOf(person.uid)).toBe(0);
      expect(await walletOf(database.db, person.uid)).toBe(50_000);
    });

    const pointsOf = async (uid: string) => (await database.db.select({ p: users.referralPoints }).from(users).where(eq(users.uid, uid)))[0]?.p;
  });

  it('keeps someone else’s order out of reach', async () => {
    const person = await signedIn();
    const { body } = await placeOrder(person, [[product(11), 1]]);
    const other = await signedIn();
    const response = await getOrderRoute(jsonRequest(`/api/getOrder/${body.data.id}`, { cookie: other.cookie }), {
      params: Promise.resolve({ orderId: body.data.id }),
    });
    expect(response.status).toBe(404);
  });
});
