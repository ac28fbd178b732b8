/**
 * A prompt pays only the part it was shown for. A booking's deposit paid from the
 * wallet while its M-Pesa prompt is open, then the prompt paid: the M-Pesa money stays in the wallet
 * (the balance is never paid by it) and the farmer is told so by SMS; a prompt asked for a part paid
 * already is refused; and the wallet and the prompt's callback at the same moment, 8 times at once on
 * PostgreSQL, never pay the balance. Through the real route handlers, the in-process Daraja sandbox
 * and its callbacks. Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { eq, like } from 'drizzle-orm';
import { POST as stkPushRoute } from '@/app/api/mpesa/stkPush/route';
import { POST as walletPayRoute } from '@/app/api/wallet/pay/route';
import type { PaymentPart } from '@/lib/booking';
import { systemClock } from '@/lib/server/clock';
import { journalEntries, orders, paymentAttempts, products, smsOutbox } from '@/lib/server/db/schema';
import { seedProductId } from '@/lib/server/db/seed';
import { useClock } from '@/lib/server/services/deps';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { transitionOrder } from '@/lib/server/services/order-lifecycle';
import { applyStkOutcome } from '@/lib/server/services/payments/settlement';
import { payOrderFromWallet, showsPart } from '@/lib/server/services/wallet';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { jsonRequest } from '../support/requests';
import { signedIn, type Person } from '../support/sessions';
import { fund, placeOrder, walletOf, type Product } from '../support/shop-fixtures';
import { databaseKinds, racesOn, type TestDatabase } from '../support/test-database';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

const none = undefined as never;
/** Thursday 26 November 2026, 10:00 in Nairobi: tomatoes for 5 December come from the ready stock. */
const NOW = new Date('2026-11-26T07:00:00Z');
const clock = { now: () => NOW };
const PLANTING_DATE = '2026-12-05';
const TOMATO = seedProductId('tomato-anna-f1');

