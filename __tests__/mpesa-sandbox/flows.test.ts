import { startSandbox, type RunningSandbox } from '@/tools/mpesa-sandbox/server';
import { FAST, call, credentials, pushBody, token } from './support/daraja-wire';
import { eventually, sleep, startReceiver, type Received } from './support/receiver';

// The sandbox's behaviour over time: hands-free numbers, the virtual phone, callbacks, faults, C2B.

let sandbox: RunningSandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let bearer: string;

beforeAll(async () => {
  receiver = await startReceiver();
  sandbox = await startSandbox({ ...FAST, tillNumber: '5123456' });
  bearer = await token(sandbox.url);
});

afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

beforeEach(() => {
  sandbox.engine.reset();
  receiver.clear();
  receiver.answerWith(200);
});

async function push(msisdn: string, overrides: Record<string, unknown> = {}) {
  const reply = await call(sandbox.url, '/mpesa/stkpush/v1/processrequest', {
    token: bearer,
    body: pushBody({ PhoneNumber: Number(msisdn), PartyA: Number(msisdn), ...overrides }, receiver.url),
  });
  expect(reply.status).toBe(200);
  return String(reply.json.CheckoutRequestID);
}

function callbackFor(id: string, timeoutMs = 2_000): Promise<Received> {
  return receiver.waitFor(
    (r) => (r.json as { Body?: { stkCallback?: { CheckoutRequestID?: string } } })?.Body?.stkCallback?.CheckoutRequestID === id,
    timeoutMs,
  );
}

async function query(id: string) {
  return call(sandbox.url, '/mpesa/stkpushquery/v1/query', { token: bearer, body: { ...credentials(), CheckoutRequestID: id } });
}

async function control(path: string, method = 'GET', body?: unknown) {
  return call(sandbox.url, `/__sandbox${path}`, { method, body });
}

describe('hands-free test numbers', () => {
  it.each([
    ['254708374150', 1032, 'Request cancelled by user', 'Request Cancelled by user.'],
    ['254708374151', 1037, 'No response from user.', 'DS timeout user cannot be reached.'],
    ['254708374152', 1, 'The balance is insufficient for the transaction.', 'The balance is insufficient for the transaction.'],
    ['254708374153', 2001, 'The initiator information is invalid.', 'The initiator information is invalid.'],
  ])('%s ends with %i: callback without metadata, query with a string code', async (msisdn, code, callbackDesc, queryDesc) => {
    // Timers fire in order, so the other numbers still act (at 20 ms) before this.
    sandbox.engine.knobs.noAnswerTimeoutMs = 100;
    const id = await push(msisdn);
    const received = await callbackFor(id);
    expect(received.json).toEqual({
      Body: { stkCallback: { MerchantRequestID: expect.any(String), CheckoutRequestID: id, ResultCode: code, ResultDesc: callbackDesc } },
    });
    expect(received.headers.businessshortcode).toBe('174379');
    const answer = await query(id);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ ResultCode: String(code), ResultDesc: queryDesc, ResponseCode: '0' });
  });

  it('254708374149 approves: the callback has the reference shape, header and receipt', async () => {
    const id = await push('254708374149');
    const received = await callbackFor(id);
    expect(received.path).toMatch(/^\/api\/payments\/callback\/s3cret\/A1$/);
    expect(received.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(received.headers.businessshortcode).toBe('174379');
    expect(received.text).toContain('{"Name":"Amount","Value":1250.0}');
    expect(received.text).toContain('{"Name":"Balance"}');
    expect(received.json).toEqual({
      Body: {
        stkCallback: {
          MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
          CheckoutRequestID: id,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 1250 },
              { Name: 'MpesaReceiptNumber', Value: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: expect.any(Number) },
              { Name: 'PhoneNumber', Value: 254708374149 },
            ],
          },
        },
      },
    });
    expect((await query(id)).json).toMatchObject({ ResultCode: '0', ResultDesc: 'The service request is processed successfully.' });
  });

  it('answers 4999 until the hands-free number acts', async () => {
    sandbox.engine.knobs.approveDelayMs = 500;
    const id = await push('254708374149');
    expect((await query(id)).json.ResultCode).toBe('4999');
    await callbackFor(id);
    expect((await query(id)).json.ResultCode).toBe('0');
  });

  it('takes the money from the phone balance', async () => {
    const before = (await control('/phones/254708374149')).json as { phone: { balance: number } };
    const id = await push('254708374149', { Amount: 300 });
    await callbackFor(id);
    const after = (await control('/phones/254708374149')).json as { phone: { balance: number } };
    expect(after.phone.balance).toBe(before.phone.balance - 300);
  });
});

