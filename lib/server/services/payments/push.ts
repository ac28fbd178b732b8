import 'server-only';
import { duePart, type PaymentPart } from '@/lib/booking';
import { and, eq, sql } from 'drizzle-orm';
import { MPESA_PUSH_MESSAGES as text } from '@/lib/messages/mpesa';
import { mpesaShillings } from '@/lib/money';
import { toDarajaMsisdn } from '@/lib/phone';
import type { Clock } from '@/lib/server/clock';
import type { Db, DbOrTx, Tx } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { LIMITS, consume } from '@/lib/server/rate-limit';
import { orders, paymentAttempts, users } from '@/lib/server/db/schema';
import { attemptRef, type PaymentGateway, type StkPushResult } from '@/lib/server/daraja';
import { ServiceError } from '@/lib/server/services/errors';
import { claimIntent, heldIntent, recordIntent, type IntentKey } from '@/lib/server/services/intents';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
}

export interface StkRequest {
  uid: string;
  purpose: 'order' | 'topup';
  orderId?: string;
  /** `+254…` (spec form). */
  phone: string;
  /** What to charge; rounded up to whole shillings. For an order, defaults to what is still owed. */
  amountCents?: number;
  /**
   * For an order: the part the farmer was shown, refused as already paid when it is no
   * longer the one owed. Without it, the part owed now. The attempt records it either way, and its
   * money pays that part only (creditAttempt).
   */
  part?: PaymentPart;
  /**
   * A last check inside the transaction that stores the attempt, which throws to refuse it. A top-up
   * locks its owner here, so two pushes of one person never both pass the wallet's cap.
   */
  admit?: (tx: Tx) => Promise<void>;
  /**
   * The request's intent key: one prompt per key. A repeat, at once or after the first was
   * paid, answers the first attempt and sends nothing.
   */
  intent?: IntentKey;
}

export interface StkStarted {
  attempt: AttemptRow;
  /** True when Daraja accepted the push and the prompt is on its way. */
  sent: boolean;
  message: string;
  /** Why no prompt was sent, when none was (the attempt is stored as failed). */
  refused?: ServiceError;
}

/** `part`: the part of an order a prompt is for (null for a top-up). */
type Charge = { cents: number; reference: string; part: PaymentPart | null };

/**
 * The part of an order owed now, when it is the part shown (if one was): the order as read, or as
 * locked in the transaction that stores the attempt.
 */
function partOwed(order: typeof orders.$inferSelect, shown: PaymentPart | undefined): { part: PaymentPart; amountCents: number } {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') throw new ServiceError('order_already_paid');
  // What the order owes now: its total, or a booking's deposit, then its balance.
  const due = duePart(order);
  if (!due) throw new ServiceError('order_cancelled');
  // A page or a screen showing a part paid since (a second tap, the wallet meanwhile): no prompt for the next.
  if (shown && due.part !== shown) throw new ServiceError('order_already_paid');
  return due;
}

async function orderCharge(db: Db, uid: string, orderId: string, requested: number | undefined, shown: PaymentPart | undefined): Promise<Charge> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.userUid !== uid) throw new ServiceError('order_not_found');
  const { part, amountCents: due } = partOwed(order, shown);
  const [user] = await db.select({ balance: users.walletBalanceCents }).from(users).where(eq(users.uid, uid));
  const most = mpesaShillings(due) * 100;
  // What M-Pesa must bring so the wallet can pay what is owed; more than that is never asked for.
  const least = Math.max(100, due - (user?.balance ?? 0));
  const cents = mpesaShillings(requested ?? due) * 100;
  if (cents > most) throw new ServiceError('amount_above_order', { maxCents: most });
  if (cents < least) throw new ServiceError('amount_below_needed', { minCents: mpesaShillings(least) * 100 });
  return { cents, reference: order.reference, part };
}

/** What a push charges, and the AccountReference Daraja shows the farmer. */
async function chargeOf(db: Db, request: StkRequest): Promise<Charge> {
  if (request.purpose === 'order') {
    if (!request.orderId) throw new ServiceError('order_not_found');
    return orderCharge(db, request.uid, request.orderId, request.amountCents, request.part);
  }
  const [user] = await db.select({ code: users.referralCode }).from(users).where(eq(users.uid, request.uid));
  if (!user || !request.amountCents) throw new ServiceError('enter_amount');
  // A top-up's account is the person's referral code: short, not personal, and theirs alone.
  return { cents: mpesaShillings(request.amountCents) * 100, reference: user.code, part: null };
}

