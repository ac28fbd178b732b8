/**
 * A local stand-in for Africa's Talking, as the M-Pesa sandbox stands in for Daraja: AT
 * cannot be reached from here. It speaks AT's SMS API (`POST /version1/messaging`, delivery reports
 * to the shop), drives USSD sessions against the shop's callback as AT would, posts texts sent to the
 * shortcode to the shop's inbound-SMS callback, and serves a virtual feature phone at `/`
 * with each number's SMS inbox and a way to send a text. Facts: ../shared/reference/africastalking.md.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_AT_API_KEY } from '../../lib/deployment.mjs';
import { featurePhonePage } from './phone-page';

export const AT_SANDBOX_API_KEY = LOCAL_AT_API_KEY;
export const AT_SANDBOX_USERNAME = 'sandbox';
/** AT's figure for one screen; the stand-in ends a session whose reply is longer. */
export const USSD_LIMIT = 182;
const USSD_TIMEOUT_MS = 10_000;
const KENYAN = /^\+254\d{9}$/;

export interface AtSandboxOptions {
  port: number;
  host: string;
  apiKey: string;
  username: string;
  /** The shop's USSD callback (its path carries AT_CALLBACK_SECRET). */
  ussdCallbackUrl: string | null;
  /** Where delivery reports go; null sends none. */
  deliveryReportUrl: string | null;
  /** The shop's inbound-SMS callback: texts sent to the shortcode are posted there. */
  smsCallbackUrl: string | null;
  serviceCode: string;
  /** The shortcode farmers text (AT's `to` on an inbound message). */
  shortCode: string;
}

/** Ways to make the gateway misbehave, for tests and by hand (`POST /__sandbox/knobs`). */
export interface AtKnobs {
  /** The next N sends answer HTTP 500 and deliver nothing. */
  failNextSends: number;
  /** Sends are answered after this long (a slow gateway). */
  sendDelayMs: number;
  /** Sends are accepted but never reach the phone; their reports say `Failed`. */
  dropMessages: boolean;
  /** Delivery reports are not sent at all (AT's can arrive late, twice, or never). */
  dropReports: boolean;
  /** Each report is sent twice. */
  duplicateReports: boolean;
  reportDelayMs: number;
  /** The status the reports carry: `Success`, or `Failed` with `AbsentSubscriber`. */
  reportStatus: 'Success' | 'Failed';
}

export interface SentSms {
  messageId: string;
  to: string;
  from: string | null;
  message: string;
  at: string;
  status: 'Sent' | 'Success' | 'Failed';
}

/** A text a phone sent to the shortcode, and how the shop's callback answered. */
export interface InboundSms {
  id: string;
  from: string;
  to: string;
  text: string;
  date: string;
  linkId: string;
  /** The HTTP status the shop's callback answered, or an error. */
  delivered: number | string;
}

export interface UssdScreen {
  sessionId: string;
  reply: string;
  ended: boolean;
  /** Set when the stand-in ended the session itself (a bad reply, or none in time). */
  error?: string;
}

export interface RunningAtSandbox {
  url: string;
  port: number;
  knobs: AtKnobs;
  /** Messages sent to a number, newest first. */
  inbox(phone: string): SentSms[];
  /** A text from `from` to the shortcode, posted to the shop as AT posts it. */
  inbound(sms: { from: string; text: string }): Promise<InboundSms>;
  /** One step of a USSD session, as the network hands it to AT and AT to the shop. */
  ussd(step: { phone: string; sessionId: string; text: string }): Promise<UssdScreen>;
  close(): Promise<void>;
}

const DEFAULTS: AtSandboxOptions = {
  port: 4020,
  host: '127.0.0.1',
  apiKey: AT_SANDBOX_API_KEY,
  username: AT_SANDBOX_USERNAME,
  ussdCallbackUrl: null,
  deliveryReportUrl: null,
  smsCallbackUrl: null,
  serviceCode: '*384*56#',
  shortCode: '20384',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 256 * 1024) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

const messageId = () => `ATXid_${randomBytes(16).toString('hex')}`;