describe('the virtual phone', () => {
  const manual = '254712345678';

  async function form(path: string, fields: Record<string, string>) {
    const response = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    return { status: response.status, location: response.headers.get('location') ?? '' };
  }

  it('shows the prompt text a farmer would see, with a labelled PIN field', async () => {
    const id = await push(manual);
    const html = await (await fetch(`${sandbox.url}/?phone=${manual}`)).text();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Pay KES 1,250 to Miche, account ABC123? Enter M-PESA PIN');
    expect(html).toContain(`<label for="pin-${id}">M-PESA PIN</label>`);
    expect(html).toContain(`action="/phone/prompts/${id}/cancel"`);
    expect(html).toContain(`action="/phone/prompts/${id}/ignore"`);
  });

  it('approves with the configured PIN', async () => {
    const id = await push(manual);
    const reply = await form(`/phone/prompts/${id}/pin`, { pin: '1234', back: `/?phone=${manual}` });
    expect(reply).toEqual({ status: 303, location: `/?phone=${manual}&done=${id}` });
    const received = await callbackFor(id);
    expect(received.json).toMatchObject({ Body: { stkCallback: { ResultCode: 0 } } });
    const page = await (await fetch(`${sandbox.url}${reply.location}`)).text();
    expect(page).toMatch(/Paid KES 1,250\. M-Pesa receipt [A-Z0-9]{10}\./);
  });

  it('fails at once with 2001 on a wrong PIN', async () => {
    const id = await push(manual);
    await form(`/phone/prompts/${id}/pin`, { pin: '0000' });
    expect((await callbackFor(id)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 2001 } } });
    expect((await control(`/phones/${manual}`)).json).toMatchObject({ phone: { wrongPins: 1 } });
  });

  it('answers 1 when the balance is too low', async () => {
    await control(`/phones/${manual}`, 'PUT', { balance: 1000 });
    const id = await push(manual);
    await form(`/phone/prompts/${id}/pin`, { pin: '1234' });
    expect((await callbackFor(id)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 1 } } });
  });

  it('cancels with 1032', async () => {
    const id = await push(manual);
    await form(`/phone/prompts/${id}/cancel`, {});
    expect((await callbackFor(id)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 1032 } } });
  });

  it('ignores: the prompt leaves the screen and 1037 follows at the timeout', async () => {
    sandbox.engine.knobs.noAnswerTimeoutMs = 600;
    const id = await push(manual);
    await form(`/phone/prompts/${id}/ignore`, {});
    const html = await (await fetch(`${sandbox.url}/`)).text();
    expect(html).not.toContain(`pin-${id}`);
    expect((await query(id)).json.ResultCode).toBe('4999');
    expect((await callbackFor(id)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 1037, ResultDesc: 'No response from user.' } } });
  });

  it('reports an action on an ended prompt instead of failing', async () => {
    const id = await push(manual);
    await form(`/phone/prompts/${id}/cancel`, {});
    const again = await form(`/phone/prompts/${id}/pin`, { pin: '1234', back: 'https://evil.example' });
    expect(again.status).toBe(303);
    expect(again.location).toMatch(/^\/\?error=prompt%20already%20ended/);
  });

  it('sets a balance from the page form', async () => {
    const reply = await form('/phone/balance', { phone: manual, balance: '42' });
    expect(reply.status).toBe(303);
    expect((await control(`/phones/${manual}`)).json).toMatchObject({ phone: { balance: 42 } });
  });

  it('serves a signature that changes when prompts change', async () => {
    const before = (await call(sandbox.url, '/phone/signature', { method: 'GET' })).json.signature;
    await push(manual);
    const after = (await call(sandbox.url, '/phone/signature', { method: 'GET' })).json.signature;
    expect(after).not.toBe(before);
  });
});

