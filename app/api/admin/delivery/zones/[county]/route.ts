import { countySchema, zoneSchema } from '@/lib/schemas/admin';
import { kesToCents } from '@/lib/money';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, parseWith, readJson } from '@/lib/server/http/api';
import { updateZone } from '@/lib/server/services/admin/delivery';

export const dynamic = 'force-dynamic';

/** PATCH /api/admin/delivery/zones/{county} {fee, eta, active}: a county's delivery fee. */
export const PATCH = apiHandler('admin.delivery.zone', async (request, { params }: { params: Promise<{ county: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const county = parseWith(countySchema, decodeURIComponent((await params).county));
  const input = await readJson(request, zoneSchema);
  await updateZone(db, { county, feeCents: kesToCents(input.fee), eta: input.eta, active: input.active, actor: identity.uid });
  return ok(null, `${county} saved`);
});
