/**
 * Rate limits kept in PostgreSQL, with the real limits (the other suites raise them): a clear 429 with
 * a retry time, counted correctly under concurrency, for STK pushes and e-mails. The clock is fixed
 * in the middle of every window, so a run that straddles a minute or an hour counts the same.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { POST as emailAllowance } from '@/app/api/auth/email-allowance/route';
import { POST as stkPushRoute } from '@/app/api/mpesa/stkPush/route';
import { eq } from 'drizzle-orm';
import { POST as askCode } from '@/app/api/profile/phone/route';
import { paymentAttempts, users } from '@/lib/server/db/schema';
import { systemClock } from '@/lib/server/clock';
import { LIMITS, RateLimited, consume } from '@/lib/server/rate-limit';
import { useClock } from '@/lib/server/services/deps';
import { openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import { bodyOf, jsonRequest } from '../support/requests';
import { signedIn } from '../support/sessions';
import { placeOrder, stockedProducts } from '../support/shop-fixtures';
import { databaseKinds, type TestDatabase } from '../support/test-database';

// The real limits here; the suites after this one share the process, so it is put back afterwards.
const raised = process.env.RATE_LIMIT_MULTIPLIER;
process.env.RATE_LIMIT_MULTIPLIER = '1';
process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;
// 10:05:30 Nairobi: half a minute into its minute, five into its ten minutes, five into its hour.
const fixed = { now: () => new Date('2026-11-23T07:05:30Z') };
beforeAll(() => useClock(fixed));
afterAll(() => {
  process.env.RATE_LIMIT_MULTIPLIER = raised;
  useClock(systemClock);
});

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let database: TestDatabase;
  let harness: PaymentsHarness;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments(kind, { poolMax: 10 }));
  });
  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  it('counts concurrent requests exactly, in one window per key', async () => {
    const limit = { name: 'test', max: 7, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => consume(database.db, limit, 'same-subject', fixed)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(RateLimited);
    expect((refused?.reason as RateLimited).retryAfterSeconds).toBe(30);
    await expect(consume(database.db, limit, 'another-subject', fixed)).resolves.toBeUndefined();
  });

  it('refuses the sixth prompt to one phone within ten minutes with 429 and a retry time, sending nothing', async () => {
    const person = await signedIn();
    const catalogue = await stockedProducts(database.db);
    const { body } = await placeOrder(person, [[catalogue[0]!, 1]]);
    harness.sandbox.engine.knobs.approveDelayMs = 10;
    const phone = '0708374150';
    for (let i = 0; i < LIMITS.stkPerPhone.max; i++) {
      const response = await stkPushRoute(jsonRequest('/api/mpesa/stkPush', { cookie: person.cookie, body: { orderId: body.data.id, phone } }), undefined);
      expect(response.status).toBe(200);
      // The test number cancels: wait for it before the next prompt.
      await new Promise((r) => setTimeout(r, 150));
    }
    const attempts = await database.db.$count(paymentAttempts);
    const refused = await stkPushRoute(jsonRequest('/api/mpesa/stkPush', { cookie: person.cookie, body: { orderId: body.data.id, phone } }), undefined);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(270));
    expect((await bodyOf(refused)).message).toBe('Too many requests. Please try again in 5 minutes.');
    expect(await database.db.$count(paymentAttempts)).toBe(attempts);
  });

  it('counts a phone-code request before anything is said of the number: a joined one answers as a free one (issue 25)', async () => {
    const joined = '+254711555001';
    const holder = await signedIn({ name: 'Holder' });
    await database.db.update(users).set({ phone: joined, ussdPhone: joined, phoneConfirmedAt: new Date() }).where(eq(users.uid, holder.uid));
    const probe = async (phone: string) => {
      const prober = await signedIn({ name: 'Prober' });
      const answers: Array<[number, unknown]> = [];
      for (let i = 0; i < 4; i++) {
        const response = await askCode(jsonRequest('/api/profile/phone', { cookie: prober.cookie, body: { phone } }), undefined);
        const body = await bodyOf(response);
        answers.push([response.status, response.status === 200 ? body.message : (body as { code?: string }).code]);
      }
      return answers;
    };
    const expected = [
      [200, 'Code sent'],
      [200, 'Code sent'],
      [200, 'Code sent'],
      [429, 'rate_limited'],
    ];
    expect(await probe(joined)).toEqual(expected);
    expect(await probe('+254711555002')).toEqual(expected);
  });

  it('allows three verification e-mails an hour to one address', async () => {
    const ask = () => emailAllowance(jsonRequest('/api/auth/email-allowance', { body: { kind: 'verify', email: `limit-${kind}@miche.test` } }), undefined);
    expect([(await ask()).status, (await ask()).status, (await ask()).status]).toEqual([200, 200, 200]);
    const fourth = await ask();
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe(String(54 * 60 + 30));
    const bad = await emailAllowance(jsonRequest('/api/auth/email-allowance', { body: { kind: 'spam', email: 'x' } }), undefined);
    expect(bad.status).toBe(400);
  });
});