/**
 * The part a prompt is for is still owed, under the order's lock (taken here before the order's
 * update below would take it): a wallet payment of that part commits before the attempt or after it,
 * and after it the attempt's money stays in the wallet (creditAttempt).
 */
async function stillOwed(tx: Tx, orderId: string, part: PaymentPart): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new ServiceError('order_not_found');
  partOwed(order, part);
}

/**
 * Stores the attempt as `sending`, before Daraja is called. `reopened`: the order said "failed" (an
 * earlier prompt) and is waiting again while this one is open.
 */
async function storeAttempt(deps: PaymentDeps, request: StkRequest, charge: Charge): Promise<{ attempt: AttemptRow; reopened: boolean; repeated?: true }> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (request.intent) {
        const first = await claimPrompt(tx, deps, request, request.intent);
        if (first) return { attempt: first, reopened: false, repeated: true as const };
      }
      await request.admit?.(tx);
      if (request.orderId && charge.part) await stillOwed(tx, request.orderId, charge.part);
      const [attempt] = await tx
        .insert(paymentAttempts)
        .values({
          purpose: request.purpose,
          orderId: request.orderId ?? null,
          userUid: request.uid,
          phone: request.phone,
          amountCents: charge.cents,
          part: charge.part,
          status: 'sending',
        })
        .returning();
      if (!attempt) throw new Error('payment attempt was not stored');
      if (request.intent) await recordIntent(tx, request.intent.key, { attemptId: attempt.id });
      if (!request.orderId) return { attempt, reopened: false };
      // Set before Daraja is called, so a quick failure callback can set it back.
      const changed = await tx
        .update(orders)
        .set({ paymentStatus: 'pending', updatedAt: deps.clock.now() })
        .where(and(eq(orders.id, request.orderId), eq(orders.paymentStatus, 'failed')))
        .returning({ id: orders.id });
      return { attempt, reopened: changed.length > 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payment_attempts_one_live_per_order')) throw new ServiceError('prompt_open_for_order');
    if (isUniqueViolation(error, 'payment_attempts_one_live_per_phone')) throw new ServiceError('prompt_open_for_phone');
    throw error;
  }
}

/** Why Daraja sent no prompt, as the farmer reads it. */
function refusalOfPush(result: Exclude<StkPushResult, { ok: true }>): ServiceError {
  if (result.reason === 'network') return new ServiceError('mpesa_unreachable');
  if (result.reason === 'invalid-request') return new ServiceError('mpesa_invalid_request', { detail: result.message });
  return new ServiceError('mpesa_refused');
}

/**
 * Writes Daraja's answer on the attempt. The callback may already have settled it while we waited:
 * a final status is never overwritten.
 */
async function recordAnswer(
  deps: PaymentDeps,
  request: StkRequest,
  stored: { attempt: AttemptRow; reopened: boolean },
  result: StkPushResult,
): Promise<StkStarted> {
  const { db, clock } = deps;
  const { attempt } = stored;
  const update = (values: Partial<AttemptRow>) =>
    db
      .update(paymentAttempts)
      .set({ ...values, updatedAt: clock.now() })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'sending')))
      .returning();
  const reread = async () => (await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id)))[0] ?? attempt;

  if (result.ok) {
    const ids = { checkoutRequestId: result.checkoutRequestId, merchantRequestId: result.merchantRequestId };
    const [updated] = await update({ status: 'pending', ...ids });
    // Settled already: it still gets its CheckoutRequestID, so a later query can find it.
    if (!updated)
      await db
        .update(paymentAttempts)
        .set(ids)
        .where(and(eq(paymentAttempts.id, attempt.id), sql`${paymentAttempts.checkoutRequestId} is null`));
    return { attempt: updated ?? (await reread()), sent: true, message: text.sent(request.phone) };
  }
  if (result.reason === 'network' && result.maybeSent) {
    // The prompt may be on the phone: wait for its callback (the path names this attempt) or the reconciler.
    const [updated] = await update({ status: 'pending', reviewReason: 'No answer from M-Pesa when the prompt was sent' });
    return { attempt: updated ?? (await reread()), sent: false, message: text.noAnswer };
  }
  const refused = refusalOfPush(result);
  const detail = result.reason === 'network' || result.reason === 'invalid-request' ? result.message : `${result.errorCode} ${result.errorMessage}`;
  console.error(`[payments] STK push refused for attempt ${attempt.id}: ${result.reason} ${detail}`);
  const [updated] = await update({ status: 'failed', message: refused.message, resultDesc: detail.slice(0, 500), completedAt: clock.now() });
  if (updated && stored.reopened && request.orderId) {
    // No prompt was sent: the order is back where it was.
    await db
      .update(orders)
      .set({ paymentStatus: 'failed', updatedAt: clock.now() })
      .where(and(eq(orders.id, request.orderId), eq(orders.paymentStatus, 'pending')));
  }
  return { attempt: updated ?? (await reread()), sent: false, message: refused.message, refused };
}

