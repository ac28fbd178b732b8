import { formatKes } from '@/lib/format';
import { productIdSchema } from '@/lib/schemas/admin-products';
import { ownSeedFeeSchema } from '@/lib/schemas/own-seed';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { ServiceError } from '@/lib/server/services/errors';
import { setOwnSeedFee } from '@/lib/server/services/own-seed';

export const dynamic = 'force-dynamic';

/** PATCH /api/admin/products/{id}/own-seed-fee {fee}: the raising fee per seedling of a farmer's own seed, KES; '' or null: not offered. */
export const PATCH = apiHandler('admin.products.ownSeedFee', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const id = productIdSchema.safeParse((await params).id);
  if (!id.success) throw new ServiceError('product_not_found');
  const { fee } = await readJson(request, ownSeedFeeSchema);
  const saved = await setOwnSeedFee(db, { productId: id.data, feeCents: fee, actor: identity.uid });
  const message = !saved.changed
    ? 'Nothing changed.'
    : fee === null
      ? `${saved.name}: own seed is no longer offered.`
      : `${saved.name}: own seed raised at ${formatKes(fee)} a seedling.`;
  return ok({ feeCents: fee }, message);
});
