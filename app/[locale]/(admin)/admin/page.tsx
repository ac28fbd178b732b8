import { AdminCard } from '@/components/admin/admin-card';
import { AppLink } from '@/components/ui/app-link';
import { formatKes } from '@/lib/format';
import { ORDER_STATUS_LABELS } from '@/lib/orders';
import { systemClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { overview } from '@/lib/server/services/admin/overview';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';

export const generateMetadata = staffOnlyMetadata({ title: 'Overview' });

/** The nursery's day: today's orders and takings, what waits at each step, what needs a person. */
export default async function AdminOverviewPage() {
  await requireStaffViewer();
  const o = await overview(getDb(), systemClock);
  return (
    <>
      <h1 className="text-xl font-bold">Today at the nursery</h1>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <AdminCard title="Orders today" testId="today-orders">
          {o.todayOrders}
        </AdminCard>
        <AdminCard title="Takings today" testId="today-takings">
          {formatKes(o.todayTakingsCents)}
        </AdminCard>
        <AdminCard title="Payments to review">
          <AppLink href="/admin/payments" className="inline-flex min-h-11 min-w-11 items-center underline">
            {o.paymentsToReview}
          </AppLink>
        </AdminCard>
        <AdminCard title="Low on stock">{o.lowStock.length}</AdminCard>
      </div>
      <section aria-labelledby="waiting-heading" className="space-y-2">
        <h2 id="waiting-heading" className="text-xl font-bold">
          Orders waiting
        </h2>
        <ul className="grid gap-2 sm:grid-cols-4">
          {(Object.keys(o.waiting) as Array<keyof typeof o.waiting>).map((status) => (
            <li key={status}>
              <AppLink href={`/admin/orders?status=${status}`} className="flex min-h-11 justify-between rounded-lg border border-line p-3 hover:bg-tint">
                <span>{ORDER_STATUS_LABELS[status]}</span>
                <strong>{o.waiting[status]}</strong>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      {o.lowStock.length > 0 && (
        <section aria-labelledby="stock-heading" className="space-y-2">
          <h2 id="stock-heading" className="text-xl font-bold">
            Low on stock
          </h2>
          <ul className="divide-y divide-line rounded-xl border border-line">
            {o.lowStock.map((p) => (
              <li key={p.id}>
                <AppLink href={`/admin/products/${p.id}`} className="flex min-h-11 justify-between p-3 hover:bg-tint">
                  <span>{p.name}</span>
                  <strong>{p.stock} left</strong>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
