import { resendPromptSchema } from '@/lib/schemas/admin';
import { orderIdSchema } from '@/lib/schemas/order';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, parseWith, readJson } from '@/lib/server/http/api';
import { stkResponse } from '@/lib/server/http/stk-response';
import { staffResendPrompt } from '@/lib/server/services/admin/orders';
import { paymentDeps } from '@/lib/server/services/deps';

export const dynamic = 'force-dynamic';

/** POST /api/admin/orders/{id}/resend {phone?}: the order's M-Pesa prompt again, to its phone or another. */
export const POST = apiHandler('admin.orders.resend', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const { identity } = await requireStaff(request, getDb());
  const orderId = parseWith(orderIdSchema, (await params).id);
  const { phone } = await readJson(request, resendPromptSchema);
  return stkResponse(await staffResendPrompt(paymentDeps(), { orderId, phone, actor: identity.uid }));
});