describe('rules Daraja enforces after accepting', () => {
  it('gives 1001 to a second push while the phone has a live prompt, without touching the first', async () => {
    const first = await push('254712345678');
    const second = await push('254712345678');
    expect((await callbackFor(second)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 1001 } } });
    expect((await query(first)).json.ResultCode).toBe('4999');
    const listed = (await control('/prompts?state=open&phone=254712345678')).json as { prompts: { checkoutRequestId: string }[] };
    expect(listed.prompts.map((p) => p.checkoutRequestId)).toEqual([first]);
  });

  it('accepts a Paybill/Till mismatch, then fails it with 2029 and shows no prompt', async () => {
    const id = await push('254712345678', { TransactionType: 'CustomerBuyGoodsOnline', PartyB: 174379 });
    expect(sandbox.engine.visiblePrompts()).toHaveLength(0);
    expect((await callbackFor(id)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 2029, ResultDesc: 'Failed due to an unresolved reason type' } } });
  });

  it('accepts Buy Goods with the configured Till as PartyB', async () => {
    const id = await push('254708374149', { TransactionType: 'CustomerBuyGoodsOnline', PartyB: 5123456 });
    expect((await callbackFor(id)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 0 } } });
  });

  it('fails a Paybill push whose PartyB is not the shortcode with 2029', async () => {
    const id = await push('254708374149', { PartyB: 5123456 });
    expect((await callbackFor(id)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 2029 } } });
  });
});

describe('fault knobs', () => {
  it('drops the callback when told to, and the query still tells the truth', async () => {
    await control('/knobs', 'PATCH', { callbackMode: 'drop' });
    const id = await push('254708374149');
    await eventually(async () => ((await query(id)).json.ResultCode === '0' ? true : undefined));
    await sleep(50);
    expect(receiver.received).toHaveLength(0);
    const log = (await control('/log?kind=callback')).json as { entries: { outcome: string; id: string }[] };
    expect(log.entries).toEqual([expect.objectContaining({ id, outcome: 'dropped' })]);
  });

  it('sends the callback twice when told to', async () => {
    await control('/knobs', 'PATCH', { callbackMode: 'twice' });
    const id = await push('254708374149');
    await eventually(() => (receiver.received.length >= 2 ? true : undefined));
    expect(receiver.received[0]?.text).toBe(receiver.received[1]?.text);
    expect(receiver.received[0]?.json).toMatchObject({ Body: { stkCallback: { CheckoutRequestID: id } } });
  });

  it('delays the callback when told to', async () => {
    await control('/knobs', 'PATCH', { callbackDelayMs: 600 });
    const id = await push('254708374149');
    await eventually(async () => ((await query(id)).json.ResultCode === '0' ? true : undefined));
    expect(receiver.received).toHaveLength(0);
    await callbackFor(id);
  });

  it('never retries a callback, even when the app answers 500', async () => {
    receiver.answerWith(500);
    const id = await push('254708374150');
    await callbackFor(id);
    await sleep(100);
    expect(receiver.received).toHaveLength(1);
    const log = (await control('/log?kind=callback')).json as { entries: { outcome: string; status?: number }[] };
    expect(log.entries).toEqual([expect.objectContaining({ outcome: 'delivered', status: 500 })]);
  });

  it('logs a callback that cannot be delivered', async () => {
    const id = await push('254708374150', { CallBackURL: 'http://127.0.0.1:9/api/payments/callback/x/y' });
    const entry = await eventually(async () => {
      const log = (await control('/log?kind=callback')).json as { entries: { id: string; outcome: string }[] };
      return log.entries.find((e) => e.id === id);
    });
    expect(entry.outcome).toBe('failed');
  });

  it('gives transient HTTP 500 500.001.1001 on queries at the configured rate', async () => {
    const id = await push('254708374149');
    await callbackFor(id);
    await control('/knobs', 'PATCH', { queryFailureRate: 1 });
    const failing = await query(id);
    expect(failing).toEqual({ status: 500, json: { requestId: expect.any(String), errorCode: '500.001.1001', errorMessage: '' } });
    await control('/knobs', 'PATCH', { queryFailureRate: 0 });
    expect((await query(id)).json.ResultCode).toBe('0');
  });
});

