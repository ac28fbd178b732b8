/**
 * A phone number's consent and history belong to the number.
 * - A number that texted STOP gets no SMS of any kind but the STOP confirmation: not about a web order
 *   another account placed naming it and then cancelled, not a booking's reminder, not care tips, not
 *   a message some path queued without asking (the outbox's drain withholds it).
 * - Consent comes from the number (STOP/START texted, the USSD toggle) or from the account that
 *   confirmed it (the web profile's switch), never from an account that merely typed it.
 * - Texts to the shortcode are answered at most LIMITS.inboundSmsPerPhone times per number.
 * - USSD "Buy again", the remembered address and STATUS read only the caller's own orders: another
 *   account's order naming the number never shows, and after an account lets the number go, the
 *   number's next holder sees none of it.
 * - A send the gateway answers too late is `unknown`, never sent twice; its delivery report settles it.
 * Through the routes as Africa's Talking and the web call them, on the AT stand-in. Requires: the Auth
 * emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { PATCH as patchProfile } from '@/app/api/profile/route';
import { POST as confirmCode } from '@/app/api/profile/phone/confirm/route';
import { DELETE as unlinkRoute, POST as askCode } from '@/app/api/profile/phone/route';
import { POST as deliveryReport } from '@/app/api/sms/delivery/[secret]/route';
import { POST as inboundRoute } from '@/app/api/sms/inbound/[secret]/route';
import { PATCH as updateOrderStatus } from '@/app/api/updateOrderStatus/route';
import { LOCAL_AT_API_KEY, LOCAL_AT_CALLBACK_SECRET } from '@/lib/deployment.mjs';
import { inboundSms, orderEvents, orders, products, smsConsentEvents, smsOutbox } from '@/lib/server/db/schema';
import { seedProductId } from '@/lib/server/db/seed';
import { bookingRound } from '@/lib/server/services/bookings';
import { careTipsRound } from '@/lib/server/services/care-tips';
import { appClock } from '@/lib/server/services/deps';
import { startOfNairobiDay } from '@/lib/nairobi-day';
import { createAtClient } from '@/lib/server/sms/at-client';
import { drainSmsOutbox, failedSms, IN_FLIGHT, queueOrderSms, UNKNOWN_LIST_AFTER_MS, WITHHELD } from '@/lib/server/sms/outbox';
import { startAtSandbox } from '@/tools/at-sandbox/server';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { TEST_CALLBACK_SECRET } from '../support/payments-harness';
import { jsonRequest } from '../support/requests';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { fund, placeOrder, type Product } from '../support/shop-fixtures';
import { databaseKinds } from '../support/test-database';
import { freshNumbers, openUssdShop, type UssdShop } from '../support/ussd-shop';
import { dial } from '../support/ussd-session';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;
// The real limits here (the other suites raise them): the per-number limit on texts is under test.
const raised = process.env.RATE_LIMIT_MULTIPLIER;
process.env.RATE_LIMIT_MULTIPLIER = '1';
afterAll(() => {
  process.env.RATE_LIMIT_MULTIPLIER = raised;
});

/** Thursday 26 November 2026, 10:00 in Nairobi: the day a booking for 3 December is made. */
const NOW = new Date('2026-11-26T07:00:00Z');
const later = (days: number) => ({ now: () => new Date(NOW.getTime() + days * 86_400_000) });
const TOMATO = seedProductId('tomato-anna-f1');
const freshNumber = freshNumbers('+2547155');

