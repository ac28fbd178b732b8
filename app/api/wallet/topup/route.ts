import { topupSchema } from '@/lib/schemas/wallet';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, readJson } from '@/lib/server/http/api';
import { stkResponse } from '@/lib/server/http/stk-response';
import { paymentDeps } from '@/lib/server/services/deps';
import { startTopup } from '@/lib/server/services/wallet';

export const dynamic = 'force-dynamic';

/** POST /.netlify/functions/wallet/topup {phone, amount}: an M-Pesa prompt to add money to the wallet. */
export const POST = apiHandler('wallet.topup', async (request) => {
  const { identity } = await requireUser(request, getDb(), { verified: true });
  const { phone, amount } = await readJson(request, topupSchema);
  return stkResponse(await startTopup(paymentDeps(), identity.uid, phone, amount));
});
