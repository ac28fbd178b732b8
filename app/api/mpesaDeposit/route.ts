import { kesToCents } from '@/lib/money';
import { mpesaDepositSchema } from '@/lib/schemas/payment';
import { assertSelf, requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, readJson } from '@/lib/server/http/api';
import { stkResponse } from '@/lib/server/http/stk-response';
import { paymentDeps } from '@/lib/server/services/deps';
import { startStkPayment } from '@/lib/server/services/payments/push';

export const dynamic = 'force-dynamic';

/**
 * POST /.netlify/functions/mpesaDeposit {phone, amount, orderId, userId}: an M-Pesa deposit into the
 * caller's wallet, tied to an order, which is paid from the wallet once the money is confirmed.
 */
export const POST = apiHandler('mpesaDeposit', async (request) => {
  const { identity } = await requireUser(request, getDb(), { verified: true });
  const input = await readJson(request, mpesaDepositSchema);
  assertSelf(input.userId, identity.uid);
  const started = await startStkPayment(paymentDeps(), {
    uid: identity.uid,
    purpose: 'order',
    orderId: input.orderId,
    phone: input.phone,
    amountCents: kesToCents(input.amount),
  });
  return stkResponse(started);
});
