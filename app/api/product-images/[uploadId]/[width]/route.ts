import { z } from 'zod';
import { PRODUCT_IMAGE_WIDTHS } from '@/lib/product-images';
import { getDb } from '@/lib/server/db/client';
import { ServiceError } from '@/lib/server/services/errors';
import { apiHandler } from '@/lib/server/http/api';
import { readProductImage } from '@/lib/server/services/product-images';

export const dynamic = 'force-dynamic';

const uploadIdSchema = z.uuid();

/**
 * GET /api/product-images/{uploadId}/{width}: one stored size of a staff upload. An upload never
 * changes (a new photo gets a new id), so browsers and CDNs may keep it for a year without asking.
 */
export const GET = apiHandler('product-image', async (request, { params }: { params: Promise<{ uploadId: string; width: string }> }) => {
  const { uploadId, width } = await params;
  const size = PRODUCT_IMAGE_WIDTHS.find((w) => String(w) === width);
  const image = size && uploadIdSchema.safeParse(uploadId).success ? await readProductImage(getDb(), uploadId, size) : null;
  if (!image) throw new ServiceError('image_not_found');
  const headers = {
    'content-type': image.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"${uploadId}-${size}"`,
    'x-content-type-options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === headers.etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), { headers });
});
