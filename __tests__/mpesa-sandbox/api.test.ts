import { startSandbox, type RunningSandbox } from '@/tools/mpesa-sandbox/server';
import { darajaPassword } from '@/lib/server/daraja/nairobi-time';
import { FAST, PASSKEY, basic, call, credentials, pushBody, token } from './support/daraja-wire';

// Table-driven checks of every validation and error envelope of the sandbox's Daraja endpoints.

let sandbox: RunningSandbox;
let bearer: string;

beforeAll(async () => {
  sandbox = await startSandbox({ ...FAST, noAnswerTimeoutMs: 60_000 });
  bearer = await token(sandbox.url);
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(() => {
  sandbox.engine.reset();
});

const envelopeShape = (errorCode: string, errorMessage: string | RegExp) => ({
  requestId: expect.any(String),
  errorCode,
  errorMessage: typeof errorMessage === 'string' ? errorMessage : expect.stringMatching(errorMessage),
});

describe('OAuth', () => {
  it('issues a 28-character token with expires_in as a string', async () => {
    const reply = await call(sandbox.url, '/oauth/v1/generate?grant_type=client_credentials', { method: 'GET', basic: basic() });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9]{28}$/), expires_in: '3599' });
  });

  it.each<[string, { method?: string; query?: string; auth?: string }, number, string, string]>([
    ['a wrong grant type', { query: 'grant_type=password' }, 400, '400.008.02', 'Invalid grant type passed'],
    ['no grant type', { query: '' }, 400, '400.008.02', 'Invalid grant type passed'],
    ['no Authorization header', { auth: '' }, 400, '400.008.01', 'Invalid Authentication passed'],
    ['a wrong consumer key', { auth: `Basic ${basic('nope')}` }, 400, '400.008.01', 'Invalid Authentication passed'],
    ['a wrong consumer secret', { auth: `Basic ${basic(undefined, 'nope')}` }, 400, '400.008.01', 'Invalid Authentication passed'],
    ['a Bearer header', { auth: 'Bearer abc' }, 400, '400.008.01', 'Invalid Authentication passed'],
    ['credentials without a colon', { auth: `Basic ${Buffer.from('just-a-key').toString('base64')}` }, 400, '400.008.01', 'Invalid Authentication passed'],
    ['POST', { method: 'POST' }, 404, '404.001.04', 'Invalid Authentication Header'],
  ])('refuses %s', async (_name, variant, status, code, message) => {
    const query = variant.query ?? 'grant_type=client_credentials';
    const response = await fetch(`${sandbox.url}/oauth/v1/generate${query === '' ? '' : `?${query}`}`, {
      method: variant.method ?? 'GET',
      headers: variant.auth === '' ? {} : { Authorization: variant.auth ?? `Basic ${basic()}` },
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(envelopeShape(code, message));
  });

  it('lets tokens expire after their lifetime', async () => {
    const short = await startSandbox({ ...FAST, tokenLifetimeSeconds: 1 });
    try {
      const issued = await call(short.url, '/oauth/v1/generate?grant_type=client_credentials', { method: 'GET', basic: basic() });
      expect(issued.json.expires_in).toBe('1');
      const t = String(issued.json.access_token);
      const body = { ...credentials(), CheckoutRequestID: 'ws_CO_000' };
      // The sandbox's clock is moved, not waited for: on a busy machine no margin would be safe.
      const issuedAt = Date.now();
      const clock = jest.spyOn(Date, 'now');
      clock.mockReturnValue(issuedAt + 900);
      expect((await call(short.url, '/mpesa/stkpushquery/v1/query', { token: t, body })).json.errorCode).toBe('500.001.1001');
      clock.mockReturnValue(issuedAt + 60_000);
      const late = await call(short.url, '/mpesa/stkpushquery/v1/query', { token: t, body });
      expect(late.status).toBe(404);
      expect(late.json).toEqual(envelopeShape('404.001.03', 'Invalid Access Token'));
    } finally {
      jest.restoreAllMocks();
      await short.close();
    }
  });

  it('expires every token through the control API', async () => {
    const t = await token(sandbox.url);
    await call(sandbox.url, '/__sandbox/tokens/expire');
    const reply = await call(sandbox.url, '/mpesa/stkpush/v1/processrequest', { token: t, body: pushBody() });
    expect(reply.status).toBe(404);
    expect(reply.json.errorCode).toBe('404.001.03');
    bearer = await token(sandbox.url);
  });
});

