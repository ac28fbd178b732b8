/**
 * At the cause of a purchase counted twice: one purchase is one effect on every channel. A USSD
 * purchase paid from the wallet, its final step posted from 8 sessions at once or 8 times in one
 * session, is one order and one charge (the guard was a unique index on *unpaid* orders, which the
 * wallet's order leaves at once); a USSD top-up step sent again after its prompt was paid sends no
 * second prompt; a web checkout sent 8 times at once with one Idempotency-Key (or, without one, the
 * same cart) is one order; a malformed key is a 400 that writes nothing; /wallet/pay sent 8 times at
 * once charges once. Through the route handlers, against real databases, the Daraja sandbox and the
 * AT stand-in; the ledger is checked at the end. Races run on PostgreSQL.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { POST as payRoute } from '@/app/api/wallet/pay/route';
import { POST as topupRoute } from '@/app/api/wallet/topup/route';
import { POST as writeToSheet } from '@/app/api/writeToSheet/route';
import type { Wire } from '@/lib/api/wire';
import type { OrderDetailView } from '@/lib/order-view';
import { IDEMPOTENCY_KEY_MESSAGE } from '@/lib/schemas/idempotency';
import { journalEntries, moneyIntents, orders, paymentAttempts } from '@/lib/server/db/schema';
import { transitionOrder } from '@/lib/server/services/order-lifecycle';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { TEST_CALLBACK_SECRET } from '../support/payments-harness';
import { bodyOf, jsonRequest } from '../support/requests';
import { signedIn, type Person } from '../support/sessions';
import { fund, orderBody, stockedProducts, walletOf, type Product } from '../support/shop-fixtures';
import { databaseKinds, racesOn, type TestDatabase } from '../support/test-database';
import { dial, ussdStep } from '../support/ussd-session';
import { freshNumbers, openUssdShop, type UssdShop } from '../support/ussd-shop';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

// The Daraja sandbox approves this number's prompts by itself (docs/mpesa-sandbox.md).
const APPROVES = '+254708374149';
// And this one's prompts are cancelled on the phone.
const CANCELS = '+254708374150';
/** Buy, herbs, the first herb, 20 seedlings, pick up: the summary offers "3 Pay from wallet". */
const TO_SUMMARY = ['1', '5', '1', '20', '1'];
const none = undefined as never;

const freshNumber = freshNumbers('+2547155');

