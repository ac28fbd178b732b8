import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createDarajaClient,
  darajaConfigFromEnv,
  parseC2bConfirmation,
  parseStkCallback,
  type DarajaConfig,
  type FetchLike,
  type PaymentGateway,
  type StkPushResult,
} from '@/lib/server/daraja';
import { startSandbox, type RunningSandbox } from '@/tools/mpesa-sandbox/server';
import { FAST, call, token } from '../mpesa-sandbox/support/daraja-wire';
import { startReceiver, type Received } from '../mpesa-sandbox/support/receiver';

// The Daraja client against the sandbox over loopback.

let sandbox: RunningSandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let config: DarajaConfig;

beforeAll(async () => {
  receiver = await startReceiver();
  sandbox = await startSandbox(FAST);
  config = darajaConfigFromEnv({ MPESA_BASE_URL: sandbox.url, MPESA_CALLBACK_BASE_URL: receiver.url });
});

afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

beforeEach(() => {
  sandbox.engine.reset();
  receiver.clear();
});

/** Counts requests per path and can make chosen ones fail like a network would. */
function countingFetch(fail?: (url: string, n: number) => boolean) {
  const counts = new Map<string, number>();
  const fetchImpl: FetchLike = async (input, init) => {
    const path = new URL(input).pathname;
    const n = (counts.get(path) ?? 0) + 1;
    counts.set(path, n);
    if (fail?.(path, n) === true) throw new TypeError('fetch failed', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) });
    return fetch(input, init);
  };
  return { fetchImpl, count: (path: string) => counts.get(path) ?? 0 };
}

const OAUTH = '/oauth/v1/generate';
const QUERY = '/mpesa/stkpushquery/v1/query';
const PUSH = '/mpesa/stkpush/v1/processrequest';

function fakeClock(start = Date.now()) {
  let offset = 0;
  return {
    clock: { now: () => new Date(start + offset) },
    advance(ms: number) {
      offset += ms;
    },
  };
}

let refs = 0;
async function pushOk(client: PaymentGateway, phone: string, amount = 1250) {
  refs += 1;
  const result = await client.stkPush({ phone, amount, accountReference: 'ABC123', attemptRef: `att${refs}` });
  if (!result.ok) throw new Error(`push failed: ${JSON.stringify(result)}`);
  return result;
}

function callbackFor(id: string, timeoutMs = 2_000): Promise<Received> {
  return receiver.waitFor(
    (r) => (r.json as { Body?: { stkCallback?: { CheckoutRequestID?: string } } })?.Body?.stkCallback?.CheckoutRequestID === id,
    timeoutMs,
  );
}

