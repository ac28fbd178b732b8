import 'server-only';
import { duePart, type PaymentPart } from '@/lib/booking';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';

import { checkRedemption, checkTopup } from '@/lib/wallet-rules';
import type { WalletTransaction, WalletTransactionKind } from '@/lib/wallet-view';
import type { Clock } from '../clock';
import type { Db, DbOrTx, Tx } from '../db/client';
import { LIVE_ATTEMPT_STATUSES, ledgerAccounts, orders, paymentAttempts, pointsEntries, users } from '../db/schema';
import { ServiceError, refusalOf } from './errors';
import { InsufficientFunds, postEntry, walletCode, type JournalKind } from './ledger';
import { settleOrderFromWallet } from '@/lib/server/services/payments/settle-order';
import { startStkPayment, type PaymentDeps, type StkStarted } from '@/lib/server/services/payments/push';
import { postPoints } from './points';
import type { IntentKey } from './intents';
import { walletDescription } from '@/lib/wallet-descriptions';

const KIND_NAMES: Readonly<Record<JournalKind, WalletTransactionKind>> = {
  deposit: 'top-up',
  order_payment: 'order payment',
  refund: 'refund',
  referral_reward: 'referral reward',
  referral_reversal: 'referral reward',
  points_redemption: 'referral reward',
  adjustment: 'adjustment',
  phone_transfer: 'transfer',
};

/** The cached balance in cents, or null when the person has no profile. */
export async function walletBalanceCents(db: DbOrTx, uid: string): Promise<number | null> {
  const [row] = await db.select({ cents: users.walletBalanceCents }).from(users).where(eq(users.uid, uid));
  return row?.cents ?? null;
}

/**
 * A page of the wallet's statement, newest first: each posting with its running balance, its kind,
 * and the reference a person would recognise. `before` is the id of the oldest line already shown.
 */
export async function walletStatement(
  db: DbOrTx,
  uid: string,
  page: { before?: number; limit: number },
): Promise<{ lines: WalletTransaction[]; nextBefore: number | null }> {
  const rows = (
    await db.execute<{
      id: string;
      amount_cents: string;
      balance_cents: string;
      created_at: Date | string;
      kind: JournalKind;
      description: string;
      reference: string | null;
      order_reference: string | null;
    }>(sql`
      select * from (
        select p.id, p.amount_cents, sum(p.amount_cents) over (order by p.id) as balance_cents,
               e.created_at, e.kind, e.description, e.reference, o.reference as order_reference
        from postings p
        join journal_entries e on e.id = p.entry_id
        join ${ledgerAccounts} a on a.id = p.account_id
        left join ${orders} o on o.id = e.order_id
        where a.code = ${walletCode(uid)}
      ) statement
      where ${page.before === undefined ? sql`true` : sql`id < ${page.before}`}
      order by id desc
      limit ${page.limit + 1}`)
  ).rows;
  const lines = rows.slice(0, page.limit).map((r): WalletTransaction => ({
    id: String(r.id),
    userId: uid,
    kind: KIND_NAMES[r.kind],
    amountCents: Number(r.amount_cents),
    balanceCents: Number(r.balance_cents),
    date: new Date(r.created_at).toISOString(),
    reference: r.reference,
    description: r.description,
    orderReference: r.order_reference,
  }));
  const last = lines[lines.length - 1];
  return { lines, nextBefore: rows.length > page.limit && last ? Number(last.id) : null };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quote everything and neutralise formulas: a statement opened in a spreadsheet must not run anything.
  // A plain amount such as -150.00 is no formula and must stay a number for the farmer's sums.
  const formula = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text);
  const safe = formula ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The whole statement as CSV, oldest first, for the person's own records. */
export async function walletStatementCsv(db: DbOrTx, uid: string): Promise<string> {
  const all: WalletTransaction[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await walletStatement(db, uid, { before, limit: 500 });
    all.push(...page.lines);
    if (page.nextBefore === null) break;
    before = page.nextBefore;
  }
  const header = ['Date', 'Type', 'Description', 'Reference', 'Amount (KES)', 'Balance (KES)'];
  const body = all
    .reverse()
    .map((t) => [t.date, t.kind, t.description, t.reference, (t.amountCents / 100).toFixed(2), (t.balanceCents / 100).toFixed(2)].map(csvCell).join(','));
  return [header.map(csvCell).join(','), ...body].join('\r\n') + '\r\n';
}

