import { stkPushSchema } from '@/lib/schemas/payment';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, readJson } from '@/lib/server/http/api';
import { stkResponse } from '@/lib/server/http/stk-response';
import { paymentDeps } from '@/lib/server/services/deps';
import { startStkPayment } from '@/lib/server/services/payments/push';

export const dynamic = 'force-dynamic';

/**
 * POST /.netlify/functions/mpesa/stkPush {orderId, phone, part?}: (re)sends the prompt for what the
 * order still owes: the part the page showed (a booking's deposit or balance), refused as paid when
 * that part is paid already, or without `part` the part owed now.
 */
export const POST = apiHandler('mpesa.stkPush', async (request) => {
  const { identity } = await requireUser(request, getDb(), { verified: true });
  const input = await readJson(request, stkPushSchema);
  return stkResponse(
    await startStkPayment(paymentDeps(), { uid: identity.uid, purpose: 'order', orderId: input.orderId, phone: input.phone, part: input.part }),
  );
});