describe('OAuth token cache', () => {
  beforeEach(() => {
    // The fake clocks below move the Timestamp too; this suite is about tokens, not timestamps.
    sandbox.engine.knobs.timestampToleranceSeconds = -1;
  });

  it('asks for one token for 20 concurrent calls, and reuses it', async () => {
    const { fetchImpl, count } = countingFetch();
    const client = createDarajaClient(config, { fetch: fetchImpl });
    const first = await Promise.all(Array.from({ length: 20 }, () => client.stkQuery('ws_CO_01012026000000001712000001')));
    expect(first.every((r) => r.status === 'pending')).toBe(true);
    expect(count(OAUTH)).toBe(1);
    await Promise.all(Array.from({ length: 20 }, () => client.stkQuery('ws_CO_01012026000000001712000001')));
    expect(count(OAUTH)).toBe(1);
    expect(count(QUERY)).toBe(40);
  });

  it('refreshes about a minute before expiry, once for 20 concurrent calls', async () => {
    const { fetchImpl, count } = countingFetch();
    const time = fakeClock();
    const client = createDarajaClient(config, { fetch: fetchImpl, clock: time.clock });
    await client.stkQuery('ws_CO_1');
    time.advance(3_599_000 - 61_000);
    await client.stkQuery('ws_CO_1');
    expect(count(OAUTH)).toBe(1);
    time.advance(2_000); // now inside the last minute
    const results = await Promise.all(Array.from({ length: 20 }, () => client.stkQuery('ws_CO_1')));
    expect(results.every((r) => r.status === 'pending')).toBe(true);
    expect(count(OAUTH)).toBe(2);
  });

  it('refreshes short-lived tokens half-way through their life', async () => {
    const short = await startSandbox({ ...FAST, tokenLifetimeSeconds: 2, timestampToleranceSeconds: -1 });
    try {
      const { fetchImpl, count } = countingFetch();
      const time = fakeClock();
      const client = createDarajaClient({ ...config, baseUrl: short.url }, { fetch: fetchImpl, clock: time.clock });
      await client.stkQuery('ws_CO_1');
      time.advance(900);
      await client.stkQuery('ws_CO_1');
      expect(count(OAUTH)).toBe(1);
      time.advance(200);
      await client.stkQuery('ws_CO_1');
      expect(count(OAUTH)).toBe(2);
    } finally {
      await short.close();
    }
  });

  it('gets a new token once when Daraja calls the cached one invalid', async () => {
    const { fetchImpl, count } = countingFetch();
    const client = createDarajaClient(config, { fetch: fetchImpl });
    await pushOk(client, '+254708374149');
    await call(sandbox.url, '/__sandbox/tokens/expire');
    const again = await client.stkPush({ phone: '0708374150', amount: 10, accountReference: 'ABC124', attemptRef: 'retry1' });
    expect(again.ok).toBe(true);
    expect(count(OAUTH)).toBe(2);
    expect(count(PUSH)).toBe(3); // first push, refused push, resent push
  });

  it('reports wrong credentials as typed results, never as a throw', async () => {
    const { fetchImpl, count } = countingFetch();
    const client = createDarajaClient({ ...config, consumerSecret: 'wrong' }, { fetch: fetchImpl });
    const auth = { reason: 'auth', httpStatus: 400, errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' };
    expect(await client.stkPush({ phone: '0708374149', amount: 1, accountReference: 'A1', attemptRef: 'x1' })).toEqual({ ok: false, ...auth });
    expect(await client.stkQuery('ws_CO_1')).toEqual({
      status: 'error',
      httpStatus: 400,
      errorCode: '400.008.01',
      errorMessage: 'Invalid Authentication passed',
    });
    expect(await client.registerC2bUrls({ confirmationUrl: 'http://127.0.0.1:1/c', validationUrl: 'http://127.0.0.1:1/v' })).toEqual({ ok: false, ...auth });
    expect(count(PUSH)).toBe(0);
    expect(count(OAUTH)).toBe(3);
  });
});

describe('stkPush', () => {
  it('sends Nairobi time, a valid password and numbers, and returns the IDs', async () => {
    const client = createDarajaClient(config);
    const result = await pushOk(client, '0708 374 149');
    expect(result).toEqual({
      ok: true,
      merchantRequestId: expect.stringMatching(/^\d{5}-\d{8}-1$/),
      checkoutRequestId: expect.stringMatching(/^ws_CO_\d+708374149$/),
      customerMessage: 'Success. Request accepted for processing',
      callbackUrl: `${receiver.url}/api/payments/callback/local-callback-secret-7f3a9c2e/att${refs}`,
    });
    const logged = sandbox.engine.logEntries(0, 'call').find((e) => e.kind === 'call' && e.path === PUSH);
    expect(logged).toMatchObject({
      request: { BusinessShortCode: 174379, PartyA: 254708374149, PartyB: 174379, PhoneNumber: 254708374149, Amount: 1250, TransactionDesc: 'Miche order' },
    });
  });

  it('is right whatever the server time zone', async () => {
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: a naive local timestamp would be 11 hours off
    try {
      expect((await createDarajaClient(config).stkPush({ phone: '0708374149', amount: 1, accountReference: 'TZ1', attemptRef: 'tz' })).ok).toBe(true);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("gets 500.001.1001 in Daraja's envelope with a wrong passkey", async () => {
    const client = createDarajaClient({ ...config, passkey: 'not-the-passkey' });
    expect(await client.stkPush({ phone: '0708374149', amount: 1, accountReference: 'A1', attemptRef: 'pw' })).toEqual({
      ok: false,
      reason: 'rejected',
      httpStatus: 500,
      errorCode: '500.001.1001',
      errorMessage: '[MerchantValidate] - Wrong credentials',
    });
  });

  it('reports a timestamp that is not Nairobi time as Daraja does', async () => {
    const time = fakeClock(Date.now() - 3 * 3600 * 1000); // what a UTC server sending local time looks like
    const client = createDarajaClient(config, { clock: time.clock });
    expect(await client.stkPush({ phone: '0708374149', amount: 1, accountReference: 'A1', attemptRef: 'utc' })).toMatchObject({
      ok: false,
      reason: 'rejected',
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid Timestamp',
    });
  });

  it.each<[string, Partial<Parameters<PaymentGateway['stkPush']>[0]>, string]>([
    ['a foreign phone', { phone: '+255712345678' }, 'phone'],
    ['a landline-looking phone', { phone: '+254212345678' }, 'phone'],
    ['amount 0', { amount: 0 }, 'amount'],
    ['a fractional amount', { amount: 12.5 }, 'amount'],
    ['an amount over 150,000', { amount: 150_001 }, 'amount'],
    ['an AccountReference over 12 characters', { accountReference: 'ABCDEFGHIJKLM' }, 'accountReference'],
    ['an AccountReference with a hyphen', { accountReference: 'ORD-1' }, 'accountReference'],
    ['a TransactionDesc over 13 characters', { transactionDesc: 'Seedlings x 40' }, 'transactionDesc'],
    ['an attempt reference with "sql"', { attemptRef: 'mysql1' }, 'attemptRef'],
  ])('refuses %s without calling Daraja', async (_name, overrides, fieldName) => {
    const { fetchImpl, count } = countingFetch();
    const client = createDarajaClient(config, { fetch: fetchImpl });
    const result = await client.stkPush({ phone: '0708374149', amount: 10, accountReference: 'ABC123', attemptRef: 'a1', ...overrides });
    expect(result).toEqual({ ok: false, reason: 'invalid-request', field: fieldName, message: expect.any(String) });
    expect(count(OAUTH) + count(PUSH)).toBe(0);
  });

  describe('against a misbehaving server', () => {
    let server: Server;
    let base: string;
    let pushes = 0;
    let mode: 'hang' | 'html502' = 'hang';

    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url?.startsWith(OAUTH) === true) {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ access_token: 'T'.repeat(28), expires_in: '3599' }));
          return;
        }
        pushes += 1;
        if (mode === 'html502') {
          res.writeHead(502, { 'Content-Type': 'text/html' });
          res.end('<html>Bad gateway</html>');
        }
        // 'hang': never answer; the client's timeout must end it.
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    });

    beforeEach(() => {
      pushes = 0;
    });

    const request = { phone: '0708374149', amount: 10, accountReference: 'ABC123', attemptRef: 'n1' };

    it('times out, says the push may have gone out, and does not retry', async () => {
      mode = 'hang';
      const client = createDarajaClient({ ...config, baseUrl: base, timeoutMs: 100 });
      const result = await client.stkPush(request);
      expect(result).toEqual<StkPushResult>({ ok: false, reason: 'network', maybeSent: true, message: 'no answer within 100 ms' });
      expect(pushes).toBe(1);
    });

    it('treats a 502 page as unknown and does not retry', async () => {
      mode = 'html502';
      const client = createDarajaClient({ ...config, baseUrl: base });
      expect(await client.stkPush(request)).toMatchObject({ ok: false, reason: 'network', maybeSent: true });
      expect(pushes).toBe(1);
    });

    it('says nothing was sent when the server cannot be reached at all', async () => {
      const client = createDarajaClient({ ...config, baseUrl: 'http://127.0.0.1:9' });
      expect(await client.stkPush(request)).toMatchObject({ ok: false, reason: 'network', maybeSent: false });
    });

    it('queries through a hanging server as pending after its retries', async () => {
      mode = 'hang';
      const delays: number[] = [];
      const client = createDarajaClient(
        { ...config, baseUrl: base, timeoutMs: 50 },
        { sleep: async (ms) => void delays.push(ms), queryRetryDelaysMs: [10, 30] },
      );
      expect(await client.stkQuery('ws_CO_1')).toMatchObject({ status: 'pending', detail: 'unreachable' });
      expect(delays).toEqual([10, 30]);
      expect(pushes).toBe(3);
    });
  });
});

