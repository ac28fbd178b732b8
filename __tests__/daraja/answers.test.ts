import { createDarajaClient, darajaConfigFromEnv, type FetchLike, type StkPushResult } from '@/lib/server/daraja';
import { classifyPushAnswer, classifyQueryAnswer } from '@/lib/server/daraja/classify';

// Daraja's synchronous answers, scripted byte for byte: what the zod schemas accept, and what each
// answer becomes once classified. The sandbox (client.test.ts) covers the answers Daraja really gives.

const OAUTH = '/oauth/v1/generate';
const PUSH = '/mpesa/stkpush/v1/processrequest';
const QUERY = '/mpesa/stkpushquery/v1/query';
const C2B = '/mpesa/c2b/v1/registerurl';

const GOOD_TOKEN = { access_token: 'T'.repeat(28), expires_in: '3599' };
const CHECKOUT_ID = 'ws_CO_180920261803512708374149';
const ACCEPTED = {
  MerchantRequestID: '29115-34620561-1',
  CheckoutRequestID: CHECKOUT_ID,
  ResponseCode: '0',
  ResponseDescription: 'Success. Request accepted for processing',
  CustomerMessage: 'Success. Request accepted for processing',
};

type Answer = { status: number; body: unknown } | { status: number; text: string };
const json = (status: number, body: unknown): Answer => ({ status, body });

