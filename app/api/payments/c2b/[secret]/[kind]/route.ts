import { getDb } from '@/lib/server/db/client';
import { daraja } from '@/lib/server/env';
import { afterResponse } from '@/lib/server/http/after-response';
import { boundedText, refuseCallbackFlood, secretMatches } from '@/lib/server/http/callback-request';
import { clientAddress } from '@/lib/server/http/client-address';
import { looksLikeCallback, processC2bConfirmation, recordCallback } from '@/lib/server/services/payments/callback-inbox';
import { validateC2bPayment } from '@/lib/server/services/payments/paybill';
import { appClock } from '@/lib/server/services/deps';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ secret: string; kind: string }> };

/**
 * The Paybill fallback's C2B URLs. `validation` (only if Safaricom enabled it) accepts a payment whose
 * account is an order awaiting payment or a wallet's code; `confirmation` is stored, acknowledged at once,
 * then applied, deduplicated by the M-Pesa receipt.
 */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const { secret, kind } = await params;
  if (!secretMatches(secret, daraja().callbackSecret) || (kind !== 'confirmation' && kind !== 'validation')) {
    return new Response('Not found', { status: 404 });
  }
  const db = getDb();
  const flood = await refuseCallbackFlood(db, request);
  if (flood) return flood;
  const body = await boundedText(request);
  if (kind === 'validation') {
    const code = await validateC2bPayment(db, body);
    return Response.json({ ResultCode: code, ResultDesc: code === '0' ? 'Accepted' : 'Rejected' });
  }
  if (!looksLikeCallback('c2b', body)) return Response.json({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' }, { status: 400 });
  const id = await recordCallback(db, 'c2b', null, { body, sourceIp: clientAddress(request), shortcodeHeader: request.headers.get('businessshortcode') });
  await afterResponse(async () => {
    await processC2bConfirmation(db, id, body, appClock());
  });
  return Response.json({ ResultCode: 0, ResultDesc: 'Success' });
}
