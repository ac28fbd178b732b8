/**
 * The USSD shop's second set of features (towns, buy again, the wallet, texts), through the callback routes as Africa's Talking calls them,
 * against real databases, the Daraja sandbox in-process and the AT stand-in: a farmer buys with a
 * town for the county, buys again in three screens, tops the wallet up and pays an order from it,
 * and texts STATUS for the order's state; wallet payments at once pay once; the keywords, the
 * call-back request, the phone's language once joined to a web account, and overlong answers.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { eq, like, sql } from 'drizzle-orm';
import { POST as confirmCode } from '@/app/api/profile/phone/confirm/route';
import { POST as askCode } from '@/app/api/profile/phone/route';
import { POST as inboundRoute } from '@/app/api/sms/inbound/[secret]/route';
import { LOCAL_AT_API_KEY, LOCAL_AT_CALLBACK_SECRET } from '@/lib/deployment.mjs';
import { journalEntries, orders, smsOutbox, users } from '@/lib/server/db/schema';
import { useSmsSender as installSmsSender } from '@/lib/server/services/deps';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { callbackList } from '@/lib/server/services/ussd';
import { createAtClient } from '@/lib/server/sms/at-client';
import { startAtSandbox, type RunningAtSandbox } from '@/tools/at-sandbox/server';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { jsonRequest } from '../support/requests';
import { signedIn } from '../support/sessions';
import { databaseKinds, type TestDatabase } from '../support/test-database';
import { dial, ussdStep } from '../support/ussd-session';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

// The Daraja sandbox approves this number's prompts by itself (docs/mpesa-sandbox.md).
const APPROVES = '+254708374149';

let numbers = 0;
const freshNumber = () => `+2547122${String(++numbers).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`.slice(0, 13);

describe.each(databaseKinds)('the USSD shop, round two, on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let at: RunningAtSandbox;
  let texts = 0;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind, { poolMax: 10 }));
    at = await startAtSandbox({ port: 0 });
    installSmsSender(createAtClient({ baseUrl: at.url, username: 'sandbox', apiKey: LOCAL_AT_API_KEY, from: 'MICHE' }));
  });

  afterAll(async () => {
    const report = await checkLedger(database.db);
    expect(report).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], pointsDrift: [] });
    await harness.close();
    await at.close();
    await database.close();
  });

  /** A text to the shortcode, posted to the shop as AT posts it. */
  const text = (from: string, body: string, id = `text-${kind}-${++texts}`) =>
    inboundRoute(
      new Request(`http://localhost:3000/api/sms/inbound/${LOCAL_AT_CALLBACK_SECRET}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.0.9' },
        body: new URLSearchParams({ from, to: '20384', text: body, date: '2026-03-01 10:00:00', id, linkId: 'link-1', networkCode: '63902' }).toString(),
      }),
      { params: Promise.resolve({ secret: LOCAL_AT_CALLBACK_SECRET }) },
    );
  const newest = (phone: string, after: number) => eventually(() => (at.inbox(phone).length > after ? at.inbox(phone)[0] : undefined), 5_000);
  const ordersOf = (phone: string) => database.db.select().from(orders).where(eq(orders.phone, phone)).orderBy(orders.createdAt);
  const walletOf = async (uid: string) => (await database.db.select({ cents: users.walletBalanceCents }).from(users).where(eq(users.uid, uid)))[0]?.cents;
  /** Moves a phone's orders back in time: the farmer comes back later, outside the repeat window. */
  const later = (phone: string) =>
    database.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '1 hour'` })
      .where(eq(orders.phone, phone));

  it('buys with a town for the county, buys again in three screens, pays from the wallet, and texts STATUS', async () => {
    const phone = APPROVES;
    // 1. A first caller: the bilingual first screen, English, cabbages, a town for the county.
    const first = dial(phone);
    expect(await first.send()).toBe('CON Karibu Miche / Welcome\n1 English\n2 Kiswahili');
    await first.send('1');
    await first.send('1');
    const cabbages = await first.send('3');
    const gloria = /^(\d) Cabbage Gloria F1 KES 4$/m.exec(cabbages)?.[1];
    expect(gloria).toBeDefined();
    expect(await first.send(gloria)).toMatch(/How many seedlings\? Type 1 to 3,500:/);
    expect(await first.send('1.5')).toMatch(/^CON Type a whole number of seedlings, 1 to 3,500\./);
    expect(await first.send('10')).toContain('2 Deliver to my county');
    await first.send('2');
    expect(await first.send('Thika')).toMatch(/^CON Type a landmark or address in Thika/);
    expect(await first.send('Opposite the Total petrol station')).toBe(
      'CON Cabbage Gloria F1 x10 KES 40\nDeliver to Kiambu, Opposite the Total petrol station, Thika: KES 250\nTotal KES 290\n1 Pay with M-Pesa\n2 Cancel\n0 Back 00 Home',
    );
    expect(await first.send('1')).toMatch(/^END An M-Pesa prompt for KES 290 is coming/);
    const [bought] = await ordersOf(phone);
    expect(bought).toMatchObject({ deliveryCounty: 'Kiambu', deliveryAddress: 'Opposite the Total petrol station, Thika', totalCents: 29_000 });
    await eventually(async () => ((await ordersOf(phone))[0]?.paymentStatus === 'paid' ? true : undefined), 10_000);
    // The paid SMS says what and where it goes.
    const paidSms = await eventually(() => at.inbox(phone).find((m) => m.message.includes('is paid')), 5_000);
    expect(paidSms.message).toMatch(/^Miche: order MC\w{8} is paid.*We deliver to Opposite the Total petrol station, Thika, Kiambu in the next day\.$/);
    expect(paidSms.from).toBe('MICHE');

    // 2. Back later: "Buy again" is the last purchase, in three screens (menu, summary, END).
    await later(phone);
    const again = dial(phone);
    const menu = await again.send();
    expect(menu).toMatch(/\n6 Buy again: Cabbage Gloria F1 x10\n7 Book for later$/);
    expect(await again.send('6')).toMatch(
      /^CON Cabbage Gloria F1 x10 KES 40\nDeliver to Kiambu, Opposite the Total petrol station, Thika: KES 250\nTotal KES 290/,
    );
    expect(await again.send('1')).toMatch(/^END An M-Pesa prompt for KES 290 is coming/);
    expect(again.answers).toHaveLength(2);
    await eventually(async () => ((await ordersOf(phone)).filter((o) => o.paymentStatus === 'paid').length === 2 ? true : undefined), 10_000);

    // 3. A top-up by USSD (an STK prompt), then an order paid from the wallet.
    const topUp = dial(phone);
    await topUp.send();
    expect(await topUp.send('3')).toBe('CON Wallet: KES 0\nReferral points: 0\n1 Top up with M-Pesa\n0 Back 00 Home');
    await topUp.send('1');
    expect(await topUp.send('1000')).toMatch(/^END An M-Pesa prompt to add KES 1,000 to your wallet is coming/);
    const uid = phoneCustomerUid(phone);
    await eventually(async () => ((await walletOf(uid)) === 100_000 ? true : undefined), 10_000);
    await later(phone);
    const wallet = dial(phone);
    await wallet.send();
    await wallet.send('1');
    const herbs = await wallet.send('5');
    const dhania = /^(\d) Dhania KES 2$/m.exec(herbs)?.[1];
    await wallet.send(dhania);
    await wallet.send('50');
    expect(await wallet.send('1')).toMatch(/Total KES 100\n1 Pay with M-Pesa\n2 Cancel\n3 Pay from wallet \(KES 1,000\)/);
    const paid = await wallet.send('3');
    expect(paid).toMatch(/^END Order (MC\w{8}) is paid from your wallet\. KES 900 is left in it\. We will send an SMS\.\nPick up at Miche Nursery, Ruaka/);
    const reference = /Order (MC\w{8})/.exec(paid)![1]!;
    expect(await walletOf(uid)).toBe(90_000);
    const [walletOrder] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(walletOrder).toMatchObject({ status: 'paid', paymentStatus: 'paid', deliveryMethod: 'pickup' });

    // 4. STATUS by SMS: the newest order's state, what it holds and where to collect it.
    const before = at.inbox(phone).length;
    expect((await text(phone, 'status')).status).toBe(200);
    const status = await newest(phone, before);
    expect(status.message).toMatch(
      new RegExp(`^Miche: order ${reference} \\(Dhania x50\\): Paid\\. Pick up at Miche Nursery, Ruaka, Mon-Fri 7 am-6 pm, Sat 7 am-4 pm\\.$`),
    );
    expect(status.message.length).toBeLessThanOrEqual(160);
    // By its reference, an older one.
    const count = at.inbox(phone).length;
    await text(phone, `HALI ${bought!.reference}`);
    expect((await newest(phone, count)).message).toMatch(new RegExp(`^Miche: order ${bought!.reference} \\(Cabbage Gloria F1 x10\\): Paid\\.`));
  });

  it('pays from the wallet once when the same step comes twice at once', async () => {
    const phone = freshNumber();
    const uid = phoneCustomerUid(phone);
    // Money in the wallet by a staff adjustment, through the ledger.
    const setup = dial(phone);
    await setup.send();
    await setup.send('1');
    const { adjustWallet } = await import('@/lib/server/services/adjustments');
    await adjustWallet(database.db, { uid, amountCents: 50_000, reason: 'Change owed at the gate', actor: 'staff', key: `race-${kind}` });
    const toSummary = async () => {
      const session = dial(phone);
      await session.send();
      await session.send('1');
      await session.send('5');
      await session.send('1');
      await session.send('20');
      expect(await session.send('1')).toContain('3 Pay from wallet (KES 500)');
      return session;
    };
    const [a, b] = [await toSummary(), await toSummary()];
    const ends = await Promise.all([a.send('3'), b.send('3')]);
    expect(ends.filter((e) => /is paid from your wallet/.test(e))).toHaveLength(1);
    expect(ends.filter((e) => /is already paid/.test(e))).toHaveLength(1);
    const placed = await ordersOf(phone);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentStatus: 'paid' });
    expect(await walletOf(uid)).toBe(50_000 - placed[0]!.totalCents);
    const entries = await database.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `order:${placed[0]!.id}:%`));
    expect(entries).toHaveLength(1);
    // The same step again later finds the paid order: no second payment.
    expect(await a.resend()).toMatch(/is already paid/);
    expect(await walletOf(uid)).toBe(50_000 - placed[0]!.totalCents);
  });

  it("answers HELP, MSAADA, STOP and START, an unknown text, and another number's reference; once per message", async () => {
    const phone = freshNumber();
    let seen = at.inbox(phone).length;
    const reply = async (body: string, id?: string) => {
      expect((await text(phone, body, id)).status).toBe(200);
      const m = await newest(phone, seen);
      seen = at.inbox(phone).length;
      return m.message;
    };
    expect(await reply('help')).toMatch(/^Miche: dial \*384\*56# to buy seedlings\. Text STATUS/);
    expect(await reply('MSAADA')).toMatch(/^Miche: piga \*384\*56# kununua miche\. Tuma HALI/);
    expect(await reply('hello there')).toMatch(/^Miche: dial \*384\*56#/);
    expect(await reply('STATUS')).toBe('Miche: no orders from this number yet. Dial *384*56# to buy seedlings.');
    const [someone] = await database.db.select({ reference: orders.reference }).from(orders).limit(1);
    expect(await reply(`STATUS ${someone!.reference}`)).toBe(`Miche: no order ${someone!.reference} from this number. Dial *384*56# and choose My orders.`);
    expect(await reply('Stop')).toMatch(/^Miche: no more SMS from Miche to this number, whoever orders for it\. Text START/);
    expect(
      (
        await database.db
          .select({ on: users.smsUpdates })
          .from(users)
          .where(eq(users.uid, phoneCustomerUid(phone)))
      )[0]?.on,
    ).toBe(false);
    expect(await reply('START')).toMatch(/^Miche: SMS from Miche are on again/);
    // AT posts a message again when the shop was slow: it is answered once.
    const id = `dup-${kind}-${Date.now()}`;
    await reply('HELP', id);
    expect((await text(phone, 'HELP', id)).status).toBe(200);
    // One reply queued for that message id, however often it came (sent or not yet).
    expect(
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(smsOutbox)
        .where(eq(smsOutbox.idempotencyKey, `inbound:${id}`)),
    ).toEqual([{ n: 1 }]);
    // Hostile posts: a 400 or a 404, never a 500.
    const post = (fields: Record<string, string>, secret = LOCAL_AT_CALLBACK_SECRET) =>
      inboundRoute(
        new Request(`http://localhost:3000/api/sms/inbound/${secret}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }),
        { params: Promise.resolve({ secret }) },
      );
    expect((await post({ from: '+15551234567', to: '20384', text: 'STATUS', id: 'x1' })).status).toBe(400);
    expect((await post({ from: phone, to: '20384', text: 'a\u0000b', id: 'x2' })).status).toBe(400);
    expect((await post({ from: phone, to: '20384', text: 'STATUS', id: '' })).status).toBe(400);
    expect((await post({ from: phone, to: '20384', text: 'STATUS', id: 'x3' }, 'wrong')).status).toBe(404);
    expect((await post({ from: phone, to: '20384', text: 'x'.repeat(1_999), id: 'x4' })).status).toBe(200);
  });

  it('lists a call-back request for staff with the number and its language, once while it waits', async () => {
    const phone = freshNumber();
    for (let i = 0; i < 2; i++) {
      const session = dial(phone);
      if ((await session.send()).includes('2 Kiswahili')) await session.send('2');
      expect(await session.send('5')).toContain('1 Nipigieni simu');
      expect(await session.send('1')).toBe(`END Asante. Miche itakupigia kwa ${phone} saa za kazi, kwa Kiswahili.`);
    }
    const open = await callbackList(database.db);
    expect(open.filter((r) => r.phone === phone)).toEqual([expect.objectContaining({ phone, locale: 'sw', doneAt: null })]);
  });

  it("keeps the phone's language when it is joined to a web account, and the account keeps its own", async () => {
    const phone = freshNumber();
    const first = dial(phone);
    await first.send();
    await first.send('2');
    const person = await signedIn({ name: 'Achieng Otieno' });
    await database.db.update(users).set({ locale: 'en' }).where(eq(users.uid, person.uid));
    const post = (path: string, body: unknown, handler: typeof askCode) => handler(jsonRequest(path, { cookie: person.cookie, body }), undefined);
    expect((await post('/api/profile/phone', { phone }, askCode)).status).toBe(200);
    // The code SMS is in the web account's language (English here), without "USSD".
    const sms = await eventually(() => at.inbox(phone).find((m) => m.message.startsWith('Miche: your code is')), 5_000);
    expect(sms.message).toMatch(/^Miche: your code is \d{6}\. Enter it on your Miche account to use \*384\*56# from this phone\. It expires in 10 minutes\.$/);
    expect((await post('/api/profile/phone/confirm', { code: /(\d{6})/.exec(sms.message)![1] }, confirmCode)).status).toBe(200);

    // The next dial is the web account, and goes on in Kiswahili without asking.
    const next = dial(phone);
    expect(await next.send()).toMatch(/^CON Miche\n1 Nunua miche/);
    await next.send('4');
    expect(await next.send('1')).toMatch(/^CON Language saved\.\nMiche seedlings/);
    const [row] = await database.db.select({ locale: users.locale, ussdLocale: users.ussdLocale }).from(users).where(eq(users.uid, person.uid));
    expect(row).toEqual({ locale: 'en', ussdLocale: 'en' });
    const back = dial(phone);
    await back.send();
    await back.send('4');
    await back.send('2');
    expect((await database.db.select({ locale: users.locale, ussdLocale: users.ussdLocale }).from(users).where(eq(users.uid, person.uid)))[0]).toEqual({
      locale: 'en',
      ussdLocale: 'sw',
    });
  });

  it('ends any length of answers kindly: a long landmark, a session past what a menu takes', async () => {
    const phone = freshNumber();
    const session = dial(phone);
    await session.send();
    await session.send('1');
    await session.send('1');
    await session.send('1');
    await session.send('1');
    await session.send('1');
    await session.send('2');
    await session.send('kiambu');
    expect(await session.send('Near the big church '.repeat(8))).toMatch(/^CON Too long: keep it under 100 letters\./);
    const long = await ussdStep({
      sessionId: `ATUid_long_${kind}`,
      serviceCode: '*384*56#',
      phoneNumber: phone,
      networkCode: '63902',
      text: `1*${'x'.repeat(5_000)}`,
    });
    expect(long.status).toBe(200);
    expect(await long.text()).toBe('END That was more than this menu can take. Please dial again and keep answers short.');
  });
});
