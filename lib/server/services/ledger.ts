import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import type { JOURNAL_KINDS } from '../db/schema';
import { journalEntries, ledgerAccounts, postings, users } from '../db/schema';

export type JournalKind = (typeof JOURNAL_KINDS)[number];
export type SystemAccount = 'mpesa_clearing' | 'sales' | 'refunds' | 'referral_rewards' | 'adjustments';
export type AccountRef = { wallet: string } | { system: SystemAccount };

export interface EntryInput {
  /** Unique per money movement: replaying the same key changes nothing. */
  idempotencyKey: string;
  kind: JournalKind;
  description: string;
  reference?: string | null;
  orderId?: string | null;
  attemptId?: string | null;
  /** A uid or "system". */
  actor: string;
  postings: ReadonlyArray<{ account: AccountRef; amountCents: number }>;
}

/** A wallet would go below zero; nothing was written. */
export class InsufficientFunds extends Error {
  constructor(
    readonly uid: string,
    readonly balanceCents: number,
    readonly neededCents: number,
  ) {
    super(`wallet ${uid} has ${balanceCents} cents, ${neededCents} needed`);
    this.name = 'InsufficientFunds';
  }
}

export const walletCode = (uid: string) => `wallet:${uid}`;

async function accountId(tx: DbOrTx, ref: AccountRef): Promise<number> {
  const code = 'wallet' in ref ? walletCode(ref.wallet) : ref.system;
  if ('wallet' in ref) {
    await tx.insert(ledgerAccounts).values({ code, kind: 'wallet', userUid: ref.wallet }).onConflictDoNothing();
  }
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
  if (!row) throw new Error(`ledger account ${code} is missing`);
  return row.id;
}

function assertBalanced(input: EntryInput): void {
  if (input.postings.length < 2) throw new Error(`entry ${input.idempotencyKey} needs at least two postings`);
  let sum = 0;
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents === 0) throw new Error(`entry ${input.idempotencyKey}: posting of ${p.amountCents} cents`);
    sum += p.amountCents;
  }
  if (sum !== 0) throw new Error(`entry ${input.idempotencyKey} does not balance (${sum})`);
}

/**
 * Posts one journal entry inside the caller's transaction: the entry, its postings, and each touched
 * wallet's cached balance, under a row lock on the person. A replayed idempotency key is a no-op
 * (`applied: false`); two at once wait on the wallet lock or the key's unique index, and the second
 * sees the first. A wallet that would go below zero throws InsufficientFunds before anything is
 * written, and the database's check on the balance backs that up.
 */
export async function postEntry(tx: Tx, input: EntryInput): Promise<{ entryId: string; applied: boolean }> {
  assertBalanced(input);
  const existing = async () => {
    const [row] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.idempotencyKey, input.idempotencyKey));
    return row ? { entryId: row.id, applied: false } : null;
  };
  const replay = await existing();
  if (replay) return replay;

  // Net change per wallet, locked in a fixed order so two entries never wait on each other. The lock
  // is NO KEY UPDATE, the one the balance's own update takes: a transaction that inserted a row
  // pointing at the person (an order, an attempt) holds KEY SHARE on them, which FOR UPDATE would
  // wait on, so two such transactions of one person would deadlock (as two own-seed bookings of one farmer at once did).
  const walletDeltas = new Map<string, number>();
  for (const p of input.postings) {
    if ('wallet' in p.account) walletDeltas.set(p.account.wallet, (walletDeltas.get(p.account.wallet) ?? 0) + p.amountCents);
  }
  const uids = [...walletDeltas.keys()].sort();
  if (uids.length > 0) {
    const locked = await tx
      .select({ uid: users.uid, balance: users.walletBalanceCents })
      .from(users)
      .where(inArray(users.uid, uids))
      .orderBy(users.uid)
      .for('no key update');
    for (const uid of uids) {
      const balance = locked.find((r) => r.uid === uid)?.balance;
      if (balance === undefined) throw new Error(`no profile for wallet ${uid}`);
      const delta = walletDeltas.get(uid) ?? 0;
      if (balance + delta < 0) throw new InsufficientFunds(uid, balance, -delta);
    }
  }

  const [inserted] = await tx
    .insert(journalEntries)
    .values({
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      description: input.description,
      reference: input.reference ?? null,
      orderId: input.orderId ?? null,
      attemptId: input.attemptId ?? null,
      actor: input.actor,
    })
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  // Another transaction posted the same key between our first look and now.
  if (!inserted) return (await existing()) ?? Promise.reject(new Error(`entry ${input.idempotencyKey} vanished`));

  const rows = [];
  for (const p of input.postings) rows.push({ entryId: inserted.id, accountId: await accountId(tx, p.account), amountCents: p.amountCents });
  await tx.insert(postings).values(rows);
  for (const uid of uids) {
    const delta = walletDeltas.get(uid) ?? 0;
    if (delta === 0) continue;
    await tx
      .update(users)
      .set({ walletBalanceCents: sql`${users.walletBalanceCents} + ${delta}`, updatedAt: sql`now()` })
      .where(eq(users.uid, uid));
  }
  return { entryId: inserted.id, applied: true };
}

/** The sum of a wallet's postings: what the cached balance must always equal. */
export async function walletPostingsSum(db: DbOrTx, uid: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${postings.amountCents}), 0)` })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(postings.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userUid, uid)));
  return Number(row?.sum ?? 0);
}