/** A Daraja that answers each path from a script (the last answer repeats) and counts the calls. */
function scriptedDaraja(script: Partial<Record<string, Answer[]>>) {
  const calls = new Map<string, number>();
  const fetchImpl: FetchLike = async (input) => {
    const path = new URL(input).pathname;
    const n = calls.get(path) ?? 0;
    calls.set(path, n + 1);
    const answers = script[path] ?? (path === OAUTH ? [json(200, GOOD_TOKEN)] : []);
    const answer = answers[Math.min(n, answers.length - 1)];
    if (answer === undefined) throw new Error(`unscripted ${path}`);
    const text = 'text' in answer ? answer.text : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  const config = darajaConfigFromEnv({ MPESA_BASE_URL: 'http://daraja.test', MPESA_CALLBACK_BASE_URL: 'http://shop.test' });
  const client = createDarajaClient(config, { fetch: fetchImpl, sleep: async () => undefined, queryRetryDelaysMs: [1, 1] });
  return { client, calls: (path: string) => calls.get(path) ?? 0 };
}

const PUSH_REQUEST = { phone: '0708374149', amount: 10, accountReference: 'ABC123', attemptRef: 'a1' };
const maybeSent: StkPushResult = { ok: false, reason: 'network', maybeSent: true, message: expect.stringMatching(/^HTTP \d+ without a Daraja answer$/) };

describe('the push answer', () => {
  it('accepts numbers where Daraja usually sends strings', async () => {
    const { client } = scriptedDaraja({ [PUSH]: [json(200, { ...ACCEPTED, ResponseCode: 0, MerchantRequestID: 2911534620561 })] });
    expect(await client.stkPush(PUSH_REQUEST)).toMatchObject({ ok: true, merchantRequestId: '2911534620561', checkoutRequestId: CHECKOUT_ID });
  });

  it.each<[string, Record<string, unknown>]>([
    ['without a CheckoutRequestID', { ...ACCEPTED, CheckoutRequestID: undefined }],
    ['with an empty CheckoutRequestID', { ...ACCEPTED, CheckoutRequestID: '' }],
    ['with a NUL in the CheckoutRequestID', { ...ACCEPTED, CheckoutRequestID: `${CHECKOUT_ID}\u0000` }],
    ['with a space in the CheckoutRequestID', { ...ACCEPTED, CheckoutRequestID: 'ws_CO_1 2' }],
    ['with a NUL in the CustomerMessage', { ...ACCEPTED, CustomerMessage: 'Success\u0000' }],
  ])('says "0" %s may have gone out: it is no usable answer', async (_name, body) => {
    const { client, calls } = scriptedDaraja({ [PUSH]: [json(200, body)] });
    expect(await client.stkPush(PUSH_REQUEST)).toEqual(maybeSent);
    expect(calls(PUSH)).toBe(1);
  });

  it('passes a ResponseCode refusal through as rejected', async () => {
    const { client } = scriptedDaraja({ [PUSH]: [json(200, { ResponseCode: '1', ResponseDescription: 'Rejected' })] });
    expect(await client.stkPush(PUSH_REQUEST)).toEqual({ ok: false, reason: 'rejected', httpStatus: 200, errorCode: '1', errorMessage: 'Rejected' });
  });

  it('passes spike arrest through as rejected, with its code', async () => {
    const spike = { requestId: 'r1', errorCode: '500.003.02', errorMessage: 'Spike arrest violation' };
    const { client } = scriptedDaraja({ [PUSH]: [json(429, spike)] });
    expect(await client.stkPush(PUSH_REQUEST)).toEqual({
      ok: false,
      reason: 'rejected',
      httpStatus: 429,
      errorCode: '500.003.02',
      errorMessage: 'Spike arrest violation',
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a NUL in errorMessage', { requestId: 'r1', errorCode: '400.002.02', errorMessage: 'Bad Request\u0000' }],
    ['a NUL in requestId', { requestId: 'r\u00001', errorCode: '400.002.02', errorMessage: 'Bad Request' }],
    ['an empty errorCode', { requestId: 'r1', errorCode: '', errorMessage: 'Bad Request' }],
    ['a space in errorCode', { requestId: 'r1', errorCode: '400 002', errorMessage: 'Bad Request' }],
  ])('does not take an envelope with %s for a refusal', async (_name, envelope) => {
    const { client } = scriptedDaraja({ [PUSH]: [json(400, envelope)] });
    expect(await client.stkPush(PUSH_REQUEST)).toEqual(maybeSent);
  });

  it('reads a null or missing errorMessage as empty', async () => {
    const { client } = scriptedDaraja({ [PUSH]: [json(500, { requestId: null, errorCode: '500.001.1001', errorMessage: null })] });
    expect(await client.stkPush(PUSH_REQUEST)).toEqual({ ok: false, reason: 'rejected', httpStatus: 500, errorCode: '500.001.1001', errorMessage: '' });
  });

  it('classifies into the kinds the query uses', () => {
    const response = (status: number, body: unknown) => ({ kind: 'response' as const, status, body, text: JSON.stringify(body) });
    expect(classifyPushAnswer(response(200, ACCEPTED))).toMatchObject({ kind: 'accepted', checkoutRequestId: CHECKOUT_ID });
    expect(classifyPushAnswer(response(429, { requestId: 'r', errorCode: '500.003.03', errorMessage: 'Quota' }))).toMatchObject({ kind: 'rate-limited' });
    expect(classifyPushAnswer(response(400, { requestId: 'r', errorCode: '400.002.02', errorMessage: 'x' }))).toMatchObject({ kind: 'refused' });
    expect(classifyPushAnswer({ kind: 'auth-network', maybeSent: false, message: 'OAuth: down' })).toEqual({
      kind: 'network',
      maybeSent: false,
      message: 'OAuth: down',
    });
    expect(classifyQueryAnswer(response(429, { requestId: 'r', errorCode: '500.003.02', errorMessage: 'Spike' }), 'ws_CO_1', {}, new Date())).toMatchObject({
      kind: 'rate-limited',
    });
  });
});

describe('the query answer', () => {
  it('asks again after an HTTP 500 whose envelope fails the text rule, then says pending', async () => {
    const { client, calls } = scriptedDaraja({ [QUERY]: [json(500, { requestId: 'r', errorCode: '500.001.1001', errorMessage: 'processing\u0000' })] });
    expect(await client.stkQuery(CHECKOUT_ID)).toEqual({
      status: 'pending',
      checkoutRequestId: CHECKOUT_ID,
      detail: 'unreachable',
      message: 'HTTP 500 without a Daraja answer',
    });
    expect(calls(QUERY)).toBe(3);
  });

  it('reports a result with a NUL in ResultDesc as an error, not as paid', async () => {
    const answer = {
      ResponseCode: '0',
      ResponseDescription: 'ok',
      MerchantRequestID: 'm1',
      CheckoutRequestID: CHECKOUT_ID,
      ResultCode: '0',
      ResultDesc: 'paid\u0000',
    };
    const { client } = scriptedDaraja({ [QUERY]: [json(200, answer)] });
    expect(await client.stkQuery(CHECKOUT_ID)).toEqual({ status: 'error', httpStatus: 200, errorCode: '0', errorMessage: 'ok' });
  });

  it('reports a ResultCode that is not a whole number as an error', async () => {
    const { client } = scriptedDaraja({ [QUERY]: [json(200, { ResultCode: '0.5', ResultDesc: 'x' })] });
    expect(await client.stkQuery(CHECKOUT_ID)).toMatchObject({ status: 'error', httpStatus: 200, errorCode: 'HTTP_200' });
  });

  it('keeps the asked CheckoutRequestID when the answer leaves it out', async () => {
    const { client } = scriptedDaraja({ [QUERY]: [json(200, { ResultCode: 1032, ResultDesc: 'Request Cancelled by user.' })] });
    expect(await client.stkQuery(CHECKOUT_ID)).toMatchObject({ status: 'failed', checkoutRequestId: CHECKOUT_ID, merchantRequestId: '', resultCode: 1032 });
  });
});

describe('the OAuth answer', () => {
  it.each<[string, Answer]>([
    ['without a token', json(200, { expires_in: '3599' })],
    ['with a NUL in the token', json(200, { ...GOOD_TOKEN, access_token: `${'T'.repeat(28)}\u0000` })],
    ['with a space in the token', json(200, { ...GOOD_TOKEN, access_token: 'T T' })],
    ['with expires_in "soon"', json(200, { ...GOOD_TOKEN, expires_in: 'soon' })],
    ['with expires_in 0', json(200, { ...GOOD_TOKEN, expires_in: '0' })],
    ['as an HTML page', { status: 200, text: '<html>Welcome</html>' }],
  ])('refuses one %s, and sends no push', async (_name, answer) => {
    const { client, calls } = scriptedDaraja({ [OAUTH]: [answer] });
    expect(await client.stkPush(PUSH_REQUEST)).toEqual({ ok: false, reason: 'auth', httpStatus: 200, errorCode: 'HTTP_200', errorMessage: expect.any(String) });
    expect(calls(PUSH)).toBe(0);
  });

  it("drops control characters from a page's text it quotes", async () => {
    const { client } = scriptedDaraja({ [OAUTH]: [{ status: 503, text: '\u0007Service\u0000 Unavailable\n' }] });
    expect(await client.stkPush(PUSH_REQUEST)).toEqual({
      ok: false,
      reason: 'auth',
      httpStatus: 503,
      errorCode: 'HTTP_503',
      errorMessage: 'Service Unavailable',
    });
  });
});

describe('the C2B register answer', () => {
  const urls = { confirmationUrl: 'https://shop.test/c2b/confirmation', validationUrl: 'https://shop.test/c2b/validation' };

  it('reads the ID under either spelling', async () => {
    const { client } = scriptedDaraja({ [C2B]: [json(200, { OriginatorConversationID: 'oc-1', ResponseCode: '0', ResponseDescription: 'Success' })] });
    expect(await client.registerC2bUrls(urls)).toEqual({ ok: true, originatorConversationId: 'oc-1', responseDescription: 'Success' });
  });

  it('refuses a "0" with a NUL in it', async () => {
    const { client } = scriptedDaraja({ [C2B]: [json(200, { OriginatorCoversationID: 'oc-1', ResponseCode: '0', ResponseDescription: 'Success\u0000' })] });
    expect(await client.registerC2bUrls(urls)).toMatchObject({ ok: false, reason: 'rejected', httpStatus: 200, errorCode: 'HTTP_200' });
  });

  it("passes Daraja's envelope through, and a proxy's page as its HTTP status", async () => {
    const envelope = { requestId: 'r', errorCode: '500.003.1001', errorMessage: 'URLs are already registered' };
    const { client } = scriptedDaraja({ [C2B]: [json(500, envelope), { status: 502, text: '<html>Bad gateway</html>' }] });
    expect(await client.registerC2bUrls(urls)).toEqual({
      ok: false,
      reason: 'rejected',
      httpStatus: 500,
      errorCode: '500.003.1001',
      errorMessage: 'URLs are already registered',
    });
    expect(await client.registerC2bUrls(urls)).toEqual({
      ok: false,
      reason: 'rejected',
      httpStatus: 502,
      errorCode: 'HTTP_502',
      errorMessage: '<html>Bad gateway</html>',
    });
  });
});
