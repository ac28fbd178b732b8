import { z } from 'zod';
import { pickupPointSchema } from '@/lib/schemas/admin';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, parseWith, readJson } from '@/lib/server/http/api';
import { savePickupPoint } from '@/lib/server/services/admin/delivery';

export const dynamic = 'force-dynamic';

/** PATCH /api/admin/delivery/pickup-points/{id}: change a pickup point (or close it: active false). */
export const PATCH = apiHandler('admin.delivery.pickup.update', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const id = parseWith(z.coerce.number().int().positive('Pickup point not found'), (await params).id);
  const input = await readJson(request, pickupPointSchema);
  await savePickupPoint(db, { ...input, id, actor: identity.uid });
  return ok({ id }, 'Pickup point saved');
});
