/**
 * Product photos uploaded by staff: each upload is stored as square WebP files of a few widths and
 * served from one path per width. Pure rules, shared by the upload service, the image route and
 * the shop's picture component (which ships to the browser, so this file stays tiny).
 */

/** Widths made of every upload: the products grid, the product page, and both on sharp screens. */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 640] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** The width a product's `image` path names: the others come from the srcset. */
export const DEFAULT_IMAGE_WIDTH: ProductImageWidth = 320;

/**
 * Biggest photo staff may upload: a phone camera's picture fits, a raw scan does not. Netlify's
 * functions take about 6 MB per request, base64 included, so 4 MB leaves room.
 */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
export const IMAGE_TOO_BIG = 'The photo is larger than 4 MB. Please choose a smaller one.';

const UPLOADED = /^\/api\/product-images\/([0-9a-f-]{36})\/\d+$/;

/** The upload id of a staff photo's address, or null for any other picture. */
export function uploadIdOf(src: string): string | null {
  return UPLOADED.exec(src)?.[1] ?? null;
}

export function productImagePath(uploadId: string, width: ProductImageWidth = DEFAULT_IMAGE_WIDTH): string {
  return `/api/product-images/${uploadId}/${width}`;
}

/** "/api/product-images/…/160 160w, …": every width of an uploaded photo; null for any other picture. */
export function uploadedImageSrcSet(src: string): string | null {
  const uploadId = UPLOADED.exec(src)?.[1];
  return uploadId ? PRODUCT_IMAGE_WIDTHS.map((w) => `${productImagePath(uploadId, w)} ${w}w`).join(', ') : null;
}

/** The same photo at another width (the cart's 64 px thumbnails need only the 160 px file); other pictures unchanged. */
export function productImageAtWidth(src: string, width: ProductImageWidth): string {
  const uploadId = UPLOADED.exec(src)?.[1];
  return uploadId ? productImagePath(uploadId, width) : src;
}

export function isProductImageWidth(width: number): width is ProductImageWidth {
  return (PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width);
}