describe('control API', () => {
  it('lists prompts and resolves one with any result code', async () => {
    const id = await push('254712345678');
    const open = (await control('/prompts?state=open')).json as { prompts: { checkoutRequestId: string; amount: number }[] };
    expect(open.prompts).toEqual([expect.objectContaining({ checkoutRequestId: id, amount: 1250 })]);
    const resolved = await control(`/prompts/${id}/resolve`, 'POST', { resultCode: 1036 });
    expect(resolved.status).toBe(200);
    expect((await callbackFor(id)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 1036, ResultDesc: 'SMSC ACK timeout.' } } });
    expect((await query(id)).json).toMatchObject({ ResultCode: '1036', ResultDesc: 'SMSC ACK timeout.' });
    expect((await control(`/prompts/${id}/resolve`, 'POST', { resultCode: 0 })).status).toBe(409);
  });

  it('resolves with 0 and a receipt, and accepts a custom description', async () => {
    const a = await push('254712345678');
    await control(`/prompts/${a}/resolve`, 'POST', { resultCode: 0 });
    const received = await callbackFor(a);
    expect(JSON.stringify(received.json)).toMatch(/"MpesaReceiptNumber","Value":"[A-Z0-9]{10}"/);
    const b = await push('254712345679');
    await control(`/prompts/${b}/resolve`, 'POST', { resultCode: 17, resultDesc: 'System internal error' });
    expect((await query(b)).json).toMatchObject({ ResultCode: '17', ResultDesc: 'System internal error' });
  });

  it('enters a PIN, cancels and ignores through JSON too', async () => {
    const a = await push('254712345678');
    expect((await control(`/prompts/${a}/pin`, 'POST', { pin: '1234' })).json).toMatchObject({ prompt: { state: 'done', resultCode: 0 } });
    const b = await push('254712345678');
    expect((await control(`/prompts/${b}/ignore`, 'POST')).json).toMatchObject({ prompt: { state: 'open', ignored: true } });
    expect((await control(`/prompts/${b}/cancel`, 'POST')).status).toBe(409);
    expect((await control('/prompts/ws_CO_nope/cancel', 'POST')).status).toBe(404);
  });

  it('sets a phone behaviour and balance', async () => {
    const set = await control('/phones/254711111111', 'PUT', { behaviour: 'cancel', balance: 5 });
    expect(set.json).toEqual({ phone: { msisdn: '254711111111', behaviour: 'cancel', balance: 5, wrongPins: 0 } });
    const id = await push('254711111111');
    expect((await callbackFor(id)).json).toMatchObject({ Body: { stkCallback: { ResultCode: 1032 } } });
  });

  it.each<[string, string, string, unknown, number]>([
    ['an unknown knob', '/knobs', 'PATCH', { nope: 1 }, 400],
    ['a failure rate above 1', '/knobs', 'PATCH', { queryFailureRate: 2 }, 400],
    ['a bad callback mode', '/knobs', 'PATCH', { callbackMode: 'thrice' }, 400],
    ['a bad behaviour', '/phones/254711111111', 'PUT', { behaviour: 'dance' }, 400],
    ['a bad phone', '/phones/0711111111', 'PUT', { balance: 1 }, 400],
    ['a negative balance', '/phones/254711111111', 'PUT', { balance: -1 }, 400],
    ['a resolve without a code', '/prompts/ws_CO_1/resolve', 'POST', {}, 400],
    ['an unknown path', '/nothing', 'GET', undefined, 404],
  ])('refuses %s', async (_name, path, method, body, status) => {
    expect((await control(path, method, body)).status).toBe(status);
  });

  it('reports state and resets it', async () => {
    await control('/knobs', 'PATCH', { callbackMode: 'drop' });
    await push('254712345678');
    const state = (await control('')).json as { openPrompts: number; knobs: { callbackMode: string } };
    expect(state).toMatchObject({ openPrompts: 1, knobs: { callbackMode: 'drop' } });
    await control('/reset', 'POST');
    expect((await control('')).json).toMatchObject({ openPrompts: 0, knobs: { callbackMode: 'once' } });
    expect((await control('/log?kind=call')).json).toEqual({ entries: [] });
  });
});

