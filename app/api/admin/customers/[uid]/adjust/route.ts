import { kesToCents } from '@/lib/money';
import { adjustmentSchema } from '@/lib/schemas/admin';
import { token } from '@/lib/schemas/text';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, parseWith, readJson } from '@/lib/server/http/api';
import { staffAdjustWallet } from '@/lib/server/services/admin/customers';

export const dynamic = 'force-dynamic';

/** POST /api/admin/customers/{uid}/adjust {amount, reason, requestId}: a manual wallet correction. */
export const POST = apiHandler('admin.customers.adjust', async (request, { params }: { params: Promise<{ uid: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const uid = parseWith(token(128), (await params).uid);
  const input = await readJson(request, adjustmentSchema);
  const { applied } = await staffAdjustWallet(db, {
    uid,
    amountCents: kesToCents(input.amount),
    reason: input.reason,
    actor: identity.uid,
    requestId: input.requestId,
  });
  return ok({ applied }, applied ? 'Wallet adjusted' : 'This adjustment was already made');
});