describe.each(databaseKinds)('a number’s SMS consent and history on %s', (kind) => {
  let shop: UssdShop;
  let staff: Person;
  let tomato: Product;
  let texts = 0;

  beforeAll(async () => {
    shop = await openUssdShop(kind, NOW);
    staff = await signedInStaff(shop.database.db);
    const rows = await shop.database.db
      .select({ id: products.id, name: products.name, priceCents: products.priceCents, stock: products.stock })
      .from(products)
      .where(eq(products.id, TOMATO));
    tomato = rows[0]!;
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  /** A text to the shortcode, posted to the shop as AT posts it (the route drains the outbox). */
  const text = async (from: string, body: string) => {
    const response = await inboundRoute(
      new Request(`http://localhost:3000/api/sms/inbound/${LOCAL_AT_CALLBACK_SECRET}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.0.9' },
        body: new URLSearchParams({ from, to: '20384', text: body, date: '2026-11-26 10:00:00', id: `consent-${kind}-${++texts}`, linkId: 'l' }).toString(),
      }),
      { params: Promise.resolve({ secret: LOCAL_AT_CALLBACK_SECRET }) },
    );
    expect(response.status).toBe(200);
  };
  const drain = () => drainSmsOutbox(db(), createAtClient({ baseUrl: shop.at.url, username: 'sandbox', apiKey: LOCAL_AT_API_KEY }), appClock());
  const call = (person: Person, handler: (request: Request, context: undefined) => Promise<Response>, path: string, body?: unknown, method?: string) =>
    handler(jsonRequest(path, { cookie: person.cookie, body, method }), undefined);
  const moveOrder = async (person: Person, orderId: string, status: string) =>
    expect((await call(person, updateOrderStatus, '/api/updateOrderStatus', { orderId, status }, 'PATCH')).status).toBe(200);
  const consentOf = (phone: string) =>
    db()
      .select({ consented: smsConsentEvents.consented, source: smsConsentEvents.source })
      .from(smsConsentEvents)
      .where(eq(smsConsentEvents.phone, phone))
      .orderBy(smsConsentEvents.id);
  /** An account that confirmed `phone` with the code the SMS brought. */
  const confirmedAccount = async (phone: string, name: string) => {
    const person = await signedIn({ name });
    expect((await call(person, askCode, '/api/profile/phone', { phone })).status).toBe(200);
    const sms = await eventually(
      () =>
        at()
          .inbox(phone)
          .find((m) => m.message.startsWith('Miche: your code is')),
      5_000,
    );
    expect((await call(person, confirmCode, '/api/profile/phone/confirm', { code: /(\d{6})/.exec(sms.message)![1] })).status).toBe(200);
    return person;
  };
  const at = () => shop.at;
  /** A web order by `person` naming `phone`, delivered to `address` in Nairobi (unpaid, by M-Pesa). */
  const webOrder = async (person: Person, phone: string, overrides: Record<string, unknown> = {}, quantity = 2) => {
    const { response, body } = await placeOrder(person, [[tomato, quantity]], { phone, ...overrides });
    expect(response.status).toBe(201);
    return body.data.id;
  };
  /** Two tomatoes paid from the wallet, collected at the pickup point, with care tips ticked. */
  const withCareTips = () => ({
    paymentMethod: 'wallet',
    deliveryMethod: 'pickup',
    pickupPointId: 1,
    deliveryCounty: null,
    total: (tomato.priceCents * 2) / 100,
    careTips: true,
  });
  /** Staff take an order through processing and dispatched to delivered. */
  const deliver = async (orderId: string) => {
    for (const status of ['processing', 'dispatched', 'delivered']) await moveOrder(staff, orderId, status);
  };

  it('a number that texted STOP gets no SMS of any kind from an order another account places naming it, a booking reminder or care tips', async () => {
    const number = freshNumber();
    await text(number, 'STOP');
    expect(
      at()
        .inbox(number)
        .map((m) => m.message),
    ).toEqual([expect.stringMatching(/^Miche: no more SMS from Miche to this number/)]);
    expect(await consentOf(number)).toEqual([{ consented: false, source: 'sms_keyword' }]);

    // Another account names the number in a web order, then cancels it.
    const other = await signedIn({ name: 'Throwaway' });
    await fund(db(), other.uid, 1_000_000);
    const cancelled = await webOrder(other, number);
    await moveOrder(other, cancelled, 'cancelled');
    // ... books for the number's planting day (deposit from the wallet): booked, then the balance reminder.
    const booked = await webOrder(
      other,
      number,
      {
        plantingDate: '2026-12-03',
        paymentPlan: 'deposit',
        paymentMethod: 'wallet',
        deliveryMethod: 'pickup',
        pickupPointId: 1,
        deliveryCounty: null,
        total: (tomato.priceCents * 40) / 100,
      },
      40,
    );
    const [booking] = await db().select({ status: orders.status, reference: orders.reference }).from(orders).where(eq(orders.id, booked));
    expect(booking).toMatchObject({ status: 'booked' });
    // Three days before the planting date: the round reminds every booking owing its balance, this one included.
    await bookingRound(db(), later(4));
    // ... and an order with care tips ticked, paid, delivered by staff, then the care tips' day.
    const tipped = await webOrder(other, number, withCareTips());
    await deliver(tipped);
    const [delivered] = await db()
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, tipped), eq(orderEvents.toStatus, 'delivered')));
    const day = startOfNairobiDay(delivered!.at);
    for (const days of [1, 7, 21]) await careTipsRound(db(), { now: () => new Date(day.getTime() + days * 86_400_000 + 10 * 3_600_000) });
    // A path that forgot to ask (or a message queued just before the STOP): the drain withholds it.
    await db()
      .insert(smsOutbox)
      .values({ idempotencyKey: `test:forgot:${number}`, phone: number, message: 'Miche: something nobody asked for.' });
    expect((await drain()).withheld).toBe(1);
    await drain();

    const queued = await db()
      .select({ key: smsOutbox.idempotencyKey, status: smsOutbox.status, lastError: smsOutbox.lastError })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, number));
    // Only the STOP confirmation and the withheld one; nothing was even queued for the three orders.
    expect(queued.filter((q) => q.key.startsWith('order:'))).toEqual([]);
    expect(queued.find((q) => q.key.startsWith('test:'))).toMatchObject({ status: 'failed', lastError: WITHHELD });
    expect(at().inbox(number)).toHaveLength(1);
    // Withheld is not a failure for staff to chase.
    expect((await failedSms(db())).some((s) => s.phone === number)).toBe(false);

    // START: the number's own word again, and SMS go to it again.
    await text(number, 'START');
    expect(at().inbox(number)[0]?.message).toMatch(/^Miche: SMS from Miche are on again/);
    expect(await queueOrderSms(db(), booked, 'balanceDue', { key: 'after-start' })).toBe(true);
    await drain();
    expect(at().inbox(number)).toHaveLength(3);
    expect(at().inbox(number)[0]?.message).toContain(booking!.reference);
  });

  it('sends a number that texted STOP no phone code, whoever asks, until it texts START; and answers its own texts', async () => {
    const number = freshNumber();
    await text(number, 'STOP');
    const ask = async (name: string) => {
      const person = await signedIn({ name });
      // The page answers the same whether or not the code can go: it tells nobody who said STOP.
      expect((await call(person, askCode, '/api/profile/phone', { phone: number })).status).toBe(200);
    };
    await ask('Someone else');
    await ask('The farmer');
    await drain();
    const codes = () =>
      at()
        .inbox(number)
        .filter((m) => m.message.startsWith('Miche: your code is'));
    expect(codes()).toHaveLength(0);
    expect(at().inbox(number)).toHaveLength(1);
    // A question texted after STOP is answered: the number asked.
    await text(number, 'HELP');
    expect(at().inbox(number)[0]?.message).toMatch(/^Miche: dial \*384\*56#/);
    // START, and the farmer's next code goes.
    await text(number, 'START');
    await ask('The farmer');
    await drain();
    expect(codes()).toHaveLength(1);
  });

  it('sends care tips only to the owner’s own number, never to one another account typed in', async () => {
    const owner = await signedIn({ name: 'Wanjiku' });
    await fund(db(), owner.uid, 1_000_000);
    const stranger = freshNumber();
    const deliveredWithTips = async (phone: string) => {
      const id = await webOrder(owner, phone, withCareTips());
      await deliver(id);
      return id;
    };
    const typedIn = await deliveredWithTips(stranger);
    // The order's own SMS go to the number it names (it has not said STOP); the care tips do not.
    expect(await queueOrderSms(db(), typedIn, 'careDay1')).toBe(false);
    expect(await queueOrderSms(db(), typedIn, 'dispatched', { key: 'again' })).toBe(true);
    // Once the account confirms a number of its own by its code, tips to that number go.
    const own = freshNumber();
    const confirmed = await confirmedAccount(own, 'Wanjiku');
    await fund(db(), confirmed.uid, 1_000_000);
    const ownOrder = await webOrder(confirmed, own, withCareTips());
    await deliver(ownOrder);
    expect(await queueOrderSms(db(), ownOrder, 'careDay1')).toBe(true);
  });

  it('takes consent from the number and the account that confirmed it, never from an account that only typed it', async () => {
    const number = freshNumber();
    const holder = await confirmedAccount(number, 'Holder');
    // A save that leaves the switch as it was says nothing for the number.
    expect((await call(holder, patchProfile, '/api/profile', { address: 'Kangari' }, 'PATCH')).status).toBe(200);
    expect(await consentOf(number)).toEqual([]);
    expect((await call(holder, patchProfile, '/api/profile', { smsUpdates: false }, 'PATCH')).status).toBe(200);
    expect(await consentOf(number)).toEqual([{ consented: false, source: 'web_profile' }]);
    // Another account with the number as its contact phone (unconfirmed) turns SMS off, then on: not the number's word.
    const typist = await signedIn({ name: 'Typist', phone: number });
    expect((await call(typist, patchProfile, '/api/profile', { smsUpdates: false }, 'PATCH')).status).toBe(200);
    expect((await call(typist, patchProfile, '/api/profile', { smsUpdates: true }, 'PATCH')).status).toBe(200);
    expect(await consentOf(number)).toHaveLength(1);
    // The USSD toggle from the number: on again (Language and SMS, option 3).
    const session = dial(number);
    if ((await session.send()).includes('1 English')) await session.send('1');
    expect(await session.send('4')).toContain('3 Turn order SMS on');
    await session.send('3');
    expect((await consentOf(number)).at(-1)).toEqual({ consented: true, source: 'ussd' });
  });

  it('answers at most five texts from one number in ten minutes, keeps them all, and honours a STOP over the limit', async () => {
    const number = freshNumber();
    for (let i = 0; i < 10; i++) await text(number, 'HELP');
    const stored = await db().select({ answer: inboundSms.answer }).from(inboundSms).where(eq(inboundSms.phone, number));
    expect(stored).toHaveLength(10);
    expect(stored.filter((s) => s.answer !== null)).toHaveLength(5);
    expect(await db().select({ key: smsOutbox.idempotencyKey }).from(smsOutbox).where(eq(smsOutbox.phone, number))).toHaveLength(5);
    expect(at().inbox(number)).toHaveLength(5);
    await text(number, 'STOP');
    expect(at().inbox(number)).toHaveLength(5);
    expect(await consentOf(number)).toEqual([{ consented: false, source: 'sms_keyword' }]);
  });

  it('keeps a number’s history to the account that owned it: another account’s order naming it, and the old holder after unlinking, never show', async () => {
    const number = freshNumber();
    // Account X names the number in a web order delivered to its own yard, then cancels it.
    const x = await signedIn({ name: 'Attacker' });
    const theirs = await webOrder(x, number, { deliveryAddress: 'Attacker yard near Kangari' });
    await moveOrder(x, theirs, 'cancelled');
    const [theirRef] = await db().select({ reference: orders.reference }).from(orders).where(eq(orders.id, theirs));
    const buyScreens = async () => {
      const session = dial(number);
      const greeting = await session.send();
      const menu = greeting.includes('1 English') ? await session.send('1') : greeting;
      await session.send('1');
      await session.send('1');
      await session.send('1');
      return { greeting, menu, delivery: await session.send('2') };
    };
    const first = await buyScreens();
    expect(first.menu).not.toContain('Buy again');
    expect(first.delivery).not.toContain('Attacker yard');
    const statusReply = async (body = 'STATUS') => {
      const before = at().inbox(number).length;
      await text(number, body);
      return eventually(() => (at().inbox(number).length > before ? at().inbox(number)[0]!.message : undefined), 5_000);
    };
    expect(await statusReply()).toBe('Miche: no orders from this number yet. Dial *384*56# to buy seedlings.');
    // Even by its reference: another account's order is "not found" from this number.
    expect(await statusReply(`STATUS ${theirRef!.reference}`)).toBe(
      `Miche: no order ${theirRef!.reference} from this number. Dial *384*56# and choose My orders.`,
    );

    // Account A confirms the number and orders to its home: the holder sees its own history.
    const a = await confirmedAccount(number, 'Old Holder');
    const mine = await webOrder(a, number, { deliveryAddress: 'Old holder home Gatanga' });
    const [mineRef] = await db().select({ reference: orders.reference }).from(orders).where(eq(orders.id, mine));
    await db()
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '1 hour'` })
      .where(eq(orders.id, mine));
    const held = await buyScreens();
    expect(held.menu).toContain('Buy again');
    expect(held.delivery).toContain('Old holder home Gatanga');
    expect(await statusReply()).toContain(mineRef!.reference);

    // A lets the number go (a lost SIM): its next holder sees nothing of A, nor of X.
    expect((await call(a, unlinkRoute, '/api/profile/phone', undefined, 'DELETE')).status).toBe(200);
    const next = await buyScreens();
    // Not even the language chosen from the phone before A confirmed it.
    expect(next.greeting).toBe('CON Karibu Miche / Welcome\n1 English\n2 Kiswahili');
    expect(next.menu).not.toContain('Buy again');
    expect(next.delivery).not.toMatch(/Old holder home|Attacker yard/);
    const status = await statusReply();
    expect(status).toBe('Miche: no orders from this number yet. Dial *384*56# to buy seedlings.');
    expect(status).not.toContain(theirRef!.reference);
  });

  it('keeps a send the gateway answered too late as unknown, never sends it twice, and settles it by its delivery report', async () => {
    const slow = await startAtSandbox({ port: 0 });
    try {
      slow.knobs.sendDelayMs = 1_500;
      const sender = createAtClient({ baseUrl: slow.url, username: 'sandbox', apiKey: LOCAL_AT_API_KEY, timeoutMs: 300 });
      const number = freshNumber();
      const other = freshNumber();
      // What other tests queued goes first, on the gateway that answers.
      await drain();
      await db()
        .insert(smsOutbox)
        .values([
          { idempotencyKey: `test:slow:${number}`, phone: number, message: 'Miche: order MC2345678A is paid.' },
          { idempotencyKey: `test:slow:${other}`, phone: other, message: 'Miche: order MC2345678B is paid.' },
        ]);
      const first = await drainSmsOutbox(db(), sender, appClock());
      expect(first).toMatchObject({ sent: 0, retrying: 0, unknown: 2 });
      // The gateway took them after all.
      await eventually(() => (slow.inbox(number).length === 1 && slow.inbox(other).length === 1 ? true : undefined), 5_000);
      // Later drains never send them again, however long after.
      slow.knobs.sendDelayMs = 0;
      expect(await drainSmsOutbox(db(), sender, later(1))).toMatchObject({ sent: 0 });
      expect(slow.inbox(number)).toHaveLength(1);
      const rows = () => db().select().from(smsOutbox).where(like(smsOutbox.idempotencyKey, 'test:slow:%'));
      expect((await rows()).map((r) => r.status)).toEqual(['unknown', 'unknown']);

      // AT's report for the message whose id the shop never learnt settles it as sent.
      const report = await deliveryReport(
        new Request(`http://localhost:3000/api/sms/delivery/${LOCAL_AT_CALLBACK_SECRET}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            id: slow.inbox(number)[0]!.messageId,
            status: 'Success',
            phoneNumber: number,
            networkCode: '63902',
            retryCount: '0',
          }).toString(),
        }),
        { params: Promise.resolve({ secret: LOCAL_AT_CALLBACK_SECRET }) },
      );
      expect(await report.text()).toBe('OK');
      const settled = await rows();
      expect(settled.find((r) => r.phone === number)).toMatchObject({
        status: 'sent',
        atMessageId: slow.inbox(number)[0]!.messageId,
        deliveryStatus: 'Success',
      });
      // The other, with no report, is listed for staff once it has waited long enough.
      const listed = async (now: Date) => (await failedSms(db(), 500, now)).some((s) => s.phone === other);
      expect(await listed(new Date(NOW.getTime() + 60_000))).toBe(false);
      expect(await listed(new Date(NOW.getTime() + UNKNOWN_LIST_AFTER_MS + 60_000))).toBe(true);
      expect(settled.find((r) => r.phone === other)).toMatchObject({ status: 'unknown', attempts: 1 });
    } finally {
      await slow.close();
    }
  });

  it('leaves a send whose drain died while the gateway held it perhaps sent, never sent again', async () => {
    await drain();
    const number = freshNumber();
    await db()
      .insert(smsOutbox)
      .values({ idempotencyKey: `test:hung:${number}`, phone: number, message: 'Miche: order MC2345678D is paid.' });
    const row = async () =>
      (
        await db()
          .select()
          .from(smsOutbox)
          .where(eq(smsOutbox.idempotencyKey, `test:hung:${number}`))
      )[0];
    // The gateway has the request and the shop dies before its answer: this drain never finishes.
    let handed = false;
    void drainSmsOutbox(
      db(),
      {
        send: () => {
          handed = true;
          return new Promise(() => undefined);
        },
      },
      appClock(),
    );
    await eventually(() => (handed ? true : undefined), 5_000);
    expect(await row()).toMatchObject({ status: 'unknown', lastError: IN_FLIGHT, attempts: 1 });
    // However long after, another drain does not send it again; staff see it once it has waited.
    expect(await drainSmsOutbox(db(), createAtClient({ baseUrl: shop.at.url, username: 'sandbox', apiKey: LOCAL_AT_API_KEY }), later(1))).toMatchObject({
      sent: 0,
    });
    expect(at().inbox(number)).toHaveLength(0);
    expect((await failedSms(db(), 500, new Date(NOW.getTime() + UNKNOWN_LIST_AFTER_MS + 60_000))).some((s) => s.phone === number)).toBe(true);
  });

  it('tries again a send that never reached the gateway (refused connection): that cannot text twice', async () => {
    const closed = await startAtSandbox({ port: 0 });
    const url = closed.url;
    await closed.close();
    const number = freshNumber();
    await db()
      .insert(smsOutbox)
      .values({ idempotencyKey: `test:down:${number}`, phone: number, message: 'Miche: order MC2345678C is paid.' });
    const result = await drainSmsOutbox(db(), createAtClient({ baseUrl: url, username: 'sandbox', apiKey: LOCAL_AT_API_KEY, timeoutMs: 300 }), appClock());
    expect(result).toMatchObject({ unknown: 0 });
    const [row] = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.idempotencyKey, `test:down:${number}`));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