describe.each(databaseKinds)('one purchase, one effect (issue 35), on %s', (kind) => {
  let shop: UssdShop;
  let database: TestDatabase;
  let catalogue: Product[];

  beforeAll(async () => {
    shop = await openUssdShop(kind, new Date());
    ({ database } = shop);
    catalogue = await stockedProducts(database.db);
  });

  afterAll(() => shop.close());

  const ordersOfPhone = (phone: string) => database.db.select().from(orders).where(eq(orders.phone, phone));
  const ordersOfUser = (uid: string) => database.db.select().from(orders).where(eq(orders.userUid, uid));
  const chargesOf = (orderId: string) =>
    database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.kind, 'order_payment'), like(journalEntries.idempotencyKey, `order:${orderId}:%`)));
  const topupsOf = (uid: string) =>
    database.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.userUid, uid), eq(paymentAttempts.purpose, 'topup')));
  const checkout = (person: Person, body: unknown, key?: string) =>
    writeToSheet(jsonRequest('/api/writeToSheet', { cookie: person.cookie, body, headers: key === undefined ? {} : { 'idempotency-key': key } }), none);
  const step = (phone: string, sessionId: string, text: string) =>
    ussdStep({ sessionId, serviceCode: '*384*56#', phoneNumber: phone, networkCode: '63902', text }).then((r) => r.text());

  /** A first caller who chose English, with KES 500 in the phone's wallet; the final step paying from it. */
  async function walletCaller(): Promise<{ phone: string; uid: string; finalStep: string }> {
    const phone = freshNumber();
    const session = dial(phone);
    await session.send();
    await session.send('1');
    const uid = phoneCustomerUid(phone);
    await fund(database.db, uid, 50_000);
    const summary = dial(phone);
    await summary.send();
    for (const answer of TO_SUMMARY.slice(0, -1)) await summary.send(answer);
    expect(await summary.send(TO_SUMMARY.at(-1))).toContain('3 Pay from wallet (KES 500)');
    return { phone, uid, finalStep: [...TO_SUMMARY, '3'].join('*') };
  }

  /** One order, paid once from the wallet, whatever the screens said. */
  async function oneWalletCharge(phone: string, uid: string, ends: string[]) {
    const placed = await ordersOfPhone(phone);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentStatus: 'paid', status: 'paid' });
    expect(await chargesOf(placed[0]!.id)).toHaveLength(1);
    expect(await walletOf(database.db, uid)).toBe(50_000 - placed[0]!.totalCents);
    expect(ends.filter((e) => /is paid from your wallet/.test(e))).toHaveLength(1);
    expect(ends.filter((e) => e.startsWith(`END Order ${placed[0]!.reference} is already paid`))).toHaveLength(ends.length - 1);
  }

  describe('the web checkout', () => {
    it.each([
      ['too short', 'abc1234'],
      ['too long', 'k'.repeat(101)],
      ['a space', 'key with space'],
      ['a colon (another key’s scope)', 'web:someone-else'],
      ['empty', ''],
    ])('refuses an Idempotency-Key that is %s with a 400 that names it, and writes no order', async (_, key) => {
      const person = await signedIn();
      const response = await checkout(person, orderBody(person, [[catalogue[0]!, 1]]), key);
      expect(response.status).toBe(400);
      const body = await bodyOf(response);
      expect(body).toMatchObject({ success: false, code: 'invalid_input', message: IDEMPOTENCY_KEY_MESSAGE });
      expect(body.errors).toEqual({ 'Idempotency-Key': IDEMPOTENCY_KEY_MESSAGE });
      expect(await ordersOfUser(person.uid)).toHaveLength(0);
      expect(await database.db.select().from(moneyIntents).where(eq(moneyIntents.uid, person.uid))).toHaveLength(0);
    });

    it('answers the same key again with the first order, as the spec’s success, even once paid from the wallet; a new key is a new order', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 1_000_000);
      const key = randomUUID();
      const body = orderBody(person, [[catalogue[1]!, 2]], { paymentMethod: 'wallet' });
      const first = await checkout(person, body, key);
      expect(first.status).toBe(201);
      const made = await bodyOf<Wire<OrderDetailView>>(first);
      expect(made).toMatchObject({ success: true, message: 'Order paid from your wallet', data: { paymentStatus: 'paid' } });
      const again = await checkout(person, body, key);
      expect(again.status).toBe(201);
      expect(await bodyOf(again)).toEqual(made);
      expect(await ordersOfUser(person.uid)).toHaveLength(1);
      expect(await walletOf(database.db, person.uid)).toBe(1_000_000 - Math.round(made.data.total * 100));
      // Another checkout of the same cart, with its own key: the farmer means a second order.
      expect((await checkout(person, body, randomUUID())).status).toBe(201);
      expect(await ordersOfUser(person.uid)).toHaveLength(2);
    });

    it('without a key, treats the same cart from the same person within a minute as one checkout; a changed cart is another', async () => {
      const person = await signedIn();
      const body = orderBody(person, [[catalogue[2]!, 3]]);
      const first = await bodyOf<Wire<OrderDetailView>>(await checkout(person, body));
      const again = await checkout(person, { ...body, date: new Date().toISOString() });
      expect(again.status).toBe(201);
      expect((await bodyOf<Wire<OrderDetailView>>(again)).data.id).toBe(first.data.id);
      const changed = await checkout(person, orderBody(person, [[catalogue[2]!, 4]]));
      expect(changed.status).toBe(201);
      expect((await bodyOf<Wire<OrderDetailView>>(changed)).data.id).not.toBe(first.data.id);
      expect(await ordersOfUser(person.uid)).toHaveLength(2);
      // The farmer cancels it and checks the same cart out again at once: a new order.
      await transitionOrder(database.db, { orderId: first.data.id, to: 'cancelled', actor: { uid: person.uid, staff: false } });
      const after = await checkout(person, body);
      expect(after.status).toBe(201);
      expect((await bodyOf<Wire<OrderDetailView>>(after)).data).toMatchObject({ status: 'pending' });
      expect(await ordersOfUser(person.uid)).toHaveLength(3);
    });
  });

  it('sends no second prompt when a USSD top-up step comes again after its prompt was paid, and says what it said first', async () => {
    const session = dial(APPROVES);
    if ((await session.send()).includes('1 English')) await session.send('1');
    expect(await session.send('3')).toMatch(/^CON Wallet: KES /);
    await session.send('1');
    const uid = phoneCustomerUid(APPROVES);
    const before = await walletOf(database.db, uid);
    const first = await session.send('700');
    expect(first).toMatch(/^END An M-Pesa prompt to add KES 700 to your wallet is coming/);
    await eventually(async () => ((await walletOf(database.db, uid)) === before + 70_000 ? true : undefined), 10_000);
    expect(await session.resend()).toBe(first);
    expect(await session.resend()).toBe(first);
    const prompts = await topupsOf(uid);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({ status: 'paid', amountCents: 70_000 });
    expect(await walletOf(database.db, uid)).toBe(before + 70_000);
    // The same amount in a new session is a new top-up the farmer asked for.
    const next = dial(APPROVES);
    await next.send();
    await next.send('3');
    await next.send('1');
    expect(await next.send('700')).toBe(first);
    expect(await topupsOf(uid)).toHaveLength(2);
  });

  it('still finds an open unpaid USSD order of the same purchase after the repeat window, once its key has lapsed', async () => {
    const phone = freshNumber();
    const session = dial(phone);
    await session.send();
    await session.send('1');
    const mpesaStep = [...TO_SUMMARY, '1'].join('*');
    // The prompt stays open on the phone throughout: a later step must not send another.
    harness().sandbox.engine.setPhone(`254${phone.slice(4)}`, { behaviour: 'manual' });
    harness().sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
    expect(await step(phone, `ATUid_first_${randomUUID()}`, mpesaStep)).toMatch(/is coming/);
    const [order] = await ordersOfPhone(phone);
    // An hour later: the order waits unpaid, and its intent key has lapsed.
    await database.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '1 hour'` })
      .where(eq(orders.id, order!.id));
    await database.db
      .update(moneyIntents)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(moneyIntents.orderId, order!.id));
    const ends = await Promise.all(Array.from({ length: kind === 'postgres' ? 8 : 2 }, () => step(phone, `ATUid_later_${randomUUID()}`, mpesaStep)));
    for (const end of ends) expect(end).toMatch(new RegExp(`is coming|${order!.reference}`));
    expect(await ordersOfPhone(phone)).toHaveLength(1);
    expect(await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order!.id))).toHaveLength(1);
    harness().sandbox.engine.knobs.noAnswerTimeoutMs = 200;
  });

  it('lets a farmer buy the same again at once after cancelling the order the purchase made', async () => {
    const phone = CANCELS;
    const session = dial(phone);
    if ((await session.send()).includes('1 English')) await session.send('1');
    const mpesaStep = [...TO_SUMMARY, '1'].join('*');
    expect(await step(phone, `ATUid_buy_${randomUUID()}`, mpesaStep)).toMatch(/is coming/);
    const [first] = await ordersOfPhone(phone);
    await eventually(async () => ((await ordersOfPhone(phone))[0]?.paymentStatus === 'failed' ? true : undefined), 10_000);
    await transitionOrder(database.db, { orderId: first!.id, to: 'cancelled', actor: { uid: first!.userUid, staff: false } });
    // Within the repeat window: a new purchase, not the cancelled one.
    expect(await step(phone, `ATUid_again_${randomUUID()}`, mpesaStep)).toMatch(/is coming/);
    const placed = await ordersOfPhone(phone);
    expect(placed).toHaveLength(2);
    expect(placed.find((o) => o.id !== first!.id)).toMatchObject({ status: 'pending' });
  });

  racesOn(kind).describe('races on PostgreSQL (PGlite runs one statement at a time and hides them)', () => {
    it('makes one order and one wallet charge of the same USSD final step from 8 sessions at once', async () => {
      const { phone, uid, finalStep } = await walletCaller();
      const ends = await Promise.all(Array.from({ length: 8 }, (_, i) => step(phone, `ATUid_apart_${i}_${randomUUID()}`, finalStep)));
      await oneWalletCharge(phone, uid, ends);
    });

    it('makes one order and one wallet charge of the same USSD final step sent 8 times at once in one session', async () => {
      const { phone, uid, finalStep } = await walletCaller();
      const session = `ATUid_same_${randomUUID()}`;
      const ends = await Promise.all(Array.from({ length: 8 }, () => step(phone, session, finalStep)));
      await oneWalletCharge(phone, uid, ends);
      // And again a moment later, from yet another session: the same paid order, no second charge.
      await oneWalletCharge(phone, uid, [...ends, await step(phone, `ATUid_later_${randomUUID()}`, finalStep)]);
    });

    it('sends one top-up prompt for the same USSD step 8 times at once', async () => {
      const phone = freshNumber();
      const uid = phoneCustomerUid(phone);
      harness().sandbox.engine.setPhone(`254${phone.slice(4)}`, { behaviour: 'manual' });
      const session = `ATUid_topup_${randomUUID()}`;
      await step(phone, session, '');
      await step(phone, session, '1');
      const ends = await Promise.all(Array.from({ length: 8 }, () => step(phone, session, '1*3*1*250')));
      expect(new Set(ends)).toEqual(new Set(['END An M-Pesa prompt to add KES 250 to your wallet is coming. Enter your PIN. We will send an SMS.']));
      expect(await topupsOf(uid)).toHaveLength(1);
    });

    it('makes one order of a web checkout sent 8 times at once with one Idempotency-Key, paid from the wallet once', async () => {
      const person = await signedIn();
      await fund(database.db, person.uid, 1_000_000);
      const key = randomUUID();
      const body = orderBody(person, [[catalogue[3]!, 2]], { paymentMethod: 'wallet' });
      const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(person, body, key)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
      const ids = await Promise.all(answers.map(async (a) => (await bodyOf<Wire<OrderDetailView>>(a)).data.id));
      const placed = await ordersOfUser(person.uid);
      expect(placed).toHaveLength(1);
      expect(new Set(ids)).toEqual(new Set([placed[0]!.id]));
      expect(await chargesOf(placed[0]!.id)).toHaveLength(1);
      expect(await walletOf(database.db, person.uid)).toBe(1_000_000 - placed[0]!.totalCents);
    });

    it('makes one order of the same cart sent 8 times at once without a key', async () => {
      const person = await signedIn();
      const body = orderBody(person, [[catalogue[4]!, 1]]);
      const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(person, body)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
      expect(await ordersOfUser(person.uid)).toHaveLength(1);
    });

    it('sends one prompt for a web top-up sent 8 times at once with one Idempotency-Key', async () => {
      const person = await signedIn();
      const phone = '+254711300777';
      harness().sandbox.engine.setPhone('254711300777', { behaviour: 'manual' });
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          topupRoute(jsonRequest('/api/wallet/topup', { cookie: person.cookie, body: { phone, amount: 300 }, headers: { 'idempotency-key': key } }), none),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const attempts = await topupsOf(person.uid);
      expect(attempts).toHaveLength(1);
      expect(new Set(await Promise.all(answers.map(async (a) => (await bodyOf<{ attempt: { id: string } }>(a)).data.attempt.id)))).toEqual(
        new Set([attempts[0]!.id]),
      );
    });

    it('charges once when /wallet/pay comes 8 times at once for one order', async () => {
      const person = await signedIn();
      const placed = await checkout(person, orderBody(person, [[catalogue[5]!, 1]]), randomUUID());
      const order = (await bodyOf<Wire<OrderDetailView>>(placed)).data;
      await fund(database.db, person.uid, 1_000_000);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => payRoute(jsonRequest('/api/wallet/pay', { cookie: person.cookie, body: { orderId: order.id } }), none)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(7).fill(409)]);
      expect(await chargesOf(order.id)).toHaveLength(1);
      expect(await walletOf(database.db, person.uid)).toBe(1_000_000 - Math.round(order.total * 100));
    });
  });

  const harness = () => shop.harness;
});