describe('each result code through the callback and the query', () => {
  it.each([
    [0, 'paid'],
    [1, 'failed'],
    [17, 'failed'],
    [1019, 'failed'],
    [1025, 'failed'],
    [1032, 'failed'],
    [1036, 'failed'],
    [1037, 'failed'],
    [2001, 'failed'],
    [2029, 'failed'],
    [9999, 'failed'],
  ])('%i', async (code, status) => {
    const client = createDarajaClient(config);
    const push = await pushOk(client, '0712345678');
    expect(await client.stkQuery(push.checkoutRequestId)).toMatchObject({ status: 'pending', detail: 'processing' });
    await call(sandbox.url, `/__sandbox/prompts/${push.checkoutRequestId}/resolve`, { body: { resultCode: code } });

    const parsed = parseStkCallback((await callbackFor(push.checkoutRequestId)).json);
    expect(parsed).toMatchObject({
      ok: true,
      value: { status, resultCode: code, checkoutRequestId: push.checkoutRequestId, merchantRequestId: push.merchantRequestId },
    });

    const queried = await client.stkQuery(push.checkoutRequestId);
    expect(queried).toMatchObject({ status, resultCode: code, checkoutRequestId: push.checkoutRequestId });
    if (queried.status === 'failed' && parsed.ok && parsed.value.status === 'failed') {
      expect(queried.message).toBe(parsed.value.message);
    }
  });

  it('1001 when a second push reaches a phone with a live prompt', async () => {
    const client = createDarajaClient(config);
    await pushOk(client, '0712345678');
    const second = await pushOk(client, '0712345678');
    const parsed = parseStkCallback((await callbackFor(second.checkoutRequestId)).json);
    expect(parsed).toMatchObject({ ok: true, value: { status: 'failed', resultCode: 1001, message: expect.stringMatching(/another M-Pesa request/i) } });
  });

  it('2029 soon after a Paybill/Till mismatch is "too early" when the push time is given', async () => {
    const client = createDarajaClient({ ...config, transactionType: 'CustomerBuyGoodsOnline', partyB: '5123456' });
    const submittedAt = new Date();
    const push = await pushOk(client, '0708374149');
    await callbackFor(push.checkoutRequestId);
    expect(await client.stkQuery(push.checkoutRequestId, { submittedAt })).toMatchObject({ status: 'pending', detail: 'too-early' });
    expect(await client.stkQuery(push.checkoutRequestId)).toMatchObject({ status: 'failed', resultCode: 2029 });
  });
});

