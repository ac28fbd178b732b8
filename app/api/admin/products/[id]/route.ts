import { productIdSchema, productPatchSchema } from '@/lib/schemas/admin-products';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { ServiceError } from '@/lib/server/services/errors';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { revalidatePages } from '@/lib/server/http/revalidate';
import { publicPagesFor, updateProduct } from '@/lib/server/services/admin/products';

export const dynamic = 'force-dynamic';

/**
 * PATCH /api/admin/products/{id}: staff change any catalogue field. The shop's pages showing the
 * product are rebuilt on their next visit, under the old web address too when it changed.
 */
export const PATCH = apiHandler('admin.products.update', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const id = productIdSchema.safeParse((await params).id);
  if (!id.success) throw new ServiceError('product_not_found');
  const patch = await readJson(request, productPatchSchema);
  const { product, previousSlug, changed } = await updateProduct(db, { id: id.data, patch, actor: identity.uid });
  if (!changed) return ok(product, 'Nothing changed.');
  revalidatePages(publicPagesFor(product.slug, previousSlug));
  return ok(product, `${product.name} saved`);
});
