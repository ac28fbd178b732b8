import { AppLink } from '@/components/ui/app-link';
import { inputClass, secondaryButton } from '@/components/ui/field';
import { KENYAN_COUNTIES, isKenyanCounty } from '@/lib/counties';
import { formatDate, formatKes } from '@/lib/format';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderStatus } from '@/lib/orders';
import { getDb } from '@/lib/server/db/client';
import { searchOrders } from '@/lib/server/services/admin/orders';
import { firstParam } from '@/lib/search-params';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { AdminTable } from '@/components/admin/admin-table';

export const generateMetadata = staffOnlyMetadata({ title: 'Orders' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Orders by status and county, searched by reference, phone or name: a plain GET form, so it works anywhere. */
export default async function AdminOrdersPage({ searchParams }: Props) {
  await requireStaffViewer();
  const params = await searchParams;
  const status = firstParam(params.status);
  const county = firstParam(params.county);
  const q = firstParam(params.q) ?? '';
  const rows = await searchOrders(getDb(), {
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : undefined,
    county: county && isKenyanCounty(county) ? county : undefined,
    q: q.slice(0, 100),
  });
  return (
    <>
      <h1 className="text-xl font-bold">Orders</h1>
      <form method="get" className="grid gap-2 sm:grid-cols-[1fr_10rem_10rem_auto]" role="search">
        <label className="sr-only" htmlFor="order-q">
          Reference, phone or name
        </label>
        <input id="order-q" name="q" defaultValue={q} placeholder="Reference, phone or name" className={inputClass} />
        <label className="sr-only" htmlFor="order-status">
          Status
        </label>
        <select id="order-status" name="status" defaultValue={status ?? ''} className={inputClass}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="order-county">
          County
        </label>
        <select id="order-county" name="county" defaultValue={county ?? ''} className={inputClass}>
          <option value="">Any county</option>
          {KENYAN_COUNTIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </form>
      <AdminTable
        label="Orders"
        testId="admin-orders"
        rows={rows}
        rowKey={(r) => r.id}
        empty="No orders match."
        columns={[
          {
            header: 'Reference',
            cell: (r) => (
              <AppLink href={`/admin/orders/${r.id}`} className="font-mono font-bold underline">
                {r.reference}
              </AppLink>
            ),
          },
          { header: 'Placed', cell: (r) => formatDate(r.createdAt) },
          {
            header: 'Customer',
            cell: (r) => (
              <>
                {r.customer}
                <span className="block text-subtle">{r.phone}</span>
              </>
            ),
          },
          { header: 'County', cell: (r) => r.county ?? 'Pickup' },
          { header: 'Total', numeric: true, cell: (r) => formatKes(r.totalCents) },
          {
            header: 'Status',
            cell: (r) => (
              <>
                {ORDER_STATUS_LABELS[r.status]}
                <span className="block text-subtle">{PAYMENT_STATUS_LABELS[r.paymentStatus]}</span>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
