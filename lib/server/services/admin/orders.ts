import 'server-only';
import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { KenyanCounty } from '@/lib/counties';
import { normalizeSpecPhone } from '@/lib/phone';
import type { OrderStatus, PaymentStatus } from '@/lib/orders';
import type { Db } from '@/lib/server/db/client';
import { journalEntries, ledgerAccounts, orders, paymentAttempts, postings, users } from '@/lib/server/db/schema';
import { audit } from '@/lib/server/services/audit';
import { ServiceError } from '@/lib/server/services/errors';
import { getOrderDetail, type OrderSettings } from '@/lib/server/services/orders';
import { refundOrder } from '@/lib/server/services/refunds';
import { startStkPayment, type PaymentDeps, type StkStarted } from '@/lib/server/services/payments/push';

export interface OrderFilter {
  status?: OrderStatus;
  county?: KenyanCounty;
  /** A reference, a phone number, or part of the customer's name or e-mail. */
  q?: string;
}

export interface AdminOrderRow {
  id: string;
  reference: string;
  createdAt: string;
  customer: string;
  phone: string;
  county: string | null;
  totalCents: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

/** Orders for staff, newest first, filtered by status and county and searched by reference, phone or name. */
export async function searchOrders(db: Db, filter: OrderFilter, limit = 100): Promise<AdminOrderRow[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.county) conditions.push(eq(orders.deliveryCounty, filter.county));
  const q = filter.q?.trim();
  if (q) {
    const phone = normalizeSpecPhone(q);
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const match = [ilike(orders.reference, like), ilike(users.name, like), ilike(users.email, like)];
    if (phone) match.push(eq(orders.phone, phone));
    conditions.push(or(...match) as SQL);
  }
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      createdAt: orders.createdAt,
      name: users.name,
      email: users.email,
      phone: orders.phone,
      county: orders.deliveryCounty,
      totalCents: orders.totalCents,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .innerJoin(users, eq(orders.userUid, users.uid))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    createdAt: r.createdAt.toISOString(),
    customer: r.name || r.email || 'Unknown',
    phone: r.phone,
    county: r.county,
    totalCents: r.totalCents,
    status: r.status,
    paymentStatus: r.paymentStatus,
  }));
}

export interface LedgerLine {
  entryId: string;
  kind: string;
  description: string;
  reference: string | null;
  createdAt: string;
  postings: Array<{ account: string; amountCents: number }>;
}

/** An order for staff: the customer's view plus the customer, each attempt's raw callback, and its ledger entries. */
export async function staffOrderDetail(db: Db, orderId: string, settings: Pick<OrderSettings, 'paybillNumber'>) {
  const detail = await getOrderDetail(db, orderId, { uid: '', staff: true }, settings);
  if (!detail) return null;
  const [customer] = await db
    .select({ uid: users.uid, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.uid, detail.userId));
  const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(desc(paymentAttempts.createdAt));
  const entries = await db.select().from(journalEntries).where(eq(journalEntries.orderId, orderId)).orderBy(journalEntries.createdAt);
  const lines = entries.length
    ? await db
        .select({ entryId: postings.entryId, code: ledgerAccounts.code, amountCents: postings.amountCents })
        .from(postings)
        .innerJoin(ledgerAccounts, eq(postings.accountId, ledgerAccounts.id))
        .where(
          inArray(
            postings.entryId,
            entries.map((e) => e.id),
          ),
        )
    : [];
  const ledger: LedgerLine[] = entries.map((e) => ({
    entryId: e.id,
    kind: e.kind,
    description: e.description,
    reference: e.reference,
    createdAt: e.createdAt.toISOString(),
    postings: lines
      .filter((l) => l.entryId === e.id)
      .map((l) => ({ account: l.code.startsWith('wallet:') ? 'customer wallet' : l.code, amountCents: l.amountCents })),
  }));
  return {
    order: detail,
    customer: customer ?? null,
    attempts: attempts.map((a) => ({
      id: a.id,
      channel: a.channel,
      status: a.status,
      phone: a.phone,
      amountCents: a.amountCents,
      checkoutRequestId: a.checkoutRequestId,
      receiptNumber: a.receiptNumber,
      resultCode: a.resultCode,
      resultDesc: a.resultDesc,
      reviewReason: a.reviewReason,
      rawCallback: a.rawCallback,
      createdAt: a.createdAt.toISOString(),
    })),
    ledger,
  };
}

/** A part (or all) of a paid order back into the customer's wallet, with a reason, audited. */
export async function staffRefund(
  db: Db,
  input: { orderId: string; amountCents: number; reason: string; actor: string; requestId: string },
): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ refundedCents: orders.refundedCents, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, input.orderId));
    if (!before) throw new ServiceError('order_not_found');
    const result = await refundOrder(tx, {
      orderId: input.orderId,
      amountCents: input.amountCents,
      reason: input.reason,
      actor: input.actor,
      key: input.requestId,
    });
    if (result.applied) {
      const [after] = await tx
        .select({ refundedCents: orders.refundedCents, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, input.orderId));
      await audit(tx, {
        actor: input.actor,
        action: 'order.refund',
        targetType: 'order',
        targetId: input.orderId,
        before,
        after: { ...after, reason: input.reason },
      });
    }
    return { applied: result.applied };
  });
}

/** Sends the order's M-Pesa prompt again on the customer's behalf (they asked on the phone, say). */
export async function staffResendPrompt(deps: PaymentDeps, input: { orderId: string; phone?: string; actor: string }): Promise<StkStarted> {
  const [order] = await deps.db.select({ userUid: orders.userUid, phone: orders.phone }).from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw new ServiceError('order_not_found');
  const phone = input.phone ?? order.phone;
  const started = await startStkPayment(deps, { uid: order.userUid, purpose: 'order', orderId: input.orderId, phone });
  // After the push, not with it: the push is an outside call that must not sit inside a transaction.
  await audit(deps.db, {
    actor: input.actor,
    action: 'order.resend_prompt',
    targetType: 'order',
    targetId: input.orderId,
    after: { phone, attemptId: started.attempt.id, sent: started.sent },
  });
  return started;
}
