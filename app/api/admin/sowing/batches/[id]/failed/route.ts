import { nairobiToday } from '@/lib/growing';
import { batchIdSchema, failBatchSchema } from '@/lib/schemas/sowing';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { appClock } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';
import { markBatchFailed } from '@/lib/server/services/sowing';

export const dynamic = 'force-dynamic';

/** POST /api/admin/sowing/batches/{id}/failed {note}: the batch will give nothing; why, for whoever re-plans. */
export const POST = apiHandler('admin.sowing.failed', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const id = batchIdSchema.safeParse((await params).id);
  if (!id.success) throw new ServiceError('batch_not_found');
  const { note } = await readJson(request, failBatchSchema);
  const result = await markBatchFailed(db, { id: id.data, note, actor: identity.uid, today: nairobiToday(appClock().now()) });
  return ok(
    result.batch,
    result.changed ? `${result.batch.productName}: batch marked failed.` : `${result.batch.productName}: this batch was already marked failed.`,
  );
});
