import { pickupPointSchema } from '@/lib/schemas/admin';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { savePickupPoint } from '@/lib/server/services/admin/delivery';

export const dynamic = 'force-dynamic';

/** POST /api/admin/delivery/pickup-points: a new pickup point. */
export const POST = apiHandler('admin.delivery.pickup.create', async (request) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const input = await readJson(request, pickupPointSchema);
  return ok({ id: await savePickupPoint(db, { ...input, actor: identity.uid }) }, 'Pickup point added', { status: 201 });
});
