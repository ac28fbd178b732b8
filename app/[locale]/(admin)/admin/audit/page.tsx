import { ScrollArea } from '@/components/admin/admin-card';
import { AppLink } from '@/components/ui/app-link';
import { getDb } from '@/lib/server/db/client';
import { auditPage } from '@/lib/server/services/admin/audit-log';
import { firstParam } from '@/lib/search-params';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { formatDate } from '@/lib/format';
import { AdminTable } from '@/components/admin/admin-table';

export const generateMetadata = staffOnlyMetadata({ title: 'Audit log' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

/** Every staff action, newest first: who, when, what, before and after. Nothing here can be changed. */
export default async function AdminAuditPage({ searchParams }: Props) {
  await requireStaffViewer();
  const params = await searchParams;
  const before = Number(firstParam(params.before)) || undefined;
  const targetType = firstParam(params.type)?.slice(0, 40) || undefined;
  const { entries, nextBefore } = await auditPage(getDb(), { before, targetType });
  return (
    <>
      <h1 className="text-xl font-bold">Audit log</h1>
      <nav aria-label="Filter by kind" className="flex flex-wrap gap-2 text-sm">
        {['', 'order', 'payment', 'product', 'sowing_batch', 'customer', 'delivery_zone', 'pickup_point'].map((t) => (
          <AppLink
            key={t || 'all'}
            href={t ? `/admin/audit?type=${t}` : '/admin/audit'}
            className={`inline-flex min-h-11 items-center rounded-lg px-3 ${targetType === t || (!targetType && !t) ? 'bg-brand-soft font-bold' : 'underline'}`}
          >
            {t ? t.replace('_', ' ') : 'everything'}
          </AppLink>
        ))}
      </nav>
      <AdminTable
        label="Audit log"
        testId="audit-log"
        rows={entries}
        rowKey={(e) => e.id}
        empty="Nothing recorded yet."
        columns={[
          { header: 'When', className: 'whitespace-nowrap', cell: (e) => formatDate(e.createdAt, 'second') },
          { header: 'Who', cell: (e) => e.actorName },
          {
            header: 'What',
            cell: (e) => (
              <>
                {e.action}
                <span className="block text-subtle">
                  {e.targetType} {e.targetId}
                </span>
              </>
            ),
          },
          {
            header: 'Before',
            cell: (e) => (
              <ScrollArea label="Before" className="max-w-xs">
                <pre className="text-sm">{show(e.before)}</pre>
              </ScrollArea>
            ),
          },
          {
            header: 'After',
            cell: (e) => (
              <ScrollArea label="After" className="max-w-xs">
                <pre className="text-sm">{show(e.after)}</pre>
              </ScrollArea>
            ),
          },
        ]}
      />
      {nextBefore && (
        <AppLink
          href={`/admin/audit?before=${nextBefore}${targetType ? `&type=${targetType}` : ''}`}
          className="inline-flex min-h-11 items-center font-bold underline"
        >
          Older
        </AppLink>
      )}
    </>
  );
}
