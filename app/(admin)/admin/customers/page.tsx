import { adminTable, ScrollArea } from '@/components/admin/admin-card';
import { AppLink } from '@/components/ui/app-link';
import { inputClass, secondaryButton } from '@/components/ui/field';
import { formatKes } from '@/lib/format';
import { getDb } from '@/lib/server/db/client';
import { searchCustomers } from '@/lib/server/services/admin/customers';
import { firstParam } from '@/lib/search-params';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';

export const generateMetadata = staffOnlyMetadata({ title: 'Customers' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminCustomersPage({ searchParams }: Props) {
  await requireStaffViewer();
  const q = (firstParam((await searchParams).q) ?? '').slice(0, 100);
  const rows = await searchCustomers(getDb(), q);
  return (
    <>
      <h1 className="text-2xl font-bold">Customers</h1>
      <form method="get" role="search" className="flex gap-2">
        <label className="sr-only" htmlFor="customer-q">
          Name, e-mail, phone or referral code
        </label>
        <input id="customer-q" name="q" defaultValue={q} placeholder="Name, e-mail, phone or referral code" className={inputClass} />
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </form>
      {rows.length === 0 ? (
        <p>No customers match.</p>
      ) : (
        <ScrollArea label="Customers">
          <table className={adminTable}>
            <thead>
              <tr>
                <th>Name</th>
                <th>Phone</th>
                <th className="text-right">Wallet</th>
                <th className="text-right">Points</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.uid}>
                  <td>
                    <AppLink href={`/admin/customers/${encodeURIComponent(c.uid)}`} className="font-semibold underline">
                      {c.name || c.email || c.uid}
                    </AppLink>
                    <span className="block text-neutral-600 dark:text-neutral-300">
                      {c.email}
                      {c.role === 'admin' ? ' · staff' : ''}
                    </span>
                  </td>
                  <td>{c.phone ?? ''}</td>
                  <td className="text-right tabular-nums">{formatKes(c.walletBalanceCents)}</td>
                  <td className="text-right tabular-nums">{c.referralPoints}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </>
  );
}
