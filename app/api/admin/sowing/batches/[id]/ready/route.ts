import { nairobiToday } from '@/lib/growing';
import { batchIdSchema } from '@/lib/schemas/sowing';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok } from '@/lib/server/http/api';
import { revalidatePages } from '@/lib/server/http/revalidate';
import { publicPagesFor } from '@/lib/server/services/admin/products';
import { appClock } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';
import { markBatchReady } from '@/lib/server/services/sowing';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/sowing/batches/{id}/ready (no body): the batch's expected seedlings join the ready
 * stock, once; asked again, it answers the batch as it is and adds nothing.
 */
export const POST = apiHandler('admin.sowing.ready', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const id = batchIdSchema.safeParse((await params).id);
  if (!id.success) throw new ServiceError('batch_not_found');
  const result = await markBatchReady(db, { id: id.data, actor: identity.uid, today: nairobiToday(appClock().now()) });
  if (result.changed) revalidatePages(publicPagesFor(result.batch.productSlug));
  const message = result.changed
    ? `${result.batch.productName}: ${result.stockAdded} added to ready stock, now ${result.stock}.`
    : `${result.batch.productName}: this batch was already ready; nothing added.`;
  return ok(result, message);
});
