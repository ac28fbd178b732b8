import 'server-only';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from '@/lib/product-images';
import type { DbOrTx } from '../db/client';
import { productImages } from '../db/schema';
import { ServiceError } from './errors';

export const PRODUCT_IMAGE_TYPE = 'image/webp';

/** Formats a phone or a camera produces; SVG and PDF are refused (they are documents, not photos). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
/** A 48-megapixel phone photo fits; a decompression bomb hidden in a small file does not. */
const MAX_PIXELS = 50_000_000;

export interface ResizedImage {
  width: ProductImageWidth;
  bytes: Buffer;
}

/**
 * A staff upload as small square WebP files, one per width: turned upright by its EXIF orientation,
 * cropped to the centre square, never enlarged, and stripped of metadata (sharp drops EXIF, GPS
 * position included, unless asked to keep it). At quality 70 a 320-pixel photo is about 10-20 KB.
 */
export async function resizeProductImage(bytes: Buffer, mediaType: string): Promise<ResizedImage[]> {
  if (!mediaType.startsWith('image/')) throw new ServiceError('not_a_photo');
  if (bytes.length > MAX_IMAGE_BYTES) throw new ServiceError('photo_too_large');
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata) throw new ServiceError('photo_unreadable');
  if (!PHOTO_FORMATS.has(metadata.format)) throw new ServiceError('not_a_photo');
  if (metadata.width * metadata.height > MAX_PIXELS) throw new ServiceError('photo_too_many_pixels');
  const side = Math.min(metadata.autoOrient.width, metadata.autoOrient.height);
  const upright = sharp(bytes, { autoOrient: true, limitInputPixels: MAX_PIXELS });
  try {
    return await Promise.all(
      PRODUCT_IMAGE_WIDTHS.map(async (width) => {
        const size = Math.min(width, side);
        const out = await upright.clone().resize(size, size, { fit: 'cover', position: 'centre' }).webp({ quality: 70 }).toBuffer();
        return { width, bytes: out };
      }),
    );
  } catch {
    // Headers can be fine while the pixels are not (a truncated or corrupt file).
    throw new ServiceError('photo_unreadable');
  }
}

/** One stored width of an upload, for the public image route. */
export async function readProductImage(db: DbOrTx, uploadId: string, width: ProductImageWidth): Promise<{ bytes: Buffer; contentType: string } | null> {
  const [row] = await db
    .select({ bytes: productImages.bytes, contentType: productImages.contentType })
    .from(productImages)
    .where(and(eq(productImages.uploadId, uploadId), eq(productImages.width, width)))
    .limit(1);
  return row ?? null;
}