describe.each(databaseKinds)('a prompt pays only the part it was shown for, on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let tomato: Product;
  let nextPhone = 0;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind, { poolMax: 12 }));
    useClock(clock);
    const [row] = await database.db
      .select({ id: products.id, name: products.name, priceCents: products.priceCents, stock: products.stock })
      .from(products)
      .where(eq(products.id, TOMATO));
    tomato = row!;
    // Every phone here is held by the test: its prompts stay open until the test answers them.
    harness.sandbox.engine.knobs.noAnswerTimeoutMs = 120_000;
  });

  afterAll(async () => {
    useClock(systemClock);
    // Prompts the races answered by themselves close without a callback arriving after the database.
    harness.sandbox.engine.knobs.callbackMode = 'drop';
    for (const p of harness.sandbox.engine.listPrompts({ state: 'open' })) harness.sandbox.engine.resolve(p.checkoutRequestId, 1032);
    // Nothing lost, nothing doubled: every deposit, every part paid, every wallet.
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], orderDrift: [] });
    await harness.close();
    await database.close();
  });

  /** A phone of its own per prompt (one live prompt per phone), answered only when the test says. */
  const quietPhone = () => {
    nextPhone += 1;
    const local = `07110${String(kind === 'postgres' ? 50_000 + nextPhone : nextPhone).padStart(5, '0')}`;
    harness.sandbox.engine.setPhone(`254${local.slice(1)}`, { behaviour: 'manual', balance: 1_000_000 });
    return { local, spec: `+254${local.slice(1)}` };
  };

  /** A farmer's booking of tomatoes on the deposit plan, to be paid by M-Pesa, with `walletCents` in the wallet. */
  async function depositBooking(name: string, quantity: number, walletCents: number) {
    const farmer = await signedIn({ name, phone: '0708374149' });
    if (walletCents > 0) await fund(database.db, farmer.uid, walletCents);
    const total = tomato.priceCents * quantity;
    const { response, body } = await placeOrder(farmer, [[tomato, quantity]], {
      plantingDate: PLANTING_DATE,
      paymentPlan: 'deposit',
      paymentMethod: 'mpesa',
      deliveryMethod: 'pickup',
      pickupPointId: 1,
      deliveryCounty: null,
      total: total / 100,
    });
    expect(response.status).toBe(201);
    const order = await orderRow(body.data.id);
    expect(order).toMatchObject({ status: 'pending', paidCents: 0, paymentPlan: 'deposit' });
    expect(order.depositCents).toBeLessThan(order.totalCents);
    return { farmer, order };
  }

  const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const attemptsOf = async (orderId: string) => database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  const stkPush = (person: Person, body: Record<string, unknown>) => stkPushRoute(jsonRequest('/api/mpesa/stkPush', { cookie: person.cookie, body }), none);
  const walletPay = (person: Person, orderId: string, part: PaymentPart) =>
    walletPayRoute(jsonRequest('/api/wallet/pay', { cookie: person.cookie, body: { orderId, part } }), none);
  const smsOf = async (orderId: string) =>
    database.db
      .select({ key: smsOutbox.idempotencyKey, message: smsOutbox.message })
      .from(smsOutbox)
      .where(like(smsOutbox.idempotencyKey, `order:${orderId}:%`));
  const balanceEntries = async (orderId: string) =>
    database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `order:${orderId}:payment:balance`));
  const depositEntries = async (orderId: string) =>
    database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `order:${orderId}:payment:deposit`));

  it('keeps the prompt’s money in the wallet when the wallet paid the deposit while the prompt was open, and tells the farmer', async () => {
    const { farmer, order } = await depositBooking('Akinyi Otieno', 30, 0);
    const deposit = order.depositCents!;
    await fund(database.db, farmer.uid, deposit);
    const phone = quietPhone();

    const pushed = await stkPush(farmer, { orderId: order.id, phone: phone.local, part: 'deposit' });
    expect(pushed.status).toBe(200);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ part: 'deposit', status: 'pending', amountCents: deposit });

    // The farmer pays the deposit from the wallet while the prompt is still on the phone.
    expect((await walletPay(farmer, order.id, 'deposit')).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'booked', paidCents: deposit });
    expect(await walletOf(database.db, farmer.uid)).toBe(0);

    // Then enters the PIN: the callback reaches the real route and is applied.
    expect(harness.sandbox.engine.enterPin(attempt!.checkoutRequestId!, '1234')).toMatchObject({ ok: true });
    await eventually(async () => ((await attemptsOf(order.id))[0]?.status === 'paid' ? true : undefined), 10_000);

    // The balance was never asked for: the booking is as the wallet left it, the M-Pesa money is the farmer's.
    expect(await orderRow(order.id)).toMatchObject({ status: 'booked', paymentStatus: 'partly_paid', paidCents: deposit });
    expect(await balanceEntries(order.id)).toHaveLength(0);
    expect(await depositEntries(order.id)).toHaveLength(1);
    expect(await walletOf(database.db, farmer.uid)).toBe(attempt!.amountCents);
    const told = (await smsOf(order.id)).filter((s) => s.key.includes(':mpesaToWallet'));
    expect(told).toEqual([{ key: `order:${order.id}:mpesaToWallet:${attempt!.id}`, message: expect.stringContaining('added to your Miche wallet') }]);
    expect(told[0]!.message).toContain(order.reference);

    // Reported again (a second callback, the reconciler): no second credit, no second SMS.
    const again = await applyStkOutcome(
      database.db,
      { attemptId: attempt!.id },
      { status: 'paid', checkoutRequestId: attempt!.checkoutRequestId, receipt: null, amount: null, phone: null, resultDesc: 'again' },
      { source: 'query', clock },
    );
    expect(again).toBe('duplicate');
    expect(await walletOf(database.db, farmer.uid)).toBe(attempt!.amountCents);
    expect((await smsOf(order.id)).filter((s) => s.key.includes(':mpesaToWallet'))).toHaveLength(1);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('keeps the prompt’s money in the wallet when staff cancelled the booking while the prompt was open, and says so', async () => {
    const { farmer, order } = await depositBooking('Daudi Kiprop', 25, 0);
    const phone = quietPhone();
    expect((await stkPush(farmer, { orderId: order.id, phone: phone.local, part: 'deposit' })).status).toBe(200);
    const [attempt] = await attemptsOf(order.id);
    await transitionOrder(database.db, { orderId: order.id, to: 'cancelled', actor: { uid: 'staff-test', staff: true } });

    expect(harness.sandbox.engine.enterPin(attempt!.checkoutRequestId!, '1234')).toMatchObject({ ok: true });
    await eventually(async () => ((await attemptsOf(order.id))[0]?.status === 'paid' ? true : undefined), 10_000);

    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paidCents: 0 });
    expect(await depositEntries(order.id)).toHaveLength(0);
    expect(await walletOf(database.db, farmer.uid)).toBe(attempt!.amountCents);
    expect((await smsOf(order.id)).filter((s) => s.key.includes(':mpesaToWallet'))).toEqual([
      { key: `order:${order.id}:mpesaToWalletCancelled:${attempt!.id}`, message: expect.stringContaining('because the booking was cancelled') },
    ]);
  });

  it('refuses a prompt for a deposit already paid, sends none, and prompts for the balance when that is what the page shows', async () => {
    const { farmer, order } = await depositBooking('Baraka Mwangi', 40, 0);
    await fund(database.db, farmer.uid, order.depositCents!);
    expect((await walletPay(farmer, order.id, 'deposit')).status).toBe(200);
    const phone = quietPhone();
    const promptsBefore = harness.sandbox.engine.listPrompts({ msisdn: `254${phone.local.slice(1)}` }).length;

    const refused = await stkPush(farmer, { orderId: order.id, phone: phone.local, part: 'deposit' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'order_already_paid' });
    expect(await attemptsOf(order.id)).toHaveLength(0);
    expect(harness.sandbox.engine.listPrompts({ msisdn: `254${phone.local.slice(1)}` })).toHaveLength(promptsBefore);

    // A part that is no part: refused as bad input, never a 500.
    expect((await stkPush(farmer, { orderId: order.id, phone: phone.local, part: 'everything' })).status).toBe(400);

    // The page that shows the balance asks for it, and the prompt is for the balance.
    const balance = await stkPush(farmer, { orderId: order.id, phone: phone.local, part: 'balance' });
    expect(balance.status).toBe(200);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ part: 'balance', amountCents: Math.ceil((order.totalCents - order.depositCents!) / 100) * 100 });
    harness.sandbox.engine.resolve(attempt!.checkoutRequestId!, 1032);
    await eventually(async () => ((await attemptsOf(order.id))[0]?.status === 'cancelled' ? true : undefined), 10_000);
  });

  it('records the part owed now on a prompt sent without one', async () => {
    const { farmer, order } = await depositBooking('Chepkoech Rono', 20, 0);
    const phone = quietPhone();
    expect((await stkPush(farmer, { orderId: order.id, phone: phone.local })).status).toBe(200);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ part: 'deposit', amountCents: order.depositCents });
    harness.sandbox.engine.resolve(attempt!.checkoutRequestId!, 1032);
    await eventually(async () => ((await attemptsOf(order.id))[0]?.status === 'cancelled' ? true : undefined), 10_000);
  });

  racesOn(kind).describe('races on PostgreSQL (PGlite runs one statement at a time and hides them)', () => {
    it('never pays the balance with a deposit’s prompt when the wallet pays the deposit at the same moment, 8 times at once', async () => {
      const rounds = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const { farmer, order } = await depositBooking(`Racer ${i}`, 30 + i, 0);
          await fund(database.db, farmer.uid, order.depositCents!);
          const phone = quietPhone();
          return { farmer, order, phone };
        }),
      );
      const opened = await Promise.all(
        rounds.map(async (round) => {
          expect((await stkPush(round.farmer, { orderId: round.order.id, phone: round.phone.local, part: 'deposit' })).status).toBe(200);
          const [attempt] = await attemptsOf(round.order.id);
          expect(attempt).toMatchObject({ part: 'deposit', status: 'pending' });
          return { ...round, attempt: attempt! };
        }),
      );

      const settled = await Promise.allSettled(
        opened.flatMap(({ farmer, order, attempt, phone }, i) => [
          payOrderFromWallet(database.db, farmer.uid, order.id, clock, showsPart('deposit')),
          applyStkOutcome(
            database.db,
            { attemptId: attempt.id },
            {
              status: 'paid',
              checkoutRequestId: attempt.checkoutRequestId,
              receipt: `RPT${String(i).padStart(7, '0')}`,
              amount: attempt.amountCents / 100,
              phone: phone.spec,
              resultDesc: 'The service request is processed successfully.',
            },
            { source: 'callback', clock },
          ),
        ]),
      );
      // The wallet may find the deposit paid by M-Pesa first; nothing else goes wrong.
      for (const s of settled) if (s.status === 'rejected') expect(s.reason).toMatchObject({ code: 'order_already_paid' });

      for (const { farmer, order, attempt } of opened) {
        const deposit = order.depositCents!;
        expect(await orderRow(order.id)).toMatchObject({ status: 'booked', paymentStatus: 'partly_paid', paidCents: deposit });
        expect(await balanceEntries(order.id)).toHaveLength(0);
        expect(await depositEntries(order.id)).toHaveLength(1);
        // Funded with the deposit, paid it once, and the M-Pesa money came in: it is all the farmer's.
        expect(await walletOf(database.db, farmer.uid)).toBe(attempt.amountCents);
        const [paidAttempt] = await attemptsOf(order.id);
        expect(paidAttempt).toMatchObject({ status: 'paid' });
        // Told only when the wallet won: then the prompt's money was kept, once.
        const walletWon = await database.db
          .select()
          .from(smsOutbox)
          .where(eq(smsOutbox.idempotencyKey, `order:${order.id}:mpesaToWallet:${attempt.id}`));
        const depositFromWallet = settled[opened.findIndex((o) => o.order.id === order.id) * 2]!.status === 'fulfilled';
        expect(walletWon).toHaveLength(depositFromWallet ? 1 : 0);
      }
      expect(await checkLedger(database.db)).toMatchObject({ ok: true, paymentMismatches: [], orderDrift: [], walletDrift: [] });
    });
  });
});
