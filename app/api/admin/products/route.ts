import { productCreateSchema } from '@/lib/schemas/admin-products';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { revalidatePages } from '@/lib/server/http/revalidate';
import { createProduct, publicPagesFor } from '@/lib/server/services/admin/products';

export const dynamic = 'force-dynamic';

/** POST /api/admin/products: staff add a product to the catalogue, with no stock yet. */
export const POST = apiHandler('admin.products.create', async (request) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const input = await readJson(request, productCreateSchema);
  const product = await createProduct(db, { product: input, actor: identity.uid });
  revalidatePages(publicPagesFor(product.slug));
  return ok(product, `${product.name} added`, { status: 201 });
});
