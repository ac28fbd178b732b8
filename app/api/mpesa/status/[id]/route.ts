import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { ServiceError } from '@/lib/server/services/errors';
import { apiHandler, ok } from '@/lib/server/http/api';
import { paymentDeps } from '@/lib/server/services/deps';
import { paymentStatus } from '@/lib/server/services/payments/status';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/** GET /.netlify/functions/mpesa/status/{checkoutRequestId or attempt id}: the payment's state, and its order's. */
export const GET = apiHandler('mpesa.status', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const { identity, user } = await requireUser(request, getDb(), { verified: true });
  const { id } = await params;
  const status = id.length <= 100 ? await paymentStatus(paymentDeps(), id, { uid: identity.uid, staff: user.role === 'admin' }) : null;
  if (!status) throw new ServiceError('payment_not_found');
  return ok(toWire(status));
});
