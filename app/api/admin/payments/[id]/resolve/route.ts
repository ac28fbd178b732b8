import { z } from 'zod';
import { resolvePaymentSchema } from '@/lib/schemas/admin';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, parseWith, readJson } from '@/lib/server/http/api';
import { resolveReview } from '@/lib/server/services/admin/payment-review';
import { appClock } from '@/lib/server/services/deps';

export const dynamic = 'force-dynamic';

/** POST /api/admin/payments/{id}/resolve {outcome, reason, receipt?}: staff's decision on a payment under review. */
export const POST = apiHandler('admin.payments.resolve', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const attemptId = parseWith(z.uuid('Payment not found'), (await params).id);
  const input = await readJson(request, resolvePaymentSchema);
  await resolveReview(db, { attemptId, ...input, actor: identity.uid }, appClock());
  return ok(null, input.outcome === 'paid' ? 'Marked as paid and credited' : 'Marked as not paid');
});
