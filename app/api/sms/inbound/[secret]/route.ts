import { z } from 'zod';
import { text } from '@/lib/schemas/text';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { afterResponse } from '@/lib/server/http/after-response';
import { atCallbackForm } from '@/lib/server/http/callback-request';
import { nurseryContact } from '@/lib/server/nursery';
import { appClock, smsSender } from '@/lib/server/services/deps';
import { answerInboundSms } from '@/lib/server/sms/inbound';
import { drainSmsOutbox } from '@/lib/server/sms/outbox';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ secret: string }> };

/** A text as AT posts it; a text may be long (several parts) and is kept to what a reply needs. */
const inboundSchema = z.object({
  from: text({ max: 13 }).regex(/^\+254\d{9}$/),
  to: text({ max: 20 }).min(1),
  text: text({ max: 2_000, multiline: true }).default(''),
  id: text({ max: 100 }).min(1),
  linkId: text({ max: 100 }).optional(),
  date: text({ max: 40 }).optional(),
  networkCode: text({ max: 10 }).optional(),
});

/**
 * POST /api/sms/inbound/{AT_CALLBACK_SECRET}: a text a farmer sent to the shortcode, as
 * Africa's Talking posts it (form-encoded from, to, text, date, id, linkId). STATUS/HALI, an order
 * reference, HELP/MSAADA, STOP and START are answered by SMS; AT gets 200 at once, and the same
 * message posted again is answered once. A number that is not Kenyan, or a malformed post, is 400.
 */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const db = getDb();
  const callback = await atCallbackForm(db, request, (await params).secret, env().atCallbackSecret);
  if ('refused' in callback) return callback.refused;
  const sms = inboundSchema.safeParse(callback.form);
  if (!sms.success) return new Response('Bad message', { status: 400 });
  const reply = await answerInboundSms(db, sms.data, {
    serviceCode: env().USSD_SERVICE_CODE,
    nurseryPhone: nurseryContact().phoneDisplay,
    clock: appClock(),
  });
  if (reply) await afterResponse(() => drainSmsOutbox(db, smsSender(), appClock()).then(() => undefined));
  return new Response('OK', { status: 200 });
}
