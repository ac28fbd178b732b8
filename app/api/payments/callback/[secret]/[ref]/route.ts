import { getDb } from '@/lib/server/db/client';
import { daraja } from '@/lib/server/env';
import { afterResponse } from '@/lib/server/http/after-response';
import { boundedText, refuseCallbackFlood, secretMatches } from '@/lib/server/http/callback-request';
import { clientAddress } from '@/lib/server/http/client-address';
import { looksLikeCallback, processStkCallback, recordCallback } from '@/lib/server/services/payments/callback-inbox';
import { attemptIdFromRef } from '@/lib/server/daraja';
import { appClock, smsSender } from '@/lib/server/services/deps';
import { drainSmsOutbox } from '@/lib/server/sms/outbox';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ secret: string; ref: string }> };

/**
 * Daraja's STK callback: /api/payments/callback/<secret>/<attempt>. The body is stored as received,
 * then 200 goes back at once (Safaricom never retries and ignores the body), and the result is
 * applied after the response; if that fails, the reconciler's STK query settles it.
 */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const { secret, ref } = await params;
  // Only the URLs the shop gave Daraja exist: the right secret and an attempt's reference (never a NUL).
  if (!secretMatches(secret, daraja().callbackSecret) || !attemptIdFromRef(ref)) return new Response('Not found', { status: 404 });
  const db = getDb();
  const flood = await refuseCallbackFlood(db, request);
  if (flood) return flood;
  const body = await boundedText(request);
  if (!looksLikeCallback('stk', body)) return Response.json({ ResultCode: 1, ResultDesc: 'Not a callback' }, { status: 400 });
  const id = await recordCallback(db, 'stk', ref, { body, sourceIp: clientAddress(request), shortcodeHeader: request.headers.get('businessshortcode') });
  await afterResponse(async () => {
    await processStkCallback(db, id, ref, body, appClock());
    // A paid order's SMS goes now.
    await drainSmsOutbox(db, smsSender(), appClock());
  });
  return Response.json({ ResultCode: 0, ResultDesc: 'Accepted' });
}
