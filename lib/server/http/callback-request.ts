import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import { LIMITS, RateLimited, consume } from '@/lib/server/rate-limit';
import { MAX_JSON_BYTES, readTextUpTo } from './api';
import { appClock } from '../services/deps';
import { clientAddress } from './client-address';

/** Compares the secret from a callback's path without leaking, through timing, how much matched. */
export function secretMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body as text, or '' (which is no callback) past the size no Daraja message comes near. */
export async function boundedText(request: Request): Promise<string> {
  return (await readTextUpTo(request, MAX_JSON_BYTES)) ?? '';
}

/**
 * A flood from one address is refused before anything is stored; Safaricom's own rate is far below
 * the limit. Like every other 429 (lib/server/http/api.ts), the answer says when to try again.
 */
export async function refuseCallbackFlood(db: Db, request: Request): Promise<Response | null> {
  try {
    await consume(db, LIMITS.callbacksPerIp, clientAddress(request) ?? 'unknown', appClock());
    return null;
  } catch (error) {
    if (error instanceof RateLimited) {
      return new Response('Too many requests', { status: 429, headers: { 'retry-after': String(error.retryAfterSeconds) } });
    }
    throw error;
  }
}

/**
 * Africa's Talking's callbacks (USSD steps, SMS delivery reports): a 404 unless the path carries
 * AT_CALLBACK_SECRET (AT signs nothing), a 429 for a flood, else the form fields, unchecked.
 */
export async function atCallbackForm(
  db: Db,
  request: Request,
  secret: string,
  expected: string,
): Promise<{ refused: Response } | { form: Record<string, string> }> {
  if (!secretMatches(secret, expected)) return { refused: new Response('Not found', { status: 404 }) };
  const flood = await refuseCallbackFlood(db, request);
  if (flood) return { refused: flood };
  return { form: Object.fromEntries(new URLSearchParams(await boundedText(request))) };
}
