/**
 * The USSD shop through its callback route, as Africa's Talking calls it (form-encoded
 * steps, the session's answers joined by `*`), against real databases and the Daraja sandbox
 * in-process, whose callbacks reach the real callback route.
 * Requires: PGlite, PostgreSQL when DATABASE_URL is set (the Auth emulator is not used).
 */
import { eq, like } from 'drizzle-orm';
import { POST as confirmCode } from '@/app/api/profile/phone/confirm/route';
import { POST as askCode } from '@/app/api/profile/phone/route';
import { adjustWallet } from '@/lib/server/services/adjustments';
import { bodyOf, jsonRequest } from '../support/requests';
import { signedIn } from '../support/sessions';
import { LOCAL_AT_API_KEY, LOCAL_AT_CALLBACK_SECRET } from '@/lib/deployment.mjs';
import { orders, smsOutbox, users } from '@/lib/server/db/schema';
import { createAtClient } from '@/lib/server/sms/at-client';
import { drainSmsOutbox, failedSms, MAX_SMS_ATTEMPTS, queueOrderSms } from '@/lib/server/sms/outbox';
import { POST as deliveryReport } from '@/app/api/sms/delivery/[secret]/route';
import { appClock, useSmsSender as installSmsSender } from '@/lib/server/services/deps';
import { startAtSandbox, type RunningAtSandbox } from '@/tools/at-sandbox/server';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { databaseKinds, type TestDatabase } from '../support/test-database';
import { dial, ussdStep as step } from '../support/ussd-session';

// The sandbox's callbacks carry the harness's secret.
process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

const APPROVES = '+254708374149';

