import { notFound } from 'next/navigation';
import { AdjustmentForm } from '@/components/admin/adjustment-form';
import { AdminCard } from '@/components/admin/admin-card';
import { OrderList } from '@/components/orders/order-list';
import { Statement } from '@/components/wallet/statement';
import { formatDate, formatKes } from '@/lib/format';
import { token } from '@/lib/schemas/text';
import { getDb } from '@/lib/server/db/client';
import { pageParam } from '@/lib/server/http/page-params';
import { customerDetail } from '@/lib/server/services/admin/customers';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';

export const generateMetadata = staffOnlyMetadata({ title: 'Customer' });

/** One customer: who they are, their orders, their wallet statement and points, and a wallet adjustment. */
export default async function AdminCustomerPage({ params }: { params: Promise<{ uid: string }> }) {
  await requireStaffViewer();
  const uid = pageParam(token(128), (await params).uid);
  const detail = await customerDetail(getDb(), uid);
  if (!detail) notFound();
  const { profile, orders, statement, points } = detail;
  return (
    <>
      <div>
        <h1 className="text-xl font-bold">{profile.name || profile.email}</h1>
        <p>
          {profile.email} {profile.emailVerified ? '(verified)' : '(not verified)'} · {profile.phone ?? 'no phone'} · joined{' '}
          {formatDate(profile.createdAt, 'day')}
        </p>
        <p>
          {profile.address} {profile.deliveryCounty && `· ${profile.deliveryCounty}`}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <AdminCard title="Wallet" testId="customer-wallet">
          {formatKes(profile.walletBalanceCents)}
        </AdminCard>
        <AdminCard title="Referral points">{profile.referralPoints}</AdminCard>
      </div>
      <AdjustmentForm uid={profile.uid} />
      <section aria-labelledby="c-orders" className="space-y-2">
        <h2 id="c-orders" className="text-xl font-bold">
          Orders
        </h2>
        <OrderList orders={orders} hrefFor={(id) => `/admin/orders/${id}`} />
      </section>
      <section aria-labelledby="c-wallet" className="space-y-2">
        <h2 id="c-wallet" className="text-xl font-bold">
          Wallet statement
        </h2>
        <Statement lines={statement.lines} />
      </section>
      <section aria-labelledby="c-points" className="space-y-2">
        <h2 id="c-points" className="text-xl font-bold">
          Points
        </h2>
        {points.length === 0 ? (
          <p>No points yet.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {points.map((p) => (
              <li key={p.id}>
                {formatDate(p.createdAt, 'day')} · {p.points > 0 ? '+' : ''}
                {p.points} · {p.description}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
