import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface LedgerReport {
  ok: boolean;
  entries: number;
  postings: number;
  /** Entries whose postings do not sum to zero, or that have fewer than two. */
  unbalanced: Array<{ entryId: string; sumCents: number; postings: number }>;
  /** People whose cached walletBalance differs from the sum of their wallet's postings. */
  walletDrift: Array<{ uid: string; cachedCents: number; postedCents: number }>;
  /** Attempts marked paid that carry no deposit, or deposits counted twice: money lost or doubled. */
  paymentMismatches: Array<{ attemptId: string; problem: string }>;
  /** People whose cached referralPoints differs from the sum of their points entries. */
  pointsDrift: Array<{ uid: string; cached: number; posted: number }>;
  /**
   * Orders whose paid or refunded totals differ from their ledger entries: an order's payments (one
   * whole, or a booking's deposit then balance) must add up to what it says it was paid, and never
   * to anything but nothing, its deposit or its total.
   */
  orderDrift: Array<{ orderId: string; problem: string }>;
}

/**
 * `npm run ledger:check`: every entry balances, every cached wallet balance equals its postings,
 * every paid M-Pesa attempt was deposited exactly once, every points balance equals its entries, and
 * every order's paid and refunded totals equal its payment and refund entries.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const [counts] = (
    await db.execute<{ entries: number; postings: number }>(
      sql`select (select count(*)::int from journal_entries) as entries, (select count(*)::int from postings) as postings`,
    )
  ).rows;
  const unbalanced = (
    await db.execute<{ entry_id: string; sum_cents: string; postings: number }>(sql`
      select e.id as entry_id, coalesce(sum(p.amount_cents), 0) as sum_cents, count(p.id)::int as postings
      from journal_entries e left join postings p on p.entry_id = e.id
      group by e.id
      having coalesce(sum(p.amount_cents), 0) <> 0 or count(p.id) < 2`)
  ).rows.map((r) => ({ entryId: r.entry_id, sumCents: Number(r.sum_cents), postings: r.postings }));
  const walletDrift = (
    await db.execute<{ uid: string; cached: string; posted: string }>(sql`
      select u.uid, u.wallet_balance_cents as cached, coalesce(sum(p.amount_cents), 0) as posted
      from users u
      left join ledger_accounts a on a.user_uid = u.uid and a.kind = 'wallet'
      left join postings p on p.account_id = a.id
      group by u.uid, u.wallet_balance_cents
      having u.wallet_balance_cents <> coalesce(sum(p.amount_cents), 0)`)
  ).rows.map((r) => ({ uid: r.uid, cachedCents: Number(r.cached), postedCents: Number(r.posted) }));
  const paymentMismatches = (
    await db.execute<{ id: string; deposits: number; status: string; reason: string | null }>(sql`
      select a.id, a.status, a.review_reason as reason,
             (select count(*)::int from journal_entries e where e.attempt_id = a.id and e.kind = 'deposit') as deposits
      from payment_attempts a
      where a.status = 'paid' or exists (select 1 from journal_entries e where e.attempt_id = a.id and e.kind = 'deposit')`)
  ).rows.flatMap((r) => {
    // A paid attempt credited through another channel (the same receipt seen by C2B first) has none.
    if (r.status === 'paid' && r.deposits === 0 && r.reason?.startsWith('credited through')) return [];
    if (r.status === 'paid' && r.deposits !== 1) return [{ attemptId: r.id, problem: `paid with ${r.deposits} deposits` }];
    if (r.status !== 'paid' && r.deposits > 0) return [{ attemptId: r.id, problem: `${r.status} but deposited` }];
    return [];
  });
  const pointsDrift = (
    await db.execute<{ uid: string; cached: number; posted: number }>(sql`
      select u.uid, u.referral_points as cached, coalesce(sum(p.points), 0)::int as posted
      from users u left join points_entries p on p.user_uid = u.uid
      group by u.uid, u.referral_points
      having u.referral_points <> coalesce(sum(p.points), 0)`)
  ).rows;
  const orderDrift = (
    await db.execute<{ id: string; paid: string; refunded: string; deposit: string | null; total: string; paid_posted: string; refunded_posted: string }>(sql`
      select o.id, o.paid_cents as paid, o.refunded_cents as refunded, o.deposit_cents as deposit, o.total_cents as total,
             coalesce((select sum(p.amount_cents) from journal_entries e join postings p on p.entry_id = e.id
                       join ledger_accounts a on a.id = p.account_id
                       where e.order_id = o.id and e.kind = 'order_payment' and a.kind = 'sales'), 0) as paid_posted,
             coalesce((select -sum(p.amount_cents) from journal_entries e join postings p on p.entry_id = e.id
                       join ledger_accounts a on a.id = p.account_id
                       where e.order_id = o.id and e.kind = 'refund' and a.kind = 'refunds'), 0) as refunded_posted
      from orders o`)
  ).rows.flatMap((r) => {
    const [paid, refunded, paidPosted, refundedPosted, total] = [r.paid, r.refunded, r.paid_posted, r.refunded_posted, r.total].map(Number);
    const problems: string[] = [];
    if (paid !== paidPosted) problems.push(`paid ${paid} but the ledger holds ${paidPosted}`);
    if (refunded !== refundedPosted) problems.push(`refunded ${refunded} but the ledger holds ${refundedPosted}`);
    if (paid !== 0 && paid !== total && paid !== Number(r.deposit)) problems.push(`paid ${paid}: neither nothing, the deposit nor the total`);
    return problems.map((problem) => ({ orderId: r.id, problem }));
  });
  return {
    ok: unbalanced.length === 0 && walletDrift.length === 0 && paymentMismatches.length === 0 && pointsDrift.length === 0 && orderDrift.length === 0,
    pointsDrift,
    orderDrift,
    entries: counts?.entries ?? 0,
    postings: counts?.postings ?? 0,
    unbalanced,
    walletDrift,
    paymentMismatches,
  };
}
