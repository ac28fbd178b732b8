import { AppLink } from '@/components/ui/app-link';
import { inputClass, secondaryButton } from '@/components/ui/field';
import { formatKes } from '@/lib/format';
import { getDb } from '@/lib/server/db/client';
import { searchCustomers } from '@/lib/server/services/admin/customers';
import { firstParam } from '@/lib/search-params';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { AdminTable } from '@/components/admin/admin-table';

export const generateMetadata = staffOnlyMetadata({ title: 'Customers' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminCustomersPage({ searchParams }: Props) {
  await requireStaffViewer();
  const q = (firstParam((await searchParams).q) ?? '').slice(0, 100);
  const rows = await searchCustomers(getDb(), q);
  return (
    <>
      <h1 className="text-xl font-bold">Customers</h1>
      <form method="get" role="search" className="flex gap-2">
        <label className="sr-only" htmlFor="customer-q">
          Name, e-mail, phone or referral code
        </label>
        <input id="customer-q" name="q" defaultValue={q} placeholder="Name, e-mail, phone or referral code" className={inputClass} />
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </form>
      <AdminTable
        label="Customers"
        rows={rows}
        rowKey={(c) => c.uid}
        empty="No customers match."
        columns={[
          {
            header: 'Name',
            cell: (c) => (
              <>
                <AppLink href={`/admin/customers/${encodeURIComponent(c.uid)}`} className="font-bold underline">
                  {c.name || c.email || c.uid}
                </AppLink>
                <span className="block text-subtle">
                  {c.email}
                  {c.role === 'admin' ? ' · staff' : ''}
                </span>
              </>
            ),
          },
          { header: 'Phone', cell: (c) => c.phone ?? '' },
          { header: 'Wallet', numeric: true, cell: (c) => formatKes(c.walletBalanceCents) },
          { header: 'Points', numeric: true, cell: (c) => c.referralPoints },
        ]}
      />
    </>
  );
}
