import { AppLink } from '@/components/ui/app-link';
import { inputClass, secondaryButton } from '@/components/ui/field';
import { formatDate, formatKes } from '@/lib/format';
import { getDb } from '@/lib/server/db/client';
import { repairedPhoneLinks, searchCustomers } from '@/lib/server/services/admin/customers';
import { firstParam } from '@/lib/search-params';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { AdminTable } from '@/components/admin/admin-table';

export const generateMetadata = staffOnlyMetadata({ title: 'Customers' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminCustomersPage({ searchParams }: Props) {
  await requireStaffViewer();
  const q = (firstParam((await searchParams).q) ?? '').slice(0, 100);
  const [rows, repairs] = await Promise.all([searchCustomers(getDb(), q), repairedPhoneLinks(getDb())]);
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
      {repairs.length > 0 && (
        <section aria-labelledby="repairs-heading" className="space-y-2">
          <h2 id="repairs-heading" className="text-lg font-bold">
            USSD phones unlinked by the repair
          </h2>
          <p className="text-sm text-subtle">
            These accounts changed their phone after confirming another one, so USSD from a number nobody proved was theirs opened the account. The link is
            gone; check the orders and M-Pesa payments made from that number and move what belongs to its real owner.
          </p>
          <AdminTable
            label="USSD phones unlinked by the repair"
            testId="phone-link-repairs"
            rows={repairs}
            rowKey={(r) => `${r.uid}:${r.phone ?? ''}`}
            empty=""
            columns={[
              {
                header: 'Account',
                cell: (r) => (
                  <AppLink href={`/admin/customers/${encodeURIComponent(r.uid)}`} className="font-bold underline">
                    {r.name || r.email || r.uid}
                  </AppLink>
                ),
              },
              { header: 'USSD took', cell: (r) => r.phone ?? '' },
              { header: 'Code went to', cell: (r) => r.codePhone ?? 'not known' },
              { header: 'Confirmed', cell: (r) => (r.confirmedAt ? formatDate(r.confirmedAt) : '') },
              { header: 'Orders with that phone', numeric: true, cell: (r) => r.ordersFromPhone },
            ]}
          />
        </section>
      )}
    </>
  );
}
