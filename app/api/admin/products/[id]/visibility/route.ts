import { productIdSchema, visibilitySchema } from '@/lib/schemas/admin-products';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { ServiceError } from '@/lib/server/services/errors';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { revalidatePages } from '@/lib/server/http/revalidate';
import { publicPagesFor, setProductVisibility } from '@/lib/server/services/admin/products';

export const dynamic = 'force-dynamic';

/** POST /api/admin/products/{id}/visibility {active}: shows a product to farmers or hides it. */
export const POST = apiHandler('admin.products.visibility', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const id = productIdSchema.safeParse((await params).id);
  if (!id.success) throw new ServiceError('product_not_found');
  const { active } = await readJson(request, visibilitySchema);
  const { product, changed } = await setProductVisibility(db, { id: id.data, active, actor: identity.uid });
  const where = active ? 'shown in the shop' : 'hidden from the shop';
  if (!changed) return ok(product, `${product.name} was already ${where}.`);
  revalidatePages(publicPagesFor(product.slug));
  return ok(product, `${product.name} is now ${where}.`);
});
