import { nairobiToday } from '@/lib/growing';
import { orderIdSchema } from '@/lib/schemas/order';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok } from '@/lib/server/http/api';
import { appClock } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';
import { markOwnSeedReady } from '@/lib/server/services/own-seed';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/own-seed/{orderId}/ready (no body): a farmer's own seedlings are ready;
 * they are told where to collect them and what is left to pay. Asked again, nothing changes.
 */
export const POST = apiHandler('admin.ownSeed.ready', async (request, { params }: { params: Promise<{ orderId: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const orderId = orderIdSchema.safeParse((await params).orderId);
  if (!orderId.success) throw new ServiceError('own_seed_not_found');
  const done = await markOwnSeedReady(db, { orderId: orderId.data, actor: identity.uid, today: nairobiToday(appClock().now()) });
  return ok(done, done.changed ? `${done.reference}: ready; the farmer is told.` : `${done.reference} was already ready; nothing changed.`);
});
