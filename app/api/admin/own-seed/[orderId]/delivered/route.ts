import { nairobiToday } from '@/lib/growing';
import { orderIdSchema } from '@/lib/schemas/order';
import { seedlingsDeliveredSchema } from '@/lib/schemas/own-seed';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { appClock } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';
import { recordSeedlingsDelivered } from '@/lib/server/services/own-seed';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/own-seed/{orderId}/delivered {deliveredCount}: a farmer's own seedlings handed over;
 * the order is delivered. Refused (409, nothing written) while the balance is unpaid.
 */
export const POST = apiHandler('admin.ownSeed.delivered', async (request, { params }: { params: Promise<{ orderId: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const orderId = orderIdSchema.safeParse((await params).orderId);
  if (!orderId.success) throw new ServiceError('own_seed_not_found');
  const { deliveredCount } = await readJson(request, seedlingsDeliveredSchema);
  const done = await recordSeedlingsDelivered(db, { orderId: orderId.data, deliveredCount, actor: identity.uid, today: nairobiToday(appClock().now()) });
  return ok(done, `${done.reference}: ${deliveredCount} seedlings delivered.`);
});
