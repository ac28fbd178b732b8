import { kesToCents } from '@/lib/money';
import { refundSchema } from '@/lib/schemas/admin';
import { orderIdSchema } from '@/lib/schemas/order';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, parseWith, readJson } from '@/lib/server/http/api';
import { staffRefund } from '@/lib/server/services/admin/orders';

export const dynamic = 'force-dynamic';

/** POST /api/admin/orders/{id}/refund {amount, reason, requestId}: part or all of a paid order back to the wallet. */
export const POST = apiHandler('admin.orders.refund', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const orderId = parseWith(orderIdSchema, (await params).id);
  const input = await readJson(request, refundSchema);
  const { applied } = await staffRefund(db, {
    orderId,
    amountCents: kesToCents(input.amount),
    reason: input.reason,
    actor: identity.uid,
    requestId: input.requestId,
  });
  return ok({ applied }, applied ? 'Refunded to the customer’s wallet' : 'This refund was already made');
});
