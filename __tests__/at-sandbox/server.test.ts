/**
 * The Africa's Talking stand-in answers as AT does (../shared/reference/africastalking.md):
 * the SMS API with its 401 and per-recipient failures, delivery reports, and USSD steps checked as
 * the network checks them (CON/END, 182 characters, 10 seconds).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AT_SANDBOX_API_KEY, startAtSandbox, type RunningAtSandbox } from '@/tools/at-sandbox/server';

/** A shop stand-in: answers USSD steps with `reply(text)` and records delivery reports. */
async function fakeShop(reply: (text: string) => { status?: number; body: string }) {
  const reports: Array<Record<string, string>> = [];
  const texts: Array<Record<string, string>> = [];
  const steps: Array<Record<string, string>> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      if (req.url === '/inbound') {
        texts.push(form);
        res.end('OK');
        return;
      }
      if (req.url === '/reports') {
        reports.push(form);
        res.end('ok');
        return;
      }
      steps.push(form);
      const answer = reply(form.text ?? '');
      res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, reports, texts, steps, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const until = async <T>(check: () => T | undefined, ms = 2_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe("the Africa's Talking stand-in", () => {
  let at: RunningAtSandbox;
  let shop: Awaited<ReturnType<typeof fakeShop>>;

  beforeAll(async () => {
    shop = await fakeShop((text) =>
      text === 'long'
        ? { body: `CON ${'x'.repeat(200)}` }
        : text === 'bare'
          ? { body: 'Hello' }
          : text === 'boom'
            ? { status: 500, body: 'x' }
            : { body: `CON You said ${text}` },
    );
    at = await startAtSandbox({
      port: 0,
      ussdCallbackUrl: `${shop.url}/ussd`,
      deliveryReportUrl: `${shop.url}/reports`,
      smsCallbackUrl: `${shop.url}/inbound`,
    });
  });
  afterAll(async () => {
    await at.close();
    await shop.close();
  });

  const sms = (fields: Record<string, string>, apiKey = AT_SANDBOX_API_KEY) =>
    fetch(`${at.url}/version1/messaging`, {
      method: 'POST',
      headers: { apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('sends an SMS as AT answers it, keeps it in the number’s inbox, and reports its delivery', async () => {
    const response = await sms({ username: 'sandbox', to: '+254712000001,0712', message: 'Oda MC1 imelipwa.' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { SMSMessageData: { Message: string; Recipients: Array<Record<string, unknown>> } };
    expect(body.SMSMessageData.Message).toBe('Sent to 1/2 Total Cost: KES 0.8000');
    const [ok, bad] = body.SMSMessageData.Recipients;
    expect(ok).toMatchObject({ statusCode: 101, status: 'Success', number: '+254712000001', cost: 'KES 0.8000', messageId: expect.stringMatching(/^ATXid_/) });
    expect(bad).toMatchObject({ statusCode: 403, status: 'InvalidPhoneNumber', number: '0712' });
    const inbox = (await (await fetch(`${at.url}/__sandbox/sms?phone=%2B254712000001`)).json()) as Array<{ message: string }>;
    expect(inbox.map((m) => m.message)).toEqual(['Oda MC1 imelipwa.']);
    const report = await until(() => shop.reports.find((r) => r.id === ok?.messageId));
    expect(report).toMatchObject({ status: 'Success', phoneNumber: '+254712000001', networkCode: '63902', retryCount: '0' });
  });

  it('refuses a wrong apiKey or username with 401, and fails sends on request', async () => {
    expect((await sms({ username: 'sandbox', to: '+254712000002', message: 'x' }, 'wrong')).status).toBe(401);
    expect((await sms({ username: 'someone', to: '+254712000002', message: 'x' })).status).toBe(401);
    at.knobs.failNextSends = 1;
    expect((await sms({ username: 'sandbox', to: '+254712000002', message: 'x' })).status).toBe(500);
    expect((await sms({ username: 'sandbox', to: '+254712000002', message: 'y' })).status).toBe(201);
    expect(at.inbox('+254712000002').map((m) => m.message)).toEqual(['y']);
    // Dropped: accepted as AT accepts it, never on the phone, and reported failed.
    at.knobs.dropMessages = true;
    const dropped = (await (await sms({ username: 'sandbox', to: '+254712000002', message: 'z' })).json()) as {
      SMSMessageData: { Recipients: Array<{ messageId: string }> };
    };
    at.knobs.dropMessages = false;
    expect(at.inbox('+254712000002').map((m) => m.message)).toEqual(['y']);
    const report = await until(() => shop.reports.find((r) => r.id === dropped.SMSMessageData.Recipients[0]?.messageId));
    expect(report).toMatchObject({ status: 'Failed', failureReason: 'AbsentSubscriber' });
  });

  it('hands USSD steps to the shop as AT does, and ends a session on a bad reply', async () => {
    const first = await at.ussd({ phone: '+254712000003', sessionId: 'ATUid_1', text: '' });
    expect(first).toEqual({ sessionId: 'ATUid_1', reply: 'CON You said ', ended: false });
    expect(shop.steps.at(-1)).toEqual({ sessionId: 'ATUid_1', serviceCode: '*384*56#', phoneNumber: '+254712000003', networkCode: '63902', text: '' });
    for (const [text, error] of [
      ['long', /204 characters \(at most 182\)/],
      ['bare', /neither CON nor END/],
      ['boom', /HTTP 500/],
    ] as const) {
      const screen = await at.ussd({ phone: '+254712000003', sessionId: 'ATUid_2', text });
      expect(screen.ended).toBe(true);
      expect(screen.error).toMatch(error);
    }
  });

  it('serves the virtual feature phone, which can send a text', async () => {
    const page = await (await fetch(`${at.url}/`)).text();
    expect(page).toContain('Virtual feature phone');
    expect(page).toContain('*384*56#');
    expect(page).toContain('Text to the shortcode');
  });

  it('posts a text to the shortcode to the shop as AT does, from its control API (issue 28)', async () => {
    const post = (body: unknown) =>
      fetch(`${at.url}/__sandbox/inbound`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const response = await post({ from: '+254712000004', text: 'STATUS' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ from: '+254712000004', to: '20384', text: 'STATUS', delivered: 200 });
    expect(shop.texts.at(-1)).toEqual({
      from: '+254712000004',
      to: '20384',
      text: 'STATUS',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      linkId: expect.stringMatching(/^[0-9a-f]{16}$/),
      networkCode: '63902',
    });
    expect((await post({ from: '0712', text: 'STATUS' })).status).toBe(400);
    expect((await post({ from: '+254712000004', text: 5 })).status).toBe(400);
  });

  it('keeps the sender id a send names (AT_SENDER_ID)', async () => {
    await sms({ username: 'sandbox', to: '+254712000005', message: 'Hello', from: 'MICHE' });
    const inbox = (await (await fetch(`${at.url}/__sandbox/sms?phone=%2B254712000005`)).json()) as Array<{ from: string | null }>;
    expect(inbox[0]?.from).toBe('MICHE');
  });
});
