import { productIdSchema, stockAdjustmentSchema } from '@/lib/schemas/admin-products';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { ServiceError } from '@/lib/server/services/errors';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { revalidatePages } from '@/lib/server/http/revalidate';
import { adjustStock, publicPagesFor } from '@/lib/server/services/admin/products';

export const dynamic = 'force-dynamic';

/** POST /api/admin/products/{id}/stock {change, reason}: staff add stock or take it away, never below zero. */
export const POST = apiHandler('admin.products.stock', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const id = productIdSchema.safeParse((await params).id);
  if (!id.success) throw new ServiceError('product_not_found');
  const { change, reason } = await readJson(request, stockAdjustmentSchema);
  const product = await adjustStock(db, { id: id.data, change, reason, actor: identity.uid });
  revalidatePages(publicPagesFor(product.slug));
  return ok(product, `Stock of ${product.name} is now ${product.stock}.`);
});
