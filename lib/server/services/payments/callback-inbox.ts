import 'server-only';
import { eq } from 'drizzle-orm';
import type { Clock } from '@/lib/server/clock';
import type { Db } from '@/lib/server/db/client';
import { paymentCallbacks } from '@/lib/server/db/schema';
import { parseC2bConfirmation, parseStkCallback } from '@/lib/server/daraja';
import { applyC2bConfirmation } from './paybill';
import { applyStkOutcome, type ApplyOutcome } from './settlement';
import { attemptIdFromRef } from '@/lib/server/daraja';

export interface ReceivedCallback {
  body: string;
  sourceIp: string | null;
  shortcodeHeader: string | null;
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a body has a callback's outer shape (JSON with Body.stkCallback, or a C2B TransID). Such a
 * body is stored even if its details then fail the parser, so a change on Safaricom's side loses
 * nothing; anything else is not a callback and is not stored.
 */
export function looksLikeCallback(kind: 'stk' | 'c2b', text: string): boolean {
  const body = jsonObject(text);
  if (!body) return false;
  if (kind === 'c2b') return 'TransID' in body;
  const outer = body.Body;
  return typeof outer === 'object' && outer !== null && 'stkCallback' in outer;
}

/** Stores a callback exactly as it came, before anything is made of it: nothing Safaricom sends is lost. */
export async function recordCallback(db: Db, kind: 'stk' | 'c2b', attemptRef: string | null, received: ReceivedCallback): Promise<number> {
  const [row] = await db
    .insert(paymentCallbacks)
    .values({ kind, attemptRef, body: received.body, sourceIp: received.sourceIp, shortcodeHeader: received.shortcodeHeader })
    .returning({ id: paymentCallbacks.id });
  if (!row) throw new Error('callback was not stored');
  return row.id;
}

async function markOutcome(db: Db, id: number, outcome: ApplyOutcome | 'invalid'): Promise<void> {
  await db.update(paymentCallbacks).set({ outcome }).where(eq(paymentCallbacks.id, id));
}

/** Applies a stored STK callback: parsed permissively, checked against the attempt its path names. */
export async function processStkCallback(db: Db, id: number, ref: string, body: string, clock: Clock): Promise<ApplyOutcome | 'invalid'> {
  const attemptId = attemptIdFromRef(ref);
  const parsed = parseStkCallback(body);
  let outcome: ApplyOutcome | 'invalid';
  if (!parsed.ok) outcome = 'invalid';
  else if (!attemptId) outcome = 'unknown';
  else {
    const r = parsed.value;
    outcome = await applyStkOutcome(
      db,
      { attemptId },
      r.status === 'paid'
        ? { status: 'paid', checkoutRequestId: r.checkoutRequestId, receipt: r.receipt, amount: r.amount, phone: r.phone, resultDesc: r.resultDesc }
        : { status: 'failed', checkoutRequestId: r.checkoutRequestId, resultCode: r.resultCode, resultDesc: r.resultDesc },
      { source: 'callback', raw: safeJson(body), clock },
    );
  }
  await markOutcome(db, id, outcome);
  if (outcome !== 'applied' && outcome !== 'duplicate') console.warn(`[callback] stk callback ${id} for ${ref}: ${outcome}`);
  return outcome;
}

export async function processC2bConfirmation(db: Db, id: number, body: string, clock: Clock): Promise<ApplyOutcome | 'invalid'> {
  const parsed = parseC2bConfirmation(body);
  const outcome = parsed.ok ? await applyC2bConfirmation(db, parsed.value, clock) : 'invalid';
  await markOutcome(db, id, outcome);
  if (outcome !== 'applied' && outcome !== 'duplicate') console.warn(`[callback] C2B confirmation ${id}: ${outcome}`);
  return outcome;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { unparsed: text.slice(0, 2000) };
  }
}
