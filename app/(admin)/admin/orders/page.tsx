import { adminTable, ScrollArea } from '@/components/admin/admin-card';
import { AppLink } from '@/components/ui/app-link';
import { inputClass, secondaryButton } from '@/components/ui/field';
import { KENYAN_COUNTIES, isKenyanCounty } from '@/lib/counties';
import { formatDate, formatKes } from '@/lib/format';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderStatus } from '@/lib/orders';
import { getDb } from '@/lib/server/db/client';
import { searchOrders } from '@/lib/server/services/admin/orders';
import { firstParam } from '@/lib/search-params';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';

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
      <h1 className="text-2xl font-bold">Orders</h1>
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
      {rows.length === 0 ? (
        <p>No orders match.</p>
      ) : (
        <ScrollArea label="Orders">
          <table className={adminTable} data-testid="admin-orders">
            <thead>
              <tr>
                <th>Reference</th>
                <th>Placed</th>
                <th>Customer</th>
                <th>County</th>
                <th className="text-right">Total</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <AppLink href={`/admin/orders/${r.id}`} className="font-mono font-semibold underline">
                      {r.reference}
                    </AppLink>
                  </td>
                  <td>{formatDate(r.createdAt)}</td>
                  <td>
                    {r.customer}
                    <span className="block text-neutral-600 dark:text-neutral-300">{r.phone}</span>
                  </td>
                  <td>{r.county ?? 'Pickup'}</td>
                  <td className="text-right tabular-nums">{formatKes(r.totalCents)}</td>
                  <td>
                    {ORDER_STATUS_LABELS[r.status]}
                    <span className="block text-neutral-600 dark:text-neutral-300">{PAYMENT_STATUS_LABELS[r.paymentStatus]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </>
  );
}
