import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { moneyIntents, orders, type INTENT_KINDS } from '../db/schema';

/**
 * Intent keys: every request that moves money names what it means to do, and the database
 * lets one request do it. The key is claimed as the first write of the transaction that does the
 * work, so a second request with the same key waits on the first's row and then finds its result;
 * when the first rolls back (a refusal, a crash), the key was never taken and the second goes ahead.
 * A key is unique whatever became of the payment, which is what a guard on unpaid orders alone missed.
 */
export type IntentKind = (typeof INTENT_KINDS)[number];

export interface Intent {
  /** Scoped by its maker to the caller (a uid, a phone), so one caller's key never meets another's. */
  key: string;
  uid: string;
  kind: IntentKind;
  /** How long the key stays taken; left out, for good (a key the page made for one tap). */
  windowMs?: number;
  /**
   * A key made from what is bought (a USSD purchase, a cart or form sent without a page's key), not
   * from one tap: once its order is cancelled, the same purchase asked for again is a new one.
   */
  freedWhenCancelled?: boolean;
}

/** A key as its maker names it; the service that does the work adds who and what. */
export type IntentKey = Pick<Intent, 'key' | 'windowMs' | 'freedWhenCancelled'>;

/** What the first request with the key did: its order, or its prompt. */
export interface IntentResult {
  orderId: string | null;
  attemptId: string | null;
}

export type Claim = { claimed: true } | ({ claimed: false } & IntentResult);

/** A key that never lapses stays taken for this long (about a century). */
const FOR_GOOD_MS = 100 * 365 * 86_400_000;

/**
 * Takes the intent's key in `tx`, or answers what the request that holds it did. One statement: the
 * insert, or the take-over of a key whose window has passed.
 */
export async function claimIntent(tx: Tx, intent: Intent, now: Date): Promise<Claim> {
  const expiresAt = new Date(now.getTime() + (intent.windowMs ?? FOR_GOOD_MS));
  const [taken] = await tx
    .insert(moneyIntents)
    .values({ key: intent.key, uid: intent.uid, kind: intent.kind, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: moneyIntents.key,
      set: { uid: intent.uid, kind: intent.kind, orderId: null, attemptId: null, createdAt: now, expiresAt },
      setWhere: sql`${moneyIntents.expiresAt} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ key: moneyIntents.key });
  if (taken) return { claimed: true };
  return heldBy(tx, intent.key);
}

/** What the request holding the key did. */
async function heldBy(tx: Tx, key: string): Promise<Claim> {
  const [held] = await tx.select({ orderId: moneyIntents.orderId, attemptId: moneyIntents.attemptId }).from(moneyIntents).where(eq(moneyIntents.key, key));
  return { claimed: false, orderId: held?.orderId ?? null, attemptId: held?.attemptId ?? null };
}

/** Writes what the claimed key did, in the same transaction as the claim. */
export async function recordIntent(tx: Tx, key: string, result: Partial<IntentResult>): Promise<void> {
  await tx.update(moneyIntents).set(result).where(eq(moneyIntents.key, key));
}

/**
 * What the request holding a live key did, read without taking anything: a repeat that comes after
 * the first has finished is answered before it counts against a rate limit or reprices a cart. Null
 * when the key is free, lapsed, freed by its order's cancelling, or held by a request still under
 * way (claimIntent then waits for it).
 */
export async function heldIntent(db: DbOrTx, intent: IntentKey, now: Date): Promise<IntentResult | null> {
  const [held] = await db
    .select({ orderId: moneyIntents.orderId, attemptId: moneyIntents.attemptId })
    .from(moneyIntents)
    .where(and(eq(moneyIntents.key, intent.key), gt(moneyIntents.expiresAt, now)));
  if (!held || !(held.orderId || held.attemptId)) return null;
  return intent.freedWhenCancelled && held.orderId && (await isCancelled(db, held.orderId)) ? null : held;
}

/**
 * Makes an order under an intent, in `tx`: the key is claimed first, `make` runs only for the request
 * that took it and its order is recorded on the key; a repeat gets the first request's order instead.
 * A key `freedWhenCancelled` whose order was cancelled is taken over, by one request only: the row's
 * lock makes a second wait, and it then finds the new order.
 */
export async function orderOnce(tx: Tx, intent: Intent | null, now: Date, make: () => Promise<string>): Promise<{ orderId: string; repeated: boolean }> {
  if (intent) {
    let held = await claimIntent(tx, intent, now);
    if (!held.claimed && held.orderId && intent.freedWhenCancelled && (await isCancelled(tx, held.orderId))) held = await retake(tx, intent, held.orderId, now);
    if (!held.claimed) {
      if (!held.orderId) throw new Error(`intent ${intent.key} is held without an order`);
      return { orderId: held.orderId, repeated: true };
    }
  }
  const orderId = await make();
  if (intent) await recordIntent(tx, intent.key, { orderId });
  return { orderId, repeated: false };
}

async function isCancelled(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order?.status === 'cancelled';
}

/** Takes over a key from its cancelled order, or, when another request did so first, answers that one's. */
async function retake(tx: Tx, intent: Intent, cancelledOrderId: string, now: Date): Promise<Claim> {
  const [taken] = await tx
    .update(moneyIntents)
    .set({ orderId: null, createdAt: now, expiresAt: new Date(now.getTime() + (intent.windowMs ?? FOR_GOOD_MS)) })
    .where(and(eq(moneyIntents.key, intent.key), eq(moneyIntents.orderId, cancelledOrderId)))
    .returning({ key: moneyIntents.key });
  if (taken) return { claimed: true };
  return heldBy(tx, intent.key);
}
