import { z } from 'zod';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, parseWith } from '@/lib/server/http/api';
import { requeryReview } from '@/lib/server/services/admin/payment-review';
import { paymentDeps } from '@/lib/server/services/deps';

export const dynamic = 'force-dynamic';

/** POST /api/admin/payments/{id}/requery: asks Daraja again about a payment under review. */
export const POST = apiHandler('admin.payments.requery', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const { identity } = await requireStaff(request, getDb());
  const attemptId = parseWith(z.uuid('Payment not found'), (await params).id);
  const result = await requeryReview(paymentDeps(), attemptId, identity.uid);
  return ok(result, result.message);
});