/**
 * What a person's wallet holds once everything on its way has arrived: the balance plus top-ups still
 * open (on any phone, by STK). Locked, it serialises the person's top-ups: the lock is held until the
 * caller's transaction ends, so a second top-up waits and then sees the first.
 */
export async function committedWalletCents(tx: DbOrTx, uid: string, options: { lock: boolean }): Promise<number | null> {
  const query = tx.select({ cents: users.walletBalanceCents }).from(users).where(eq(users.uid, uid));
  const [person] = options.lock ? await query.for('update') : await query;
  if (!person) return null;
  const [{ open } = { open: 0 }] = await tx
    .select({ open: sql<number>`coalesce(sum(${paymentAttempts.amountCents}), 0)::bigint` })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.userUid, uid), eq(paymentAttempts.purpose, 'topup'), inArray(paymentAttempts.status, [...LIVE_ATTEMPT_STATUSES])));
  return person.cents + Number(open);
}

/**
 * Add money: an STK push for a top-up, within the limits and the wallet's cap. Checked in the
 * transaction that stores the push, under the person's lock: six phones pushing at once cannot
 * together carry the wallet past its cap. One prompt per intent: the same request again
 * (a USSD step resent, a page's retried tap) answers the first prompt, even once it is paid.
 */
export async function startTopup(deps: PaymentDeps, uid: string, phone: string, amountKes: number, intent?: IntentKey): Promise<StkStarted> {
  const admit = async (tx: Tx) => {
    const committed = await committedWalletCents(tx, uid, { lock: true });
    if (committed === null) throw new ServiceError('user_not_found');
    const check = checkTopup(amountKes, committed);
    if (!check.ok) throw refusalOf(check);
  };
  return startStkPayment(deps, { uid, purpose: 'topup', phone, amountCents: amountKes * 100, admit, intent });
}

/**
 * Whether an order, as it is now, still owes what a page or a USSD screen showed. A
 * booking owes its deposit, then its balance: a tap or a step sent twice must not pay the next part.
 */
export type StillShown = (order: typeof orders.$inferSelect) => boolean;

/** The web's check: the order page names the part it shows (deposit, balance or the whole). */
export const showsPart =
  (part: PaymentPart): StillShown =>
  (order) =>
    duePart(order)?.part === part;

/**
 * Pays one of the person's own unpaid orders from their wallet; rule 7's message when it is short.
 * With `stillShown`, checked under the order's lock: the part shown is paid already (a second tap)
 * is `order_already_paid`, and the next part waits for its own.
 */
export async function payOrderFromWallet(db: Db, uid: string, orderId: string, clock: Clock, stillShown?: StillShown): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.userUid !== uid) throw new ServiceError('order_not_found');
    if (stillShown && order.status !== 'cancelled' && !stillShown(order)) throw new ServiceError('order_already_paid');
    let outcome;
    try {
      outcome = await settleOrderFromWallet(tx, orderId, uid, clock);
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new ServiceError('insufficient_funds');
      throw error;
    }
    if (outcome === 'already-paid') throw new ServiceError('order_already_paid');
    if (outcome === 'not-payable') throw new ServiceError('order_cancelled');
  });
}

/**
 * Turns points into wallet credit (1 point = KES 1, in hundreds): the points go out and the credit
 * comes in from the referral-rewards account, in one transaction, once per request id.
 */
export async function redeemPoints(db: Db, uid: string, points: number, requestId: string = randomUUID()): Promise<void> {
  await db.transaction(async (tx) => {
    const [person] = await tx.select({ points: users.referralPoints }).from(users).where(eq(users.uid, uid)).for('update');
    if (!person) throw new ServiceError('user_not_found');
    const key = `redeem:${uid}:${requestId}`;
    // A repeated request (a double tap) is done already: no error, no second credit.
    const [done] = await tx.select({ id: pointsEntries.id }).from(pointsEntries).where(eq(pointsEntries.idempotencyKey, key));
    if (done) return;
    const check = checkRedemption(points, person.points);
    if (!check.ok) throw refusalOf(check);
    const { applied } = await postPoints(tx, { key, uid, points: -points, kind: 'redemption', description: `${points} points turned into wallet credit` });
    if (!applied) return;
    await postEntry(tx, {
      idempotencyKey: key,
      kind: 'points_redemption',
      description: walletDescription.pointsCredit(points),
      actor: uid,
      postings: [
        { account: { system: 'referral_rewards' }, amountCents: -check.creditCents },
        { account: { wallet: uid }, amountCents: check.creditCents },
      ],
    });
  });
}
