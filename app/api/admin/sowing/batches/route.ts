import { nairobiToday } from '@/lib/growing';
import { sowBatchSchema } from '@/lib/schemas/sowing';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { appClock } from '@/lib/server/services/deps';
import { sowBatch } from '@/lib/server/services/sowing';

export const dynamic = 'force-dynamic';

/** POST /api/admin/sowing/batches {productId, trays, seedlingsSown?, sownOn?, note?}: staff record trays sown. */
export const POST = apiHandler('admin.sowing.sow', async (request) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const batch = await readJson(request, sowBatchSchema);
  const sown = await sowBatch(db, { batch, actor: identity.uid, today: nairobiToday(appClock().now()), sownSms: env().BOOKING_SOWN_SMS === 'on' });
  return ok(sown, `${sown.trays} ${sown.trays === 1 ? 'tray' : 'trays'} of ${sown.productName} sown: expected ready ${sown.expectedReadyOn}.`, { status: 201 });
});
