/**
 * USSD money safety, at each fault's cause: a phone is only ever the USSD identity of
 * the account that received its code (a profile or checkout phone never is); a USSD purchase sent
 * twice, again from a new session, or from two sessions at once is one order with one prompt; a
 * failed prompt is told by SMS with the reason and the Paybill, and My orders offers to pay again or
 * cancel. Against real databases, the Daraja sandbox in-process and the Africa's Talking stand-in.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import { GET as getProfile, PATCH as patchProfile } from '@/app/api/profile/route';
import { POST as confirmCode } from '@/app/api/profile/phone/confirm/route';
import { DELETE as unlinkPhone, POST as askCode } from '@/app/api/profile/phone/route';
import { LOCAL_AT_API_KEY } from '@/lib/deployment.mjs';
import type { Profile } from '@/lib/profile';
import { orderItems, orders, paymentAttempts, products, users } from '@/lib/server/db/schema';
import { useSmsSender as installSmsSender } from '@/lib/server/services/deps';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { callerUid } from '@/lib/server/services/ussd';
import { createAtClient } from '@/lib/server/sms/at-client';
import { startAtSandbox, type RunningAtSandbox } from '@/tools/at-sandbox/server';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { bodyOf, jsonRequest } from '../support/requests';
import { signedIn, type Person } from '../support/sessions';
import { placeOrder, stockedProducts } from '../support/shop-fixtures';
import { databaseKinds, type TestDatabase } from '../support/test-database';
import { dial } from '../support/ussd-session';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

// The sandbox's hands-free numbers (docs/mpesa-sandbox.md); any other number waits on the virtual phone.
const CANCELS = '+254708374150';
const TOO_LITTLE = '+254708374152';
const WRONG_PIN = '+254708374153';

let numbers = 0;
/** A number of its own for each test: nothing it does shows up in another's inbox or orders. */
const freshNumber = () => `+2547113${String(++numbers).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}0`.slice(0, 13);

