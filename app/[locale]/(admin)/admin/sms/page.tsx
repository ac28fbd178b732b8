import { ScrollArea } from '@/components/admin/admin-card';
import { formatDate } from '@/lib/format';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { failedSms, MAX_SMS_ATTEMPTS } from '@/lib/server/sms/outbox';

export const generateMetadata = staffOnlyMetadata({ title: 'SMS not delivered' });

/**
 * SMS updates that could not be sent after every attempt, or that Africa's Talking reported as not
 * delivered (issue 18): whom to call instead, and why the message did not reach them.
 */
export default async function AdminSmsPage() {
  await requireStaffViewer();
  const rows = await failedSms(getDb());
  return (
    <>
      <h1 className="text-xl font-bold">SMS not delivered</h1>
      <p className="text-sm text-subtle">
        Messages are tried {MAX_SMS_ATTEMPTS} times with growing waits before they are listed here; a delivery report that says a message did not arrive lists
        it too. Call the farmer if it matters.
      </p>
      {rows.length === 0 ? (
        <p>Every SMS went out.</p>
      ) : (
        <ScrollArea label="SMS not delivered">
          <table className="w-full text-left text-sm" data-testid="failed-sms">
            <thead>
              <tr>
                <th className="p-2">Queued</th>
                <th className="p-2">Phone</th>
                <th className="p-2">Message</th>
                <th className="p-2">Why</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((sms) => (
                <tr key={sms.id} className="border-t border-line align-top">
                  <td className="p-2 whitespace-nowrap">{formatDate(sms.createdAt)}</td>
                  <td className="p-2 whitespace-nowrap">{sms.phone}</td>
                  <td className="p-2">{sms.message}</td>
                  <td className="p-2">
                    {sms.status === 'failed' ? `Not sent after ${sms.attempts} attempts: ${sms.lastError ?? ''}` : `Reported: ${sms.deliveryStatus ?? ''}`}
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
