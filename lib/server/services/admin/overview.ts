import 'server-only';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@/lib/catalogue';
import { startOfNairobiDay } from '@/lib/nairobi-day';
import type { OrderStatus } from '@/lib/orders';
import type { Clock } from '@/lib/server/clock';
import type { Db } from '@/lib/server/db/client';
import { journalEntries, orders, paymentAttempts, postings, products, ledgerAccounts } from '@/lib/server/db/schema';

export interface Overview {
  todayOrders: number;
  /** Money received for orders today (their payments from wallets), in cents. */
  todayTakingsCents: number;
  waiting: Record<'pending' | 'paid' | 'processing' | 'dispatched', number>;
  paymentsToReview: number;
  lowStock: Array<{ id: string; name: string; stock: number }>;
}

/** The nursery's day at a glance: today's orders and takings, what waits at each step, what needs a person. */
export async function overview(db: Db, clock: Clock): Promise<Overview> {
  const since = startOfNairobiDay(clock.now());
  const [[todayOrders], [takings], byStatus, [review], lowStock] = await Promise.all([
    db.select({ n: count() }).from(orders).where(gte(orders.createdAt, since)),
    db
      .select({ cents: sql<string>`coalesce(sum(${postings.amountCents}), 0)` })
      .from(postings)
      .innerJoin(journalEntries, eq(postings.entryId, journalEntries.id))
      .innerJoin(ledgerAccounts, eq(postings.accountId, ledgerAccounts.id))
      .where(and(eq(journalEntries.kind, 'order_payment'), eq(ledgerAccounts.kind, 'sales'), gte(journalEntries.createdAt, since))),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(inArray(orders.status, ['pending', 'paid', 'processing', 'dispatched']))
      .groupBy(orders.status),
    db.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.status, 'needs_review')),
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(and(eq(products.active, true), lte(products.stock, LOW_STOCK_THRESHOLD)))
      .orderBy(asc(products.stock), asc(products.name)),
  ]);
  const waiting = { pending: 0, paid: 0, processing: 0, dispatched: 0 };
  for (const row of byStatus) waiting[row.status as keyof typeof waiting & OrderStatus] = row.n;
  return {
    todayOrders: todayOrders?.n ?? 0,
    todayTakingsCents: Number(takings?.cents ?? 0),
    waiting,
    paymentsToReview: review?.n ?? 0,
    lowStock,
  };
}
