import { topupSchema } from '@/lib/schemas/wallet';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, readJson } from '@/lib/server/http/api';
import { idempotencyKeyOf } from '@/lib/server/http/idempotency';
import { stkResponse } from '@/lib/server/http/stk-response';
import { paymentDeps } from '@/lib/server/services/deps';
import { startTopup } from '@/lib/server/services/wallet';

export const dynamic = 'force-dynamic';

/**
 * POST /.netlify/functions/wallet/topup {phone, amount}: an M-Pesa prompt to add money to the wallet.
 * The page's Idempotency-Key header makes it one prompt however often the tap is sent.
 */
export const POST = apiHandler('wallet.topup', async (request) => {
  const { identity } = await requireUser(request, getDb(), { verified: true });
  const key = idempotencyKeyOf(request);
  const { phone, amount } = await readJson(request, topupSchema);
  const intent = key === null ? undefined : { key: `web-topup:${identity.uid}:${key}` };
  return stkResponse(await startTopup(paymentDeps(), identity.uid, phone, amount, intent));
});
