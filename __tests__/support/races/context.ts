/**
 * What every race of the registry gets: the shop on PostgreSQL with M-Pesa and Africa's
 * Talking stand-ins, people to act as, and the counts a race asserts on (orders, prompts, charges).
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { journalEntries, orders, paymentAttempts, users } from '@/lib/server/db/schema';
import { eventually } from '../../mpesa-sandbox/support/receiver';
import type { RunningAtSandbox } from '@/tools/at-sandbox/server';
import type { PaymentsHarness } from '../payments-harness';
import type { Person } from '../sessions';
import type { Product } from '../shop-fixtures';

/** How many times each race sends its request at once. */
export const AT_ONCE = 8;

/** The sandbox's number that approves every prompt at once. */
export const APPROVES = '+254708374149';

export interface RaceContext {
  db: Db;
  harness: PaymentsHarness;
  /** Africa's Talking's stand-in: the SMS each number received. */
  at: RunningAtSandbox;
  /** A fresh signed-in, verified farmer. */
  farmer(): Promise<Person>;
  staff: Person;
  /** Stocked seedlings, dearest first. */
  products: Product[];
  /**
   * A phone number no other race dials. The sandbox does not know it, so its prompts go unanswered
   * (and end as "no answer" after the harness's short timeout).
   */
  freshPhone(): string;
}

export type Race = (ctx: RaceContext) => Promise<void>;

/** The same request `n` times at once. */
export const atOnce = <T>(send: (i: number) => Promise<T>, n = AT_ONCE): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => send(i)));

export const newKey = () => randomUUID().replace(/-/g, '');

export async function ordersOf(db: Db, uid: string) {
  return db.select().from(orders).where(eq(orders.userUid, uid)).orderBy(orders.createdAt);
}

export async function promptsOf(db: Db, where: { orderId?: string; uid?: string }) {
  return db
    .select()
    .from(paymentAttempts)
    .where(where.orderId ? eq(paymentAttempts.orderId, where.orderId) : eq(paymentAttempts.userUid, where.uid ?? ''));
}

/** The ledger entries that charged an order (one per part paid). */
export async function chargesOf(db: Db, orderId: string) {
  return db
    .select({ key: journalEntries.idempotencyKey })
    .from(journalEntries)
    .where(and(eq(journalEntries.orderId, orderId), eq(journalEntries.kind, 'order_payment'), like(journalEntries.idempotencyKey, `order:${orderId}:%`)));
}

export async function entriesOf(db: Db, kinds: Array<(typeof journalEntries.$inferSelect)['kind']>, orderId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(and(eq(journalEntries.orderId, orderId), inArray(journalEntries.kind, kinds)));
  return row?.n ?? 0;
}

export async function walletCents(db: Db, uid: string): Promise<number> {
  const [row] = await db.select({ cents: users.walletBalanceCents }).from(users).where(eq(users.uid, uid));
  return row?.cents ?? Number.NaN;
}

/** Waits until the order's payment status is `status`. */
export const paymentSettles = (db: Db, orderId: string, status: string) =>
  eventually(async () => {
    const [row] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
    return row?.paymentStatus === status ? true : undefined;
  }, 10_000);

/** Waits until no prompt of the order is still open (the callbacks have all landed). */
export const promptsClose = (db: Db, where: { orderId?: string; uid?: string }) =>
  eventually(async () => ((await promptsOf(db, where)).every((a) => a.status !== 'sending' && a.status !== 'pending') ? true : undefined), 10_000);