describe.each(databaseKinds)('money safety, round three, on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let at: RunningAtSandbox;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind, { poolMax: 10 }));
    at = await startAtSandbox({ port: 0 });
    installSmsSender(createAtClient({ baseUrl: at.url, username: 'sandbox', apiKey: LOCAL_AT_API_KEY }));
  });

  afterAll(async () => {
    const report = await checkLedger(database.db);
    expect(report).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], pointsDrift: [] });
    await harness.close();
    await at.close();
    await database.close();
  });

  const call = (person: Person, handler: (request: Request, context: undefined) => Promise<Response>, path: string, body?: unknown, method?: string) =>
    handler(jsonRequest(path, { cookie: person.cookie, body, method }), undefined);
  const profileOf = async (person: Person) => (await bodyOf<Profile>(await call(person, getProfile, '/api/profile'))).data;
  const codeSentTo = async (phone: string) =>
    /(\d{6})/.exec((await eventually(() => at.inbox(phone).find((m) => m.message.startsWith('Miche: your code is')), 5_000)).message)![1]!;

  /** An account that confirmed `phone` with the code the SMS brought. */
  async function confirmedAccount(phone: string, name = 'Phone Owner'): Promise<Person> {
    const person = await signedIn({ name });
    expect((await call(person, askCode, '/api/profile/phone', { phone })).status).toBe(200);
    const confirmed = await call(person, confirmCode, '/api/profile/phone/confirm', { code: await codeSentTo(phone) });
    expect(confirmed.status).toBe(200);
    return person;
  }

  /** A first-time caller's purchase up to its summary: English, the first crop's first product, `quantity`, pickup. */
  async function toSummary(phone: string, quantity = '2') {
    const session = dial(phone);
    if ((await session.send()).includes('1 English')) await session.send('1');
    // A caller with an unpaid USSD order is offered it first: they buy something else.
    if ((await session.send('1')).includes('2 Buy something else')) await session.send('2');
    await session.send('1');
    await session.send('1');
    await session.send(quantity);
    expect(await session.send('1')).toMatch(/Total KES [\d,.]+\n1 Pay with M-Pesa\n2 Cancel/);
    return session;
  }

  const ordersOf = (phone: string) =>
    database.db
      .select()
      .from(orders)
      .where(and(eq(orders.phone, phone), eq(orders.channel, 'ussd')));
  const attemptsOf = (orderId: string) => database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));

  it('a profile phone changed after its code never becomes the USSD identity: the victim keeps their number and their money', async () => {
    const own = freshNumber();
    const victim = freshNumber();
    const attacker = await confirmedAccount(own, 'Attacker');
    expect((await call(attacker, patchProfile, '/api/profile', { locale: 'sw' }, 'PATCH')).status).toBe(200);

    // The takeover as found: the confirmed phone changed to someone else's number.
    const changed = await call(attacker, patchProfile, '/api/profile', { phone: victim }, 'PATCH');
    expect(changed.status).toBe(200);
    expect(await profileOf(attacker)).toMatchObject({ phone: victim, phoneConfirmed: false });
    // Neither number is the attacker's on USSD now: the old one was let go with the change.
    expect(await callerUid(database.db, victim)).toBe(phoneCustomerUid(victim));
    expect(await callerUid(database.db, own)).toBe(phoneCustomerUid(own));

    // The victim dials: a first caller, asked for a language; the choice is their own number's.
    const session = dial(victim);
    expect(await session.send()).toBe('CON Karibu Miche / Welcome\n1 English\n2 Kiswahili');
    await session.send('1');
    const locale = async (uid: string) => (await database.db.select({ locale: users.locale }).from(users).where(eq(users.uid, uid)))[0]?.locale;
    expect([await locale(phoneCustomerUid(victim)), await locale(attacker.uid)]).toEqual(['en', 'sw']);

    // The victim's purchase, paid from their phone, lands in their own wallet and orders.
    harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
    const summary = await toSummary(victim);
    expect(await summary.send('1')).toMatch(/^END An M-Pesa prompt for KES [\d,.]+ is coming/);
    const [order] = await ordersOf(victim);
    expect(order?.userUid).toBe(phoneCustomerUid(victim));

    // And the victim can still join the number to their own web account.
    const owner = await signedIn({ name: 'Real Owner' });
    expect((await call(owner, askCode, '/api/profile/phone', { phone: victim })).status).toBe(200);
    const joined = await call(owner, confirmCode, '/api/profile/phone/confirm', { code: await codeSentTo(victim) });
    expect(joined.status).toBe(200);
    expect(await callerUid(database.db, victim)).toBe(owner.uid);

    // Setting a profile phone another account holds is only a contact number: 200, never a 500, and
    // the holder keeps it.
    const again = await call(attacker, patchProfile, '/api/profile', { phone: victim, name: 'Attacker Again' }, 'PATCH');
    expect(again.status).toBe(200);
    expect((await profileOf(attacker)).phoneConfirmed).toBe(false);
    expect(await profileOf(owner)).toMatchObject({ phone: victim, phoneConfirmed: true });
    expect(await callerUid(database.db, victim)).toBe(owner.uid);
  });

  it('a cleared phone stays unconfirmed when a web checkout fills it with another number (a neighbour, a new SIM)', async () => {
    const own = freshNumber();
    const neighbour = freshNumber();
    const farmer = await confirmedAccount(own, 'Farmer With New SIM');
    expect((await call(farmer, patchProfile, '/api/profile', { phone: '' }, 'PATCH')).status).toBe(200);
    expect(await profileOf(farmer)).toMatchObject({ phone: null, phoneConfirmed: false });

    const [product] = await stockedProducts(database.db);
    const { response } = await placeOrder(farmer, [[product!, 1]], { phone: neighbour });
    expect(response.status).toBe(201);
    // The checkout's phone is remembered for the next checkout, and is no USSD identity.
    expect(await profileOf(farmer)).toMatchObject({ phone: neighbour, phoneConfirmed: false });
    expect(await callerUid(database.db, neighbour)).toBe(phoneCustomerUid(neighbour));
    expect(await callerUid(database.db, own)).toBe(phoneCustomerUid(own));
  });

  it('lets a farmer unlink their phone, and only one of two accounts confirming one number at once gets it', async () => {
    const shared = freshNumber();
    const first = await signedIn({ name: 'First' });
    const second = await signedIn({ name: 'Second' });
    // Both ask while the number is free, so both hold a good code.
    expect((await call(first, askCode, '/api/profile/phone', { phone: shared })).status).toBe(200);
    const firstCode = await codeSentTo(shared);
    expect((await call(second, askCode, '/api/profile/phone', { phone: shared })).status).toBe(200);
    const secondCode = await eventually(
      () =>
        at
          .inbox(shared)
          .map((m) => /code is (\d{6})/.exec(m.message)?.[1])
          .find((c) => c !== undefined && c !== firstCode),
      5_000,
    );
    const answers = await Promise.all([
      call(first, confirmCode, '/api/profile/phone/confirm', { code: firstCode }),
      call(second, confirmCode, '/api/profile/phone/confirm', { code: secondCode }),
    ]);
    const outcomes = await Promise.all(answers.map(async (r) => [r.status, ((await r.json()) as { code?: string }).code ?? 'ok']));
    expect(outcomes.sort()).toEqual([
      [200, 'ok'],
      [409, 'phone_taken'],
    ]);
    const holder = answers[0].status === 200 ? first : second;
    expect(await callerUid(database.db, shared)).toBe(holder.uid);

    const unlinked = await call(holder, unlinkPhone, '/api/profile/phone', undefined, 'DELETE');
    expect(unlinked.status).toBe(200);
    expect((await bodyOf<Profile>(unlinked)).data).toMatchObject({ phone: shared, phoneConfirmed: false });
    expect(await callerUid(database.db, shared)).toBe(phoneCustomerUid(shared));
  });

  it('places one order with one prompt when the last step comes twice, again from a new session, or from two sessions at once', async () => {
    harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
    const phone = freshNumber();

    // The gateway resends the final step of the same session.
    const session = await toSummary(phone);
    const first = await session.send('1');
    expect(first).toMatch(/^END An M-Pesa prompt for KES [\d,.]+ is coming/);
    expect(await session.resend()).toBe(first);
    let placed = await ordersOf(phone);
    expect(placed).toHaveLength(1);
    expect(await attemptsOf(placed[0]!.id)).toHaveLength(1);

    // The farmer redials: the unpaid order is offered first; buying the same again finds it.
    const redial = dial(phone);
    await redial.send();
    expect(await redial.send('1')).toMatch(new RegExp(`^CON Order ${placed[0]!.reference} \\(KES [\\d,.]+\\) is not paid yet\\.`));
    await redial.send('2');
    await redial.send('1');
    await redial.send('1');
    await redial.send('2');
    await redial.send('1');
    expect(await redial.send('1')).toBe(first);
    placed = await ordersOf(phone);
    expect(placed).toHaveLength(1);
    expect(await attemptsOf(placed[0]!.id)).toHaveLength(1);

    // Two sessions of another number reach the same final step at once: one order, its stock held once.
    const other = freshNumber();
    const [a, b] = [await toSummary(other, '3'), await toSummary(other, '3')];
    const productId = (await database.db.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, placed[0]!.id)))[0]!
      .productId;
    const stock = async () => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
    const before = await stock();
    const ends = await Promise.all([a.send('1'), b.send('1')]);
    for (const end of ends) expect(end).toMatch(/^END An M-Pesa prompt for KES [\d,.]+ is coming/);
    const raced = await ordersOf(other);
    expect(raced).toHaveLength(1);
    expect(await attemptsOf(raced[0]!.id)).toHaveLength(1);
    expect(await stock()).toBe(before - 3);
  });

  it('never says a prompt is coming when none was sent: another prompt open on the phone is named', async () => {
    harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
    const phone = freshNumber();
    expect(await (await toSummary(phone, '1')).send('1')).toMatch(/is coming/);
    const second = dial(phone);
    await second.send();
    await second.send('1');
    await second.send('2');
    await second.send('1');
    await second.send('1');
    await second.send('4');
    await second.send('1');
    const end = await second.send('1');
    const [order] = (await ordersOf(phone)).filter((o) => o.ussdPurchaseKey?.includes('|4|'));
    expect(end).toBe(`END Another M-Pesa prompt is open on your phone. Finish or cancel it, then dial again and choose My orders to pay ${order!.reference}.`);
    expect(await attemptsOf(order!.id)).toHaveLength(0);
  });

  it.each([
    [CANCELS, 'it was cancelled on the phone', 'you cancelled it'],
    [TOO_LITTLE, 'not enough M-Pesa balance', 'M-Pesa balance too low'],
    [WRONG_PIN, 'the PIN was wrong', 'wrong PIN'],
  ])('tells %s by SMS why the payment failed and how to pay, and offers pay again or cancel', async (phone, sms, screen) => {
    harness.sandbox.engine.knobs.approveDelayMs = 10;
    const summary = await toSummary(phone, '1');
    expect(await summary.send('1')).toMatch(/is coming/);
    const [order] = (await ordersOf(phone)).filter((o) => o.status === 'pending');
    const text = await eventually(() => at.inbox(phone).find((m) => m.message.includes(`order ${order!.reference} `) && m.message.includes('not paid')), 5_000);
    expect(text.message).toMatch(
      new RegExp(
        `^Miche: order ${order!.reference} KES [\\d,.]+ not paid: ${sms}\\. To pay dial \\*384\\*56# > My orders, or Paybill 174379 account ${order!.reference}\\.$`,
      ),
    );
    // The "received" SMS named no Paybill while the prompt was open.
    expect(at.inbox(phone).find((m) => m.message.includes(`order ${order!.reference} received`))?.message).not.toContain('Paybill');

    const mine = dial(phone);
    await mine.send();
    expect(await mine.send('2')).toContain(`${order!.reference} Payment failed`);
    expect(await mine.send('1')).toMatch(
      new RegExp(
        `^CON Order ${order!.reference}: Payment failed: ${screen}\\n.+ x1\\nPick up at Miche Nursery, Ruaka\\n(.+\\n)?Total KES [\\d,.]+\\n1 Pay with M-Pesa\\n2 Cancel order`,
      ),
    );
    expect(await mine.send('2')).toBe(`END Order ${order!.reference} is cancelled. Nothing is owed.`);
    const [after] = await database.db.select({ status: orders.status, stockReleased: orders.stockReleased }).from(orders).where(eq(orders.id, order!.id));
    expect(after).toEqual({ status: 'cancelled', stockReleased: true });
  });
});
