import { z } from 'zod';
import { text } from '@/lib/schemas/text';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { atCallbackForm } from '@/lib/server/http/callback-request';
import { recordDeliveryReport } from '@/lib/server/sms/outbox';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ secret: string }> };

const reportSchema = z.object({
  id: text({ max: 100 }).min(1),
  status: text({ max: 40 }).min(1),
  failureReason: text({ max: 100 }).optional(),
  // Settles a send whose answer was lost, whose id the shop never learnt.
  phoneNumber: text({ max: 13 })
    .regex(/^\+254\d{9}$/)
    .optional()
    .catch(undefined),
});

/**
 * POST /api/sms/delivery/{AT_CALLBACK_SECRET}: Africa's Talking's delivery report for one SMS
 * (form-encoded id, status, phoneNumber, networkCode, failureReason, retryCount). Reports come late,
 * twice or never; each is recorded against the message and acknowledged.
 */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const db = getDb();
  const callback = await atCallbackForm(db, request, (await params).secret, env().atCallbackSecret);
  if ('refused' in callback) return callback.refused;
  const report = reportSchema.safeParse(callback.form);
  if (!report.success) return new Response('Bad report', { status: 400 });
  const known = await recordDeliveryReport(db, report.data);
  return new Response(known ? 'OK' : 'Unknown message', { status: 200 });
}
