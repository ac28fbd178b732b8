import { productIdSchema } from '@/lib/schemas/admin-products';
import { growingFiguresSchema } from '@/lib/schemas/sowing';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { ServiceError } from '@/lib/server/services/errors';
import { updateGrowingFigures } from '@/lib/server/services/sowing';

export const dynamic = 'force-dynamic';

/** PATCH /api/admin/products/{id}/growing {raisingDaysMin, raisingDaysMax, lossPercent, sellableDays, sowingTrayCells}: how it grows. */
export const PATCH = apiHandler('admin.products.growing', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const id = productIdSchema.safeParse((await params).id);
  if (!id.success) throw new ServiceError('product_not_found');
  const figures = await readJson(request, growingFiguresSchema);
  const saved = await updateGrowingFigures(db, { id: id.data, figures, actor: identity.uid });
  return ok(saved.figures, saved.changed ? `How ${saved.name} grows is saved.` : 'Nothing changed.');
});