/**
 * Sends an STK push. The attempt is stored before Daraja is called, and its answer stored before it
 * is shown; the database allows one live prompt per order and per phone. Never retried by itself: a
 * second push is a second prompt on the farmer's phone.
 */
export async function startStkPayment(deps: PaymentDeps, request: StkRequest): Promise<StkStarted> {
  if (!toDarajaMsisdn(request.phone)) throw new ServiceError('not_mpesa_number');
  // A repeat of a request already done answers as the first did, before it counts as a prompt.
  const done = request.intent ? await heldIntent(deps.db, request.intent, deps.clock.now()) : null;
  if (done?.attemptId) return answerOfFirst(deps, request, done.attemptId);
  // With an intent, counted once its key is taken (claimPrompt): repeats racing the first are no prompts.
  if (!request.intent) await limitPrompts(deps.db, deps.clock, request);
  const charge = await chargeOf(deps.db, request);
  const stored = await storeAttempt(deps, request, charge);
  if (stored.repeated) return answerOfFirst(deps, request, stored.attempt.id);
  const result = await deps.gateway.stkPush({
    phone: request.phone,
    amount: charge.cents / 100,
    accountReference: charge.reference,
    attemptRef: attemptRef(stored.attempt.id),
    transactionDesc: request.purpose === 'order' ? 'Miche order' : 'Miche wallet',
  });
  return recordAnswer(deps, request, stored, result);
}

/** Nobody may flood a phone with prompts, or push from one account without end. */
async function limitPrompts(db: DbOrTx, clock: Clock, request: StkRequest): Promise<void> {
  await consume(db, LIMITS.stkPerPhone, request.phone, clock);
  await consume(db, LIMITS.stkPerUser, request.uid, clock);
}

/**
 * Takes the request's key as the first write of the transaction that stores its attempt,
 * then counts the prompt; or, when another request holds the key, its attempt (null when taken).
 */
async function claimPrompt(tx: Tx, deps: PaymentDeps, request: StkRequest, intent: IntentKey): Promise<AttemptRow | null> {
  const claim = await claimIntent(tx, { ...intent, uid: request.uid, kind: request.purpose === 'topup' ? 'topup' : 'payment' }, deps.clock.now());
  if (claim.claimed) {
    await limitPrompts(tx, deps.clock, request);
    return null;
  }
  if (!claim.attemptId) throw new Error(`intent ${intent.key} is held without an attempt`);
  const [first] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, claim.attemptId));
  if (!first) throw new Error(`intent ${intent.key} names a missing attempt`);
  return first;
}

/** How long a repeat waits for the first request's answer from Daraja, so it can say the same. */
const FIRST_ANSWER_WAIT_MS = 3_000;

/**
 * A repeated request's answer: the first attempt, as its own request was answered (a prompt on its
 * way, M-Pesa silent, or refused). Nothing is sent. While the first still waits for Daraja, the
 * repeat waits a moment with it.
 */
async function answerOfFirst(deps: PaymentDeps, request: StkRequest, attemptId: string): Promise<StkStarted> {
  const read = async () => (await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)))[0];
  let attempt = await read();
  for (let waited = 0; attempt?.status === 'sending' && waited < FIRST_ANSWER_WAIT_MS; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    attempt = await read();
  }
  if (!attempt) throw new Error(`attempt ${attemptId} vanished`);
  if (attempt.checkoutRequestId) return { attempt, sent: true, message: text.sent(request.phone) };
  if (attempt.status === 'failed') {
    const refused = new ServiceError('mpesa_refused');
    return { attempt, sent: false, message: attempt.message ?? refused.message, refused };
  }
  return { attempt, sent: false, message: text.noAnswer };
}