describe.each(databaseKinds)('the USSD shop on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let at: RunningAtSandbox;
  const gateway = () => createAtClient({ baseUrl: at.url, username: 'sandbox', apiKey: LOCAL_AT_API_KEY });
  const clock = (offsetMs: number) => ({ now: () => new Date(Date.now() + offsetMs) });

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind, { poolMax: 10 }));
    at = await startAtSandbox({ port: 0 });
    // The routes drain the outbox themselves, into this suite's stand-in.
    installSmsSender(gateway());
  });

  afterAll(async () => {
    const report = await checkLedger(database.db);
    expect(report).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], pointsDrift: [] });
    await harness.close();
    await at.close();
    await database.close();
  });

  it('sells a tray in Kiswahili to a first caller: language, crop, tray, pickup, then a paid order', async () => {
    const phone = dial(APPROVES);
    expect(await phone.send()).toBe('CON Karibu Miche / Welcome\n1 English\n2 Kiswahili');
    expect(await phone.send('2')).toMatch(/^CON Miche\n1 Nunua miche/);
    // The language is the number's now, and the same session goes on from the main menu.
    expect(
      (
        await database.db
          .select({ locale: users.locale })
          .from(users)
          .where(eq(users.uid, phoneCustomerUid(APPROVES)))
      )[0]?.locale,
    ).toBe('sw');
    expect(await phone.send('1')).toContain('1 Mboga za matunda');
    // Nine fruiting seedlings, five a screen: the tray of tomatoes is on the second.
    expect(await phone.send('1')).toContain('98 Zaidi');
    const second = await phone.send('98');
    const tray = /^(\d) Nyanya Anna F1 trei 50 KES 700$/m.exec(second);
    expect(tray).not.toBeNull();
    expect(await phone.send(tray![1])).toContain('KES 700 kwa trei, zimebaki 40\nWeka idadi ya trei: 1 hadi 40');
    expect(await phone.send('2')).toContain('1 Chukua Kitalu cha Miche, Ruaka (bure)');
    expect(await phone.send('1')).toMatch(/Jumla KES 1,400\n1 Lipa kwa M-Pesa\n2 Ghairi/);
    expect(await phone.send('1')).toMatch(/^END Ombi la M-Pesa la KES 1,400 linakuja/);

    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.userUid, phoneCustomerUid(APPROVES)));
    expect(order).toMatchObject({ phone: APPROVES, deliveryMethod: 'pickup', paymentMethod: 'mpesa', totalCents: 140_000 });
    await eventually(async () => {
      const [row] = await database.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order!.id));
      return row?.paymentStatus === 'paid' ? row : undefined;
    }, 10_000);

    // Its SMS in Kiswahili, sent as soon as each was queued: received, then paid with the M-Pesa receipt.
    const inbox = await eventually(() => (at.inbox(APPROVES).length >= 2 ? at.inbox(APPROVES).map((m) => m.message) : undefined), 5_000);
    // Paid for pickup: where and when to collect it.
    expect(inbox[0]).toMatch(new RegExp(`^Miche: oda ${order!.reference} imelipwa.*\\. Ichukue Kitalu cha Miche, Ruaka, Jumatatu-Ijumaa saa 1 asubuhi`));
    // No Paybill while the prompt is open: it would read as a second payment to make.
    expect(inbox[1]).toBe(`Miche: oda ${order!.reference} imepokelewa: Nyanya Anna F1 trei 50 x2, jumla KES 1,400.`);

    // My orders shows it paid, in the number's language, in a new session.
    const again = dial(APPROVES);
    expect(await again.send()).toMatch(/^CON Miche\n1 Nunua miche/);
    expect(await again.send('2')).toContain(`1 ${order!.reference} Imelipwa`);
  });

  it('answers a malformed step, a foreign number or a failure with END and an apology, never a 500', async () => {
    const malformed: Array<Record<string, string>> = [
      {},
      { sessionId: 'x', serviceCode: '*384*56#', phoneNumber: '0712345678', text: '' },
      { sessionId: 'x', serviceCode: '*384*56#', phoneNumber: '+15551234567', text: '' },
      { sessionId: 'x', serviceCode: '*384*56#', phoneNumber: APPROVES, text: 'a\u0000b' },
      { sessionId: '../../etc', serviceCode: '*384*56#', phoneNumber: APPROVES, text: '' },
    ];
    for (const fields of malformed) {
      const response = await step(fields);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^END Sorry, something went wrong\. Please dial again\.\nSamahani/);
    }
    expect((await step({ sessionId: 'y', serviceCode: '*384*56#', phoneNumber: APPROVES, text: '' }, 'wrong-secret')).status).toBe(404);
  });

  it('never lets a caller pay an order of another number', async () => {
    const stranger = dial('+254711000111');
    await stranger.send();
    await stranger.send('1');
    expect(await stranger.send('2')).toBe('CON You have no orders yet.\n0 Back 00 Home');
    // Under Language, the number turns its order SMS off.
    await stranger.send('00');
    await stranger.send('4');
    expect(await stranger.send('3')).toMatch(/^CON Order SMS are off\./);
    const [row] = await database.db
      .select({ smsUpdates: users.smsUpdates })
      .from(users)
      .where(eq(users.uid, phoneCustomerUid('+254711000111')));
    expect(row?.smsUpdates).toBe(false);
  });

  it('asks for the care SMS after pickup under Language and SMS, and the next order carries it (issue 30)', async () => {
    const caller = '+254711000222';
    const phone = dial(caller);
    await phone.send();
    await phone.send('1');
    expect(await phone.send('4')).toContain('\n4 Care tips by SMS after pickup\n');
    expect(await phone.send('4')).toMatch(/^CON Your next orders get 3 care tips by SMS after pickup\./);
    const [row] = await database.db
      .select({ careTips: users.careTips })
      .from(users)
      .where(eq(users.uid, phoneCustomerUid(caller)));
    expect(row?.careTips).toBe(true);
    const screens = [await phone.send('1'), await phone.send('1'), await phone.send('1'), await phone.send('1'), await phone.send('1')];
    expect(screens[4]).toMatch(/Total KES [\d,]+\n1 Pay with M-Pesa/);
    expect(await phone.send('1')).toMatch(/^END An M-Pesa prompt/);
    const placed = await database.db
      .select({ careTips: orders.careTips })
      .from(orders)
      .where(eq(orders.userUid, phoneCustomerUid(caller)));
    expect(placed).toEqual([{ careTips: true }]);
  });

  it('sends each queued SMS once under drains at the same time, and retries a failing gateway with waits', async () => {
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.userUid, phoneCustomerUid(APPROVES)));
    await database.db.transaction(async (tx) => {
      for (const event of ['dispatched', 'delivered'] as const) await queueOrderSms(tx, order!.id, event);
      await queueOrderSms(tx, order!.id, 'dispatched');
    });
    const before = at.inbox(APPROVES).length;
    const drains = await Promise.all([1, 2, 3].map(() => drainSmsOutbox(database.db, gateway(), appClock())));
    expect(drains.reduce((n, d) => n + d.sent, 0)).toBe(2);
    expect(at.inbox(APPROVES).length).toBe(before + 2);

    // A message queued a moment ago goes even when this clock is behind the database's.
    await queueOrderSms(database.db, order!.id, 'delivered', { key: 'again' });
    expect(await drainSmsOutbox(database.db, gateway(), clock(-5_000))).toMatchObject({ sent: 1 });

    // The gateway fails: the message waits and is tried again later, until it goes.
    await queueOrderSms(database.db, order!.id, 'cancelled');
    at.knobs.failNextSends = 2;
    expect(await drainSmsOutbox(database.db, gateway(), appClock())).toMatchObject({ sent: 0, retrying: 1 });
    expect(await drainSmsOutbox(database.db, gateway(), appClock())).toMatchObject({ sent: 0, retrying: 0 });
    expect(await drainSmsOutbox(database.db, gateway(), clock(40_000))).toMatchObject({ retrying: 1 });
    expect(await drainSmsOutbox(database.db, gateway(), clock(200_000))).toMatchObject({ sent: 1 });
    expect(at.inbox(APPROVES)[0]?.message).toBe(`Miche: oda ${order!.reference} imeghairiwa.`);
    const [sent] = await database.db
      .select()
      .from(smsOutbox)
      .where(like(smsOutbox.idempotencyKey, `order:${order!.id}:cancelled`));
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, atMessageId: expect.stringMatching(/^ATXid_/) });
    expect(MAX_SMS_ATTEMPTS).toBeGreaterThan(3);

    // AT reports it undelivered (twice, as AT may): staff see it in the back office's list.
    for (let i = 0; i < 2; i++) {
      const report = await deliveryReport(
        new Request(`http://localhost:3000/api/sms/delivery/${LOCAL_AT_CALLBACK_SECRET}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            id: sent!.atMessageId!,
            status: 'Failed',
            phoneNumber: APPROVES,
            failureReason: 'AbsentSubscriber',
            retryCount: '0',
          }).toString(),
        }),
        { params: Promise.resolve({ secret: LOCAL_AT_CALLBACK_SECRET }) },
      );
      expect(await report.text()).toBe('OK');
    }
    expect((await failedSms(database.db)).map((s) => [s.message, s.deliveryStatus])).toContainEqual([
      `Miche: oda ${order!.reference} imeghairiwa.`,
      'Failed: AbsentSubscriber',
    ]);
  });

  it('joins the phone to a web account that confirms it by an SMS code: its orders and wallet move, through the ledger', async () => {
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.userUid, phoneCustomerUid(APPROVES)));
    await adjustWallet(database.db, {
      uid: phoneCustomerUid(APPROVES),
      amountCents: 5_000,
      reason: 'Change owed at the gate',
      actor: 'staff',
      key: 'ussd-test',
    });
    const person = await signedIn({ name: 'Wanjiru Kamau' });
    const post = (path: string, body: unknown, handler: typeof askCode) => handler(jsonRequest(path, { cookie: person.cookie, body }), undefined);

    expect((await post('/api/profile/phone', { phone: '0708 374 149' }, askCode)).status).toBe(200);
    const sms = await eventually(() => at.inbox(APPROVES).find((m) => m.message.startsWith('Miche: your code is')), 5_000);
    const code = /(\d{6})/.exec(sms.message)![1]!;
    const wrong = await post('/api/profile/phone/confirm', { code: code === '000000' ? '111111' : '000000' }, confirmCode);
    expect([wrong.status, ((await wrong.json()) as { code: string }).code]).toEqual([400, 'phone_code_wrong']);
    expect((await post('/api/profile/phone/confirm', { code: '12a' }, confirmCode)).status).toBe(400);

    const confirmed = await post('/api/profile/phone/confirm', { code }, confirmCode);
    expect(confirmed.status).toBe(200);
    expect((await bodyOf<{ movedOrders: number; movedCents: number }>(confirmed)).data).toMatchObject({ phone: APPROVES, movedCents: 5_000 });
    // Used once.
    expect((await post('/api/profile/phone/confirm', { code }, confirmCode)).status).toBe(400);
    const wallet = async (uid: string) => (await database.db.select({ cents: users.walletBalanceCents }).from(users).where(eq(users.uid, uid)))[0]?.cents;
    expect([await wallet(phoneCustomerUid(APPROVES)), await wallet(person.uid)]).toEqual([0, 5_000]);
    expect((await database.db.select({ uid: orders.userUid }).from(orders).where(eq(orders.id, order!.id)))[0]?.uid).toBe(person.uid);

    // From now on USSD from that phone is the web account: its orders, its wallet; and the phone keeps
    // the language it chose (joining no longer asks again).
    const phone = dial(APPROVES);
    expect(await phone.send()).toMatch(/^CON Miche\n1 Nunua miche/);
    expect(await phone.send('3')).toBe('CON Pochi: KES 50\nPointi za rufaa: 0\n1 Ongeza pesa kwa M-Pesa\n0 Rudi 00 Mwanzo');
    await phone.send('0');
    expect(await phone.send('2')).toContain(`1 ${order!.reference}`);

    // Another account cannot take the phone over, nor learn that it is joined: the same answer as for a
    // free number, and the SMS goes to the phone's holder instead of a code.
    const other = await signedIn({ name: 'Someone Else' });
    const taken = await askCode(jsonRequest('/api/profile/phone', { cookie: other.cookie, body: { phone: APPROVES } }), undefined);
    expect([taken.status, (await bodyOf(taken)).message]).toEqual([200, 'Code sent']);
    await eventually(() => at.inbox(APPROVES).find((m) => m.message.startsWith('Miche: someone asked to join this phone')), 5_000);
    const guess = await confirmCode(jsonRequest('/api/profile/phone/confirm', { cookie: other.cookie, body: { code } }), undefined);
    expect([guess.status, ((await guess.json()) as { code: string }).code]).toEqual([400, 'phone_code_wrong']);
  });
});
