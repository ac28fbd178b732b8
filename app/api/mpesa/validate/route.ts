import { validatePaymentSchema } from '@/lib/schemas/payment';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { ServiceError } from '@/lib/server/services/errors';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { paymentDeps } from '@/lib/server/services/deps';
import { paymentStatus } from '@/lib/server/services/payments/status';
import { DEFAULT_RECONCILE } from '@/lib/server/services/payments/reconciler';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/**
 * POST /.netlify/functions/mpesa/validate {checkoutRequestId}: asks Daraja now (STK query) and applies
 * a final answer. A few seconds between two asks, so a button pressed twice costs one query.
 */
export const POST = apiHandler('mpesa.validate', async (request) => {
  const { identity, user } = await requireUser(request, getDb(), { verified: true });
  const { checkoutRequestId } = await readJson(request, validatePaymentSchema);
  const status = await paymentStatus(
    paymentDeps(),
    checkoutRequestId,
    { uid: identity.uid, staff: user.role === 'admin' },
    { ...DEFAULT_RECONCILE, firstQueryAfterMs: 0, queryIntervalMs: 3_000 },
  );
  if (!status) throw new ServiceError('payment_not_found');
  return ok(toWire(status), status.attempt.final ? 'Payment checked' : 'M-Pesa has no final answer yet');
});