export async function startAtSandbox(options: Partial<AtSandboxOptions> = {}): Promise<RunningAtSandbox> {
  const o: AtSandboxOptions = { ...DEFAULTS, ...options };
  const knobs: AtKnobs = {
    failNextSends: 0,
    sendDelayMs: 0,
    dropMessages: false,
    dropReports: false,
    duplicateReports: false,
    reportDelayMs: 50,
    reportStatus: 'Success',
  };
  const messages: SentSms[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const report = (sms: SentSms) => {
    if (!o.deliveryReportUrl || knobs.dropReports) return;
    const url = o.deliveryReportUrl;
    const failed = knobs.reportStatus === 'Failed' || knobs.dropMessages;
    const body = new URLSearchParams({
      id: sms.messageId,
      status: failed ? 'Failed' : 'Success',
      phoneNumber: sms.to,
      networkCode: '63902',
      failureReason: failed ? 'AbsentSubscriber' : '',
      retryCount: '0',
    }).toString();
    const times = knobs.duplicateReports ? 2 : 1;
    const timer = setTimeout(() => {
      timers.delete(timer);
      sms.status = failed ? 'Failed' : 'Success';
      for (let i = 0; i < times; i++) {
        void fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }).catch(() => undefined);
      }
    }, knobs.reportDelayMs);
    timers.add(timer);
  };

  /** AT's SMS API: form fields username, to (comma-separated), message, from; header apiKey. */
  const messaging = (req: IncomingMessage, body: string): [number, unknown] => {
    if (req.headers.apikey !== o.apiKey) return [401, 'The supplied authentication is invalid'];
    const form = new URLSearchParams(body);
    if (form.get('username') !== o.username) return [401, 'The supplied authentication is invalid'];
    const message = form.get('message') ?? '';
    const to = (form.get('to') ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!message || to.length === 0) return [400, 'Must have to and message to send'];
    if (knobs.failNextSends > 0) {
      knobs.failNextSends -= 1;
      return [500, 'Internal Server Error'];
    }
    const recipients = to.map((number) => {
      if (!KENYAN.test(number)) return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
      const sms: SentSms = { messageId: messageId(), to: number, from: form.get('from'), message, at: new Date().toISOString(), status: 'Sent' };
      if (!knobs.dropMessages) messages.push(sms);
      report(sms);
      return { statusCode: 101, number, status: 'Success', cost: 'KES 0.8000', messageId: sms.messageId };
    });
    const sent = recipients.filter((r) => r.statusCode === 101).length;
    return [201, { SMSMessageData: { Message: `Sent to ${sent}/${to.length} Total Cost: KES ${(sent * 0.8).toFixed(4)}`, Recipients: recipients } }];
  };

  const ussd = async ({ phone, sessionId, text }: { phone: string; sessionId: string; text: string }): Promise<UssdScreen> => {
    const end = (error: string): UssdScreen => ({ sessionId, reply: 'END Connection problem or invalid MMI code.', ended: true, error });
    if (!o.ussdCallbackUrl) return end('no USSD callback is set');
    try {
      const response = await fetch(o.ussdCallbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ sessionId, serviceCode: o.serviceCode, phoneNumber: phone, networkCode: '63902', text }).toString(),
        signal: AbortSignal.timeout(USSD_TIMEOUT_MS),
      });
      const reply = await response.text();
      if (!response.ok) return end(`the callback answered HTTP ${response.status}`);
      if (!/^(CON|END) /.test(reply)) return end('the reply starts with neither CON nor END');
      if (reply.length > USSD_LIMIT) return end(`the reply has ${reply.length} characters (at most ${USSD_LIMIT})`);
      return { sessionId, reply, ended: reply.startsWith('END ') };
    } catch (error) {
      return end(error instanceof Error && error.name === 'TimeoutError' ? `no reply within ${USSD_TIMEOUT_MS / 1000} s` : 'the callback could not be reached');
    }
  };

  const inbox = (phone: string) => messages.filter((m) => m.to === phone).reverse();

  /** AT's inbound-SMS callback: form-encoded from, to, text, date, id, linkId, networkCode. */
  const inbound = async ({ from, text }: { from: string; text: string }): Promise<InboundSms> => {
    const sms: InboundSms = {
      id: randomBytes(16).toString('hex'),
      from,
      to: o.shortCode,
      text,
      date: new Date().toISOString().replace('T', ' ').slice(0, 19),
      linkId: randomBytes(8).toString('hex'),
      delivered: 'no SMS callback is set',
    };
    if (!o.smsCallbackUrl) return sms;
    try {
      const response = await fetch(o.smsCallbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ from, to: sms.to, text, date: sms.date, id: sms.id, linkId: sms.linkId, networkCode: '63902' }).toString(),
        signal: AbortSignal.timeout(USSD_TIMEOUT_MS),
      });
      await response.text().catch(() => '');
      sms.delivered = response.status;
    } catch (error) {
      sms.delivered = error instanceof Error ? error.message : 'the callback could not be reached';
    }
    return sms;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://at.local');
    const body = req.method === 'POST' ? await readBody(req) : '';
    if (req.method === 'POST' && url.pathname === '/version1/messaging') {
      if (knobs.sendDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, knobs.sendDelayMs));
      const [status, answer] = messaging(req, body);
      return send(res, status, answer, typeof answer === 'string' ? 'text/plain' : 'application/json');
    }
    if (req.method === 'GET' && url.pathname === '/') return send(res, 200, featurePhonePage(o.serviceCode), 'text/html');
    if (req.method === 'GET' && url.pathname === '/__sandbox/sms') return send(res, 200, inbox(url.searchParams.get('phone') ?? ''));
    if (req.method === 'POST' && url.pathname === '/__sandbox/ussd') {
      const step = JSON.parse(body || '{}') as { phone?: unknown; sessionId?: unknown; text?: unknown };
      if (typeof step.phone !== 'string' || !KENYAN.test(step.phone)) return send(res, 400, { error: 'phone must be +254 and 9 digits' });
      const sessionId = typeof step.sessionId === 'string' && step.sessionId ? step.sessionId : `ATUid_${randomBytes(12).toString('hex')}`;
      return send(res, 200, await ussd({ phone: step.phone, sessionId, text: typeof step.text === 'string' ? step.text : '' }));
    }
    if (req.method === 'POST' && url.pathname === '/__sandbox/inbound') {
      const sms = JSON.parse(body || '{}') as { from?: unknown; text?: unknown };
      if (typeof sms.from !== 'string' || !KENYAN.test(sms.from)) return send(res, 400, { error: 'from must be +254 and 9 digits' });
      if (typeof sms.text !== 'string' || sms.text.length > 1_600) return send(res, 400, { error: 'text must be a string of at most 1600 characters' });
      return send(res, 200, await inbound({ from: sms.from, text: sms.text }));
    }
    if (req.method === 'POST' && url.pathname === '/__sandbox/knobs') {
      Object.assign(knobs, JSON.parse(body || '{}') as Partial<AtKnobs>);
      return send(res, 200, knobs);
    }
    send(res, 404, { error: 'not found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 400, { error: 'bad request' });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${o.host}:${port}`,
    port,
    knobs,
    inbox,
    inbound,
    ussd,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
