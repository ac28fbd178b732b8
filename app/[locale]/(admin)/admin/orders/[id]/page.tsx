import { notFound } from 'next/navigation';
import { OrderActions } from '@/components/admin/order-actions';
import { RawCallback } from '@/components/admin/raw-callback';
import { OrderSummary } from '@/components/orders/order-summary';
import { AppLink } from '@/components/ui/app-link';
import { formatDate, formatKes } from '@/lib/format';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@/lib/orders';
import { orderIdSchema } from '@/lib/schemas/order';
import { getDb } from '@/lib/server/db/client';
import { pageParam } from '@/lib/server/http/page-params';
import { staffOrderDetail } from '@/lib/server/services/admin/orders';
import { orderSettings } from '@/lib/server/services/deps';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { AdminTable } from '@/components/admin/admin-table';

export const generateMetadata = staffOnlyMetadata({ title: 'Order' });

/** One order for staff: items and delivery, each payment attempt with its raw callback, its ledger entries, and the actions. */
export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffViewer();
  const id = pageParam(orderIdSchema, (await params).id);
  const detail = await staffOrderDetail(getDb(), id, orderSettings());
  if (!detail) notFound();
  const { order, customer, attempts, ledger } = detail;
  // A booking's deposit is money paid too: it can be refunded like the rest.
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'partly_paid';
  const paidCents = order.booking ? order.booking.paidSoFarCents : paid ? order.totalCents : 0;
  return (
    <>
      <div>
        <h1 className="text-xl font-bold">Order {order.reference}</h1>
        <p data-testid="admin-order-status">
          {ORDER_STATUS_LABELS[order.status]} · {PAYMENT_STATUS_LABELS[order.paymentStatus]}
        </p>
        {order.booking && (
          <p data-testid="admin-order-booking">
            Booking for planting on {formatDate(order.booking.plantingDate, 'day')}
            {order.booking.dateMoved ? ' (moved once)' : ''} · {order.booking.paymentPlan === 'deposit' ? 'deposit' : 'paid in full'} · paid{' '}
            {formatKes(order.booking.paidSoFarCents)} of {formatKes(order.totalCents)}
            {order.booking.readyOn ? ` · set aside ${formatDate(order.booking.readyOn, 'day')}` : order.booking.sown ? ' · sown' : ' · not sown yet'}
          </p>
        )}
        {customer && (
          <p>
            Customer:{' '}
            <AppLink href={`/admin/customers/${encodeURIComponent(customer.uid)}`} className="underline">
              {customer.name || customer.email}
            </AppLink>{' '}
            {customer.phone && `· ${customer.phone}`}
          </p>
        )}
      </div>
      <OrderActions orderId={order.id} status={order.status} paid={paid} refundableCents={Math.max(0, paidCents - order.refundedCents)} phone={order.phone} />
      <OrderSummary order={order} />
      <section aria-labelledby="attempts-heading" className="space-y-2">
        <h2 id="attempts-heading" className="text-xl font-bold">
          Payment attempts
        </h2>
        {attempts.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul className="space-y-3">
            {attempts.map((a) => (
              <li key={a.id} className="rounded-xl border border-line p-3 text-sm">
                <p className="font-bold">
                  {a.channel === 'c2b' ? 'Paybill' : 'STK push'} · {a.status} · {formatKes(a.amountCents)} · {a.phone ?? 'no phone'}
                </p>
                <p>
                  {formatDate(a.createdAt, 'second')} · CheckoutRequestID {a.checkoutRequestId ?? 'none'} · receipt {a.receiptNumber ?? 'none'} · code{' '}
                  {a.resultCode ?? 'none'}
                  {a.resultDesc ? ` (${a.resultDesc})` : ''}
                </p>
                {a.reviewReason && <p>Review: {a.reviewReason}</p>}
                {a.rawCallback !== null && <RawCallback value={a.rawCallback} />}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="ledger-heading" className="space-y-2">
        <h2 id="ledger-heading" className="text-xl font-bold">
          Ledger entries
        </h2>
        <AdminTable
          label="Ledger entries"
          rows={ledger}
          rowKey={(e) => e.entryId}
          empty="No money has moved for this order."
          columns={[
            { header: 'When', cell: (e) => formatDate(e.createdAt, 'second') },
            { header: 'Entry', cell: (e) => `${e.kind}: ${e.description}${e.reference ? ` (${e.reference})` : ''}` },
            {
              header: 'Postings',
              cell: (e) =>
                e.postings.map((p) => (
                  <span key={p.account} className="block tabular-nums">
                    {p.account}: {p.amountCents > 0 ? '+' : ''}
                    {formatKes(p.amountCents)}
                  </span>
                )),
            },
          ]}
        />
      </section>
    </>
  );
}