describe('STK push validation, in Daraja order', () => {
  const utcNow = () => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
  };
  const withTimestamp = (ts: string) => ({ Timestamp: ts, Password: darajaPassword('174379', PASSKEY, ts) });

  it.each<[string, Record<string, unknown>, number, string, string | RegExp]>([
    [
      'a wrong password',
      { Password: Buffer.from('174379wrong20260101000000').toString('base64') },
      500,
      '500.001.1001',
      '[MerchantValidate] - Wrong credentials',
    ],
    ['a password that is not base64', { Password: '!!not base64!!' }, 500, '500.001.1001', '[MerchantValidate] - Wrong credentials'],
    ['a missing password', { Password: undefined }, 500, '500.001.1001', '[MerchantValidate] - Wrong credentials'],
    ['a shortcode not bound to the app', { BusinessShortCode: 600000 }, 500, '500.001.1001', 'Merchant does not exist'],
    ['a password made with another timestamp', { Timestamp: '20200101000000' }, 500, '500.001.1001', '[MerchantValidate] - Wrong credentials'],
    [
      'a password made with the passkey first',
      { Password: Buffer.from(`${PASSKEY}174379${credentials().Timestamp}`).toString('base64') },
      500,
      '500.001.1001',
      '[MerchantValidate] - Wrong credentials',
    ],
    ['a malformed timestamp', withTimestamp('2026-09-18 15:30'), 400, '400.002.02', 'Bad Request - Invalid Timestamp'],
    ['an impossible timestamp', withTimestamp('20260231153000'), 400, '400.002.02', 'Bad Request - Invalid Timestamp'],
    ['a UTC timestamp (offshore server)', withTimestamp(utcNow()), 400, '400.002.02', 'Bad Request - Invalid Timestamp'],
    ['a phone with a leading 0', { PhoneNumber: '0712000001' }, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber'],
    ['a phone with a plus', { PhoneNumber: '+254712000001' }, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber'],
    ['a landline-like phone', { PhoneNumber: 254202000001 }, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber'],
    ['a short phone', { PhoneNumber: 25471200000 }, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber'],
    ['a missing phone', { PhoneNumber: undefined }, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber'],
    ['a bad PartyA', { PartyA: 12345 }, 400, '400.002.02', 'Bad Request - Invalid PartyA'],
    ['amount 0', { Amount: 0 }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
    ['a negative amount', { Amount: -5 }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
    ['a decimal amount', { Amount: 10.5 }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
    ['a decimal amount as text', { Amount: '10.50' }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
    ['a text amount', { Amount: 'ten' }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
    ['an amount over the limit', { Amount: 150_001 }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
    ['a CallBackURL with spaces', { CallBackURL: ' http://127.0.0.1:9/cb' }, 400, '400.002.02', 'Bad Request - Invalid CallBackURL'],
    ['a CallBackURL that is not a URL', { CallBackURL: 'callback' }, 400, '400.002.02', 'Bad Request - Invalid CallBackURL'],
    ['an ftp CallBackURL', { CallBackURL: 'ftp://127.0.0.1/cb' }, 400, '400.002.02', 'Bad Request - Invalid CallBackURL'],
    ['a CallBackURL containing "mpesa"', { CallBackURL: 'http://127.0.0.1:9/api/mpesa/cb' }, 400, '400.002.02', 'Bad Request - Invalid CallBackURL'],
    ['a CallBackURL containing "query"', { CallBackURL: 'http://127.0.0.1:9/cb?query=1' }, 400, '400.002.02', 'Bad Request - Invalid CallBackURL'],
    ['a null AccountReference', { AccountReference: null }, 400, '400.002.02', 'Bad Request - Invalid Remarks'],
    ['an AccountReference of 13 characters', { AccountReference: 'ABCDEFGHIJKLM' }, 400, '400.002.02', 'The element AccountReference is invalid.'],
    ['an empty AccountReference', { AccountReference: '' }, 400, '400.002.02', 'The element AccountReference is invalid.'],
    ['a missing TransactionDesc', { TransactionDesc: undefined }, 400, '400.002.02', 'Bad Request - Invalid TransactionDesc'],
    ['a TransactionDesc over 182 characters', { TransactionDesc: 'x'.repeat(183) }, 500, '1025', 'Error Occurred while sending push request.'],
    ['an unknown TransactionType', { TransactionType: 'CustomerPayBill' }, 400, '400.002.02', 'Bad Request - Invalid TransactionType'],
    ['a missing PartyB', { PartyB: undefined }, 400, '400.002.02', 'Bad Request - Invalid PartyB'],
    // Order: credentials before phone, phone before amount, amount before the URL.
    ['a wrong password and a bad phone', { Password: 'AAAA', PhoneNumber: 1 }, 500, '500.001.1001', '[MerchantValidate] - Wrong credentials'],
    ['a bad phone and a bad amount', { PhoneNumber: 1, Amount: 0 }, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber'],
    ['a bad amount and a bad URL', { Amount: 0, CallBackURL: 'x' }, 400, '400.002.02', 'Bad Request - Invalid Amount'],
  ])('refuses %s', async (_name, overrides, status, code, message) => {
    const reply = await call(sandbox.url, '/mpesa/stkpush/v1/processrequest', { token: bearer, body: pushBody(overrides) });
    expect(reply.status).toBe(status);
    expect(reply.json).toEqual(envelopeShape(code, message));
    expect(sandbox.engine.listPrompts()).toHaveLength(0);
  });

  it.each<[string, { token?: string; method?: string; rawBody?: string }, number, string, string]>([
    ['no Authorization header', {}, 404, '404.001.04', 'Invalid Authentication Header'],
    ['an unknown token', { token: 'x'.repeat(28) }, 404, '404.001.03', 'Invalid Access Token'],
    ['GET instead of POST', { method: 'GET' }, 404, '404.001.04', 'Invalid Authentication Header'],
    ['a body that is not JSON', { rawBody: '{"Amount":' }, 400, '400.002.05', 'Invalid request payload'],
    ['a JSON array', { rawBody: '[]' }, 400, '400.002.05', 'Invalid request payload'],
  ])('refuses %s', async (name, init, status, code, message) => {
    const tokenToUse = name === 'no Authorization header' ? undefined : (init.token ?? bearer);
    const reply = await call(sandbox.url, '/mpesa/stkpush/v1/processrequest', {
      method: init.method,
      token: tokenToUse,
      rawBody: init.method === 'GET' ? undefined : (init.rawBody ?? JSON.stringify(pushBody())),
    });
    expect(reply.status).toBe(status);
    expect(reply.json).toEqual(envelopeShape(code, message));
  });

  it.each<[string, Record<string, unknown>]>([
    ['numbers', {}],
    [
      "numeric strings, as in Safaricom's own sample",
      { BusinessShortCode: '174379', Amount: '1', PartyA: '254112000001', PartyB: '174379', PhoneNumber: '254112000001' },
    ],
    ['the largest amount', { Amount: 150_000 }],
    ['a long TransactionDesc (Daraja only refuses beyond 182)', { TransactionDesc: 'x'.repeat(182) }],
    ['a hyphen in AccountReference', { AccountReference: 'nkap-live-1' }],
  ])('accepts %s', async (_name, overrides) => {
    const reply = await call(sandbox.url, '/mpesa/stkpush/v1/processrequest', { token: bearer, body: pushBody(overrides) });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
      CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{14}\d{3}\d{9}$/),
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  });

  it('builds CheckoutRequestID from Nairobi time and the MSISDN tail', async () => {
    const reply = await call(sandbox.url, '/mpesa/stkpush/v1/processrequest', {
      token: bearer,
      body: pushBody({ PhoneNumber: 254708374150, PartyA: 254708374150 }),
    });
    const ts = credentials().Timestamp; // yyyyMMddHHmmss in Nairobi
    const ddmmyyyy = `${ts.slice(6, 8)}${ts.slice(4, 6)}${ts.slice(0, 4)}`;
    expect(String(reply.json.CheckoutRequestID)).toMatch(new RegExp(`^ws_CO_${ddmmyyyy}\\d{6}\\d{3}708374150$`));
  });

  it('honours a higher amount limit when configured', async () => {
    sandbox.engine.knobs.amountLimit = 250_000;
    const reply = await call(sandbox.url, '/mpesa/stkpush/v1/processrequest', { token: bearer, body: pushBody({ Amount: 250_000 }) });
    expect(reply.status).toBe(200);
  });

  it('answers 500.003.02 beyond the spike-arrest rate', async () => {
    // With a limit of 1, four calls spread over at most two clock seconds must trip it.
    sandbox.engine.knobs.maxRequestsPerSecond = 1;
    const replies = [];
    for (let i = 0; i < 4; i += 1) {
      replies.push(await call(sandbox.url, '/mpesa/stkpushquery/v1/query', { token: bearer, body: { ...credentials(), CheckoutRequestID: 'ws_CO_1' } }));
    }
    const limited = replies.filter((r) => r.json.errorCode === '500.003.02');
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(limited[0]).toEqual({ status: 500, json: envelopeShape('500.003.02', 'Spike Arrest Violation') });
  });
});

describe('STK query validation', () => {
  it.each<[string, Record<string, unknown>, number, string, string]>([
    ['an unknown CheckoutRequestID', { CheckoutRequestID: 'ws_CO_01012026000000123712000001' }, 500, '500.001.1001', 'The transaction does not Exist'],
    ['a malformed CheckoutRequestID', { CheckoutRequestID: 'abc' }, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID'],
    ['no CheckoutRequestID', {}, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID'],
    ['a wrong password', { CheckoutRequestID: 'ws_CO_1', Password: 'QUJD' }, 500, '500.001.1001', '[MerchantValidate] - Wrong credentials'],
    ['a wrong shortcode', { CheckoutRequestID: 'ws_CO_1', BusinessShortCode: 600000 }, 500, '500.001.1001', 'Merchant does not exist'],
  ])('answers %s', async (_name, overrides, status, code, message) => {
    const reply = await call(sandbox.url, '/mpesa/stkpushquery/v1/query', { token: bearer, body: { ...credentials(), ...overrides } });
    expect(reply.status).toBe(status);
    expect(reply.json).toEqual(envelopeShape(code, message));
  });

  it('answers 4999 with a string ResultCode and the "successsfully" typo while the prompt is open', async () => {
    const push = await call(sandbox.url, '/mpesa/stkpush/v1/processrequest', { token: bearer, body: pushBody() });
    const reply = await call(sandbox.url, '/mpesa/stkpushquery/v1/query', {
      token: bearer,
      body: { ...credentials(), CheckoutRequestID: push.json.CheckoutRequestID },
    });
    expect(reply).toEqual({
      status: 200,
      json: {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push.json.MerchantRequestID,
        CheckoutRequestID: push.json.CheckoutRequestID,
        ResultCode: '4999',
        ResultDesc: 'The transaction is still under processing',
      },
    });
  });
});

describe('C2B register and simulate', () => {
  const urls = { ConfirmationURL: 'http://127.0.0.1:9/api/payments/c2b/s/confirmation', ValidationURL: 'http://127.0.0.1:9/api/payments/c2b/s/validation' };
  const register = (body: Record<string, unknown>) =>
    call(sandbox.url, '/mpesa/c2b/v1/registerurl', { token: bearer, body: { ShortCode: '174379', ResponseType: 'Completed', ...urls, ...body } });

  it('registers, with Safaricom\'s "Coversation" spelling', async () => {
    const reply = await register({});
    expect(reply).toEqual({
      status: 200,
      json: { OriginatorCoversationID: expect.any(String), ResponseCode: '0', ResponseDescription: 'Success' },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown ShortCode', { ShortCode: '600000' }, 'Bad Request - Invalid ShortCode'],
    ['a lower-case ResponseType', { ResponseType: 'completed' }, 'Bad Request - Invalid ResponseType'],
    ['a ConfirmationURL with "mpesa"', { ConfirmationURL: 'http://127.0.0.1:9/mpesa/confirm' }, 'Bad Request - Invalid ConfirmationURL'],
    ['a missing ValidationURL', { ValidationURL: undefined }, 'Bad Request - Invalid ValidationURL'],
  ])('refuses %s', async (_name, body, message) => {
    const reply = await register(body);
    expect(reply).toEqual({ status: 400, json: envelopeShape('400.002.02', message) });
  });

  it('refuses a second registration when registration is one-time (production)', async () => {
    sandbox.engine.knobs.c2bRegisterOnce = true;
    expect((await register({})).status).toBe(200);
    const again = await register({});
    expect(again).toEqual({ status: 500, json: envelopeShape('500.003.1001', /already registered/) });
  });

  const simulate = (body: Record<string, unknown>) =>
    call(sandbox.url, '/mpesa/c2b/v1/simulate', {
      token: bearer,
      body: { ShortCode: '174379', CommandID: 'CustomerPayBillOnline', Amount: 10, Msisdn: '254708374149', BillRefNumber: 'ABC123', ...body },
    });

  it('refuses to simulate before URLs are registered', async () => {
    expect(await simulate({})).toEqual({ status: 500, json: envelopeShape('500.003.1001', /no URLs registered/) });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown ShortCode', { ShortCode: '1' }, 'Bad Request - Invalid ShortCode'],
    ['an unknown CommandID', { CommandID: 'Pay' }, 'Bad Request - Invalid CommandID'],
    ['a decimal amount', { Amount: 1.5 }, 'Bad Request - Invalid Amount'],
    ['a bad Msisdn', { Msisdn: '0708374149' }, 'Bad Request - Invalid Msisdn'],
    ['a BillRefNumber over 20 characters', { BillRefNumber: 'x'.repeat(21) }, 'Bad Request - Invalid BillRefNumber'],
  ])('refuses to simulate with %s', async (_name, body, message) => {
    await register({});
    expect(await simulate(body)).toEqual({ status: 400, json: envelopeShape('400.002.02', message) });
  });

  it('accepts a simulation once registered', async () => {
    await register({});
    expect(await simulate({})).toEqual({
      status: 200,
      json: { OriginatorCoversationID: expect.any(String), ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' },
    });
  });
});

describe('other paths', () => {
  it('answers unknown paths with a 404 envelope', async () => {
    const reply = await call(sandbox.url, '/mpesa/b2c/v9/nothing', { token: bearer, body: {} });
    expect(reply).toEqual({ status: 404, json: envelopeShape('404.001.01', 'Resource not found') });
  });

  it('logs every Daraja call for the control API', async () => {
    await call(sandbox.url, '/mpesa/stkpush/v1/processrequest', { token: bearer, body: pushBody({ Amount: 0 }) });
    const log = await call(sandbox.url, '/__sandbox/log?kind=call', { method: 'GET' });
    expect(log.json.entries).toEqual([
      expect.objectContaining({
        kind: 'call',
        method: 'POST',
        path: '/mpesa/stkpush/v1/processrequest',
        status: 400,
        request: expect.objectContaining({ Amount: 0 }),
      }),
    ]);
  });
});