describe('C2B', () => {
  async function registerAndSimulate(simulate: Record<string, unknown> = {}) {
    await call(sandbox.url, '/mpesa/c2b/v1/registerurl', {
      token: bearer,
      body: {
        ShortCode: '174379',
        ResponseType: 'Completed',
        ConfirmationURL: `${receiver.url}/api/payments/c2b/s/confirmation`,
        ValidationURL: `${receiver.url}/api/payments/c2b/s/validation`,
      },
    });
    return call(sandbox.url, '/mpesa/c2b/v1/simulate', {
      token: bearer,
      body: { ShortCode: 174379, CommandID: 'CustomerPayBillOnline', Amount: '10', Msisdn: 254708374149, BillRefNumber: 'ABC123', ...simulate },
    });
  }

  it('POSTs the confirmation with a masked MSISDN and string amount', async () => {
    expect((await registerAndSimulate()).status).toBe(200);
    const confirmation = await receiver.waitFor((r) => r.path.endsWith('/confirmation'));
    expect(confirmation.json).toEqual({
      TransactionType: 'Pay Bill',
      TransID: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/),
      TransTime: expect.stringMatching(/^\d{14}$/),
      TransAmount: '10.00',
      BusinessShortCode: '174379',
      BillRefNumber: 'ABC123',
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: '25470****149',
      FirstName: 'Sandbox',
      MiddleName: '',
      LastName: 'Farmer',
    });
    expect(receiver.received.some((r) => r.path.endsWith('/validation'))).toBe(false);
  });

  it('asks the validation URL first when validation is on', async () => {
    await control('/knobs', 'PATCH', { c2bValidation: true, c2bMsisdnFormat: 'hashed' });
    await registerAndSimulate();
    await receiver.waitFor((r) => r.path.endsWith('/confirmation'));
    expect(receiver.received.map((r) => r.path.split('/').pop())).toEqual(['validation', 'confirmation']);
    expect((receiver.received[1]?.json as { MSISDN: string }).MSISDN).toMatch(/^[0-9a-f]{64}$/);
  });

  it('also confirms a paid STK push as C2B when told to (the same-Paybill trap)', async () => {
    await control('/knobs', 'PATCH', { stkAlsoConfirmsC2b: true });
    await registerAndSimulate({ Msisdn: '254711111111', Amount: 1 });
    await receiver.waitFor((r) => r.path.endsWith('/confirmation'));
    receiver.clear();
    const id = await push('254708374149');
    const callback = await callbackFor(id);
    const confirmation = await receiver.waitFor((r) => r.path.endsWith('/confirmation'));
    const items = (callback.json as { Body: { stkCallback: { CallbackMetadata: { Item: { Name: string; Value?: unknown }[] } } } }).Body.stkCallback
      .CallbackMetadata.Item;
    expect((confirmation.json as { TransID: string }).TransID).toBe(items.find((i) => i.Name === 'MpesaReceiptNumber')?.Value);
  });
});

describe('lifecycle', () => {
  it('close() stops pending timers so nothing fires afterwards', async () => {
    const own = await startSandbox({ ...FAST, approveDelayMs: 50, noAnswerTimeoutMs: 60_000 });
    const t = await token(own.url);
    await call(own.url, '/mpesa/stkpush/v1/processrequest', { token: t, body: pushBody({}, receiver.url) });
    await own.close();
    await own.close(); // idempotent
    await sleep(80);
    expect(receiver.received).toHaveLength(0);
  });
});
