import { MAX_IMAGE_BYTES } from '@/lib/product-images';
import { productIdSchema } from '@/lib/schemas/admin-products';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { ServiceError } from '@/lib/server/services/errors';
import { InvalidInput, apiHandler, ok } from '@/lib/server/http/api';
import { revalidatePages } from '@/lib/server/http/revalidate';
import { publicPagesFor, storeProductImage } from '@/lib/server/services/admin/products';

export const dynamic = 'force-dynamic';

/** The form's other parts add well under this to the photo itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** POST /api/admin/products/{id}/image, multipart form-data with the photo in `image`: the product's new picture. */
export const POST = apiHandler('admin.products.image', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const id = productIdSchema.safeParse((await params).id);
  if (!id.success) throw new ServiceError('product_not_found');
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new ServiceError('form_upload_required');
  }
  // A browser states the size up front: a photo far too big is refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES) throw new ServiceError('upload_too_large');
  const form = await request.formData().catch(() => null);
  if (!form) throw new ServiceError('upload_unreadable');
  const file = form.get('image');
  if (file === null || typeof file === 'string' || file.size === 0) throw new InvalidInput({ image: 'Please choose a photo.' });
  const product = await storeProductImage(db, { id: id.data, bytes: Buffer.from(await file.arrayBuffer()), mediaType: file.type, actor: identity.uid });
  revalidatePages(publicPagesFor(product.slug));
  return ok(product, 'Photo saved.');
});
