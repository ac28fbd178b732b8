import { nairobiToday } from '@/lib/growing';
import { orderIdSchema } from '@/lib/schemas/order';
import { seedReceivedSchema } from '@/lib/schemas/own-seed';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { appClock } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';
import { recordSeedReceived } from '@/lib/server/services/own-seed';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/own-seed/{orderId}/received {seedReceivedCount, germinationPercent?, receivedOn?}:
 * staff take a farmer's seed in. The booking is then sown; the farmer is told by SMS.
 */
export const POST = apiHandler('admin.ownSeed.received', async (request, { params }: { params: Promise<{ orderId: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const orderId = orderIdSchema.safeParse((await params).orderId);
  if (!orderId.success) throw new ServiceError('own_seed_not_found');
  const received = await readJson(request, seedReceivedSchema);
  const done = await recordSeedReceived(db, { orderId: orderId.data, received, actor: identity.uid, today: nairobiToday(appClock().now()) });
  return ok(done, `${done.reference}: ${received.seedReceivedCount} seeds received.`);
});
