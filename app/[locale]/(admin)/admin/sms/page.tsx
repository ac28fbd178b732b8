import { ScrollArea } from '@/components/admin/admin-card';
import { formatDate } from '@/lib/format';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { callbackList } from '@/lib/server/services/ussd';
import { failedSms, MAX_SMS_ATTEMPTS } from '@/lib/server/sms/outbox';
import { callbackDone } from './callback-actions';

const LANGUAGE = { en: 'English', sw: 'Kiswahili' } as const;

export const generateMetadata = staffOnlyMetadata({ title: 'SMS and call-backs' });

/**
 * SMS updates that could not be sent after every attempt, or that Africa's Talking reported as not
 * delivered: whom to call instead, and why the message did not reach them.
 */
export default async function AdminSmsPage() {
  await requireStaffViewer();
  const [rows, callbacks] = await Promise.all([failedSms(getDb()), callbackList(getDb())]);
  return (
    <>
      <h1 className="text-xl font-bold">Call-back requests</h1>
      <p className="text-sm text-subtle">Farmers who chose &quot;Please call me back&quot; under Help on USSD, oldest first. Call in the language shown.</p>
      {callbacks.length === 0 ? (
        <p>No one is waiting for a call.</p>
      ) : (
        <ScrollArea label="Call-back requests">
          <table className="w-full text-left text-sm" data-testid="callback-requests">
            <thead>
              <tr>
                <th className="p-2">Asked</th>
                <th className="p-2">Phone</th>
                <th className="p-2">Language</th>
                <th className="p-2">
                  <span className="sr-only">Done</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {callbacks.map((c) => (
                <tr key={c.id} className="border-t border-line align-top">
                  <td className="p-2 whitespace-nowrap">{formatDate(c.requestedAt)}</td>
                  <td className="p-2 whitespace-nowrap">
                    <a href={`tel:${c.phone}`}>{c.phone}</a>
                  </td>
                  <td className="p-2">{LANGUAGE[c.locale]}</td>
                  <td className="p-2">
                    <form action={callbackDone}>
                      <input type="hidden" name="id" value={c.id} />
                      <button type="submit" className="underline">
                        Mark called
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}

      <h2 className="mt-6 text-xl font-bold">SMS not delivered</h2>
      <p className="text-sm text-subtle">
        Messages are tried {MAX_SMS_ATTEMPTS} times with growing waits before they are listed here; a delivery report that says a message did not arrive lists
        it too, and so does a send the gateway never answered (so it is not sent twice) when no report has come for half an hour. Call the farmer if it matters.
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
                    {sms.status === 'unknown'
                      ? `Perhaps sent, not confirmed: the gateway did not answer in time and no delivery report came (${sms.lastError ?? ''}). Not sent again.`
                      : sms.status === 'failed'
                        ? `Not sent after ${sms.attempts} attempts: ${sms.lastError ?? ''}`
                        : `Reported: ${sms.deliveryStatus ?? ''}`}
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