describe('the hands-free test numbers through the client', () => {
  it('254708374149 pays: the callback carries receipt, amount, phone and date', async () => {
    const client = createDarajaClient(config);
    const push = await pushOk(client, '+254708374149', 1250);
    const parsed = parseStkCallback((await callbackFor(push.checkoutRequestId)).text);
    expect(parsed).toEqual({
      ok: true,
      value: {
        status: 'paid',
        merchantRequestId: push.merchantRequestId,
        checkoutRequestId: push.checkoutRequestId,
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
        receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
        amount: 1250,
        phone: '+254708374149',
        transactionDate: expect.any(Date),
      },
    });
    if (parsed.ok && parsed.value.status === 'paid') {
      expect(Math.abs((parsed.value.transactionDate?.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
    }
    expect(await client.stkQuery(push.checkoutRequestId)).toEqual({
      status: 'paid',
      merchantRequestId: push.merchantRequestId,
      checkoutRequestId: push.checkoutRequestId,
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
    });
  });

  it.each([
    ['+254708374150', 1032],
    ['+254708374151', 1037],
    ['+254708374152', 1],
    ['+254708374153', 2001],
  ])('%s fails with %i', async (phone, code) => {
    sandbox.engine.knobs.noAnswerTimeoutMs = 100;
    const client = createDarajaClient(config);
    const push = await pushOk(client, phone);
    expect(parseStkCallback((await callbackFor(push.checkoutRequestId)).json)).toMatchObject({ ok: true, value: { status: 'failed', resultCode: code } });
    expect(await client.stkQuery(push.checkoutRequestId)).toMatchObject({ status: 'failed', resultCode: code });
  });
});

describe('stkQuery when Safaricom has no answer', () => {
  it('treats the transient HTTP 500 500.001.1001 as pending, without hammering', async () => {
    const { fetchImpl, count } = countingFetch();
    const client = createDarajaClient(config, { fetch: fetchImpl });
    const push = await pushOk(client, '0708374149');
    await callbackFor(push.checkoutRequestId);
    sandbox.engine.knobs.queryFailureRate = 1;
    expect(await client.stkQuery(push.checkoutRequestId)).toEqual({
      status: 'pending',
      checkoutRequestId: push.checkoutRequestId,
      detail: 'no-answer',
      message: '',
    });
    expect(count(QUERY)).toBe(1);
    sandbox.engine.knobs.queryFailureRate = 0;
    expect(await client.stkQuery(push.checkoutRequestId)).toMatchObject({ status: 'paid' });
  });

  it('treats an unknown CheckoutRequestID as no answer (Safaricom does not say "failed")', async () => {
    expect(await createDarajaClient(config).stkQuery('ws_CO_01012026000000001712000001')).toMatchObject({
      status: 'pending',
      detail: 'no-answer',
      message: 'The transaction does not Exist',
    });
  });

  it('treats spike arrest as pending', async () => {
    sandbox.engine.knobs.maxRequestsPerSecond = 1;
    const client = createDarajaClient(config);
    const results = await Promise.all(Array.from({ length: 4 }, () => client.stkQuery('ws_CO_1')));
    expect(results.some((r) => r.status === 'pending' && r.detail === 'rate-limited')).toBe(true);
  });

  it('retries network failures with backoff, then answers', async () => {
    const { fetchImpl, count } = countingFetch((path, n) => path === QUERY && n <= 2);
    const delays: number[] = [];
    const client = createDarajaClient(config, { fetch: fetchImpl, sleep: async (ms) => void delays.push(ms), queryRetryDelaysMs: [5, 15] });
    const push = await pushOk(client, '0708374149');
    await callbackFor(push.checkoutRequestId);
    expect(await client.stkQuery(push.checkoutRequestId)).toMatchObject({ status: 'paid' });
    expect(delays).toEqual([5, 15]);
    expect(count(QUERY)).toBe(3);
  });

  it('gives up as pending after the retries', async () => {
    const { fetchImpl, count } = countingFetch((path) => path === QUERY);
    const client = createDarajaClient(config, { fetch: fetchImpl, sleep: async () => undefined, queryRetryDelaysMs: [1, 1, 1] });
    expect(await client.stkQuery('ws_CO_1')).toMatchObject({ status: 'pending', detail: 'unreachable' });
    expect(count(QUERY)).toBe(4);
  });

  it('reports a malformed CheckoutRequestID as an error, not pending', async () => {
    expect(await createDarajaClient(config).stkQuery('not-an-id')).toEqual({
      status: 'error',
      httpStatus: 400,
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid CheckoutRequestID',
    });
  });
});

describe('registerC2bUrls and the C2B confirmation', () => {
  const urls = () => ({
    confirmationUrl: `${receiver.url}/api/payments/c2b/s3cret/confirmation`,
    validationUrl: `${receiver.url}/api/payments/c2b/s3cret/validation`,
  });

  it('registers, and a simulated Paybill payment parses', async () => {
    const client = createDarajaClient(config);
    expect(await client.registerC2bUrls(urls())).toEqual({ ok: true, originatorConversationId: expect.any(String), responseDescription: 'Success' });
    const t = await token(sandbox.url);
    await call(sandbox.url, '/mpesa/c2b/v1/simulate', {
      token: t,
      body: { ShortCode: '174379', CommandID: 'CustomerPayBillOnline', Amount: 1250, Msisdn: '254708374149', BillRefNumber: 'ABC123' },
    });
    const confirmation = await receiver.waitFor((r) => r.path.endsWith('/confirmation'));
    expect(parseC2bConfirmation(confirmation.json)).toMatchObject({
      ok: true,
      value: { amount: 1250, billRefNumber: 'ABC123', businessShortCode: '174379', msisdn: '25470****149', phone: null },
    });
  });

  it('refuses URLs with words Daraja rejects before calling it', async () => {
    const { fetchImpl, count } = countingFetch();
    const client = createDarajaClient(config, { fetch: fetchImpl });
    expect(await client.registerC2bUrls({ ...urls(), validationUrl: 'https://shop.example/mpesa/validation' })).toEqual({
      ok: false,
      reason: 'invalid-request',
      field: 'validationUrl',
      message: 'must not contain "mpesa"',
    });
    expect(count(OAUTH)).toBe(0);
  });

  it("passes Daraja's refusal through", async () => {
    expect(await createDarajaClient(config).registerC2bUrls({ ...urls(), shortCode: '600000' })).toMatchObject({
      ok: false,
      reason: 'rejected',
      httpStatus: 400,
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid ShortCode',
    });
  });
});
