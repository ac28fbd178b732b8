import { darajaPassword, darajaTimestamp } from '@/lib/server/daraja/nairobi-time';

export const PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
export const KEY = 'miche-sandbox-key';
export const SECRET = 'miche-sandbox-secret';

/**
 * Timings that keep each sandbox case well under a second. The no-answer timeout stays long enough that a
 * test acting on a prompt over HTTP never races it on a busy machine; tests of 1037 shorten it.
 */
export const FAST = {
  port: 0,
  approveDelayMs: 20,
  rejectDelayMs: 20,
  noAnswerTimeoutMs: 1_500,
  callbackDelayMs: 5,
  duplicateCallbackGapMs: 20,
  queryFailureRate: 0,
} as const;

export interface WireReply {
  status: number;
  json: Record<string, unknown>;
}

export async function call(
  base: string,
  path: string,
  init: { method?: string; token?: string; basic?: string; body?: unknown; rawBody?: string } = {},
): Promise<WireReply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token !== undefined) headers.Authorization = `Bearer ${init.token}`;
  if (init.basic !== undefined) headers.Authorization = `Basic ${init.basic}`;
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return { status: response.status, json: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

export function basic(key = KEY, secret = SECRET): string {
  return Buffer.from(`${key}:${secret}`).toString('base64');
}

export async function token(base: string): Promise<string> {
  const reply = await call(base, '/oauth/v1/generate?grant_type=client_credentials', { method: 'GET', basic: basic() });
  return String(reply.json.access_token);
}

export function credentials(at = new Date(), shortcode = '174379', passkey = PASSKEY) {
  const Timestamp = darajaTimestamp(at);
  return { BusinessShortCode: Number(shortcode), Password: darajaPassword(shortcode, passkey, Timestamp), Timestamp };
}

export function pushBody(overrides: Record<string, unknown> = {}, callbackBase = 'http://127.0.0.1:9'): Record<string, unknown> {
  return {
    ...credentials(),
    TransactionType: 'CustomerPayBillOnline',
    Amount: 1250,
    PartyA: 254712000001,
    PartyB: 174379,
    PhoneNumber: 254712000001,
    CallBackURL: `${callbackBase}/api/payments/callback/s3cret/A1`,
    AccountReference: 'ABC123',
    TransactionDesc: 'Seedlings',
    ...overrides,
  };
}
