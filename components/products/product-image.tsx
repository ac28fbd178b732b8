import { uploadedImageSrcSet } from '@/lib/product-images';
import { SeedlingIcon } from '../ui/seedling-icon';

/**
 * How wide the picture is drawn, so the browser fetches the smallest file that is sharp enough:
 * `size` 160 is a card of the products grid (2 columns on a phone, 3 from 640 px, 4 from 1024 px in
 * a page at most 1152 px wide with 16 px margins), 320 the product page (up to 384 px).
 */
const SIZES: Record<number, string> = {
  160: '(min-width: 1152px) 271px, (min-width: 1024px) calc(25vw - 17px), (min-width: 640px) calc(33vw - 19px), calc(50vw - 22px)',
  320: '(min-width: 416px) 384px, calc(100vw - 32px)',
};

/**
 * A product's picture: a staff upload comes in three widths for the browser to choose from; the
 * seed's tiny SVGs are sized by their box; a missing one shows the seedling icon. `light`: what a
 * light page (data saver, lib/lite/lighten.ts) does with it: `hide` leaves it out (lists),
 * `on-request` waits for the farmer to ask (the product page). `inline`: the picture itself as a
 * data URI (lib/server/inline-picture.ts), for the one a page opens with; its file stays named in
 * `data-src`.
 */
export function ProductImage({
  src,
  size,
  eager = false,
  light,
  inline = null,
  className = '',
}: {
  src: string | null;
  size: number;
  eager?: boolean;
  light?: 'hide' | 'on-request';
  inline?: string | null;
  className?: string;
}) {
  if (!src) {
    return (
      <div className={`grid place-items-center bg-wash text-leaf-600 ${className}`} style={{ aspectRatio: '1 / 1' }}>
        <SeedlingIcon className="h-1/3 w-1/3" />
      </div>
    );
  }
  const srcSet = uploadedImageSrcSet(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads are already small WebP files in every width, and SVGs of 1-3 KB gain nothing from the image optimiser
    <img
      src={inline ?? src}
      data-src={inline ? src : undefined}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? (SIZES[size] ?? `${size}px`) : undefined}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      // The picture the page is about (the product page's, the first row of the list): fetched first.
      fetchPriority={eager ? 'high' : undefined}
      // One that came inside the page is drawn with it (decoded at once), as the first thing a slow phone paints.
      decoding={inline ? undefined : 'async'}
      data-light={light}
      className={`aspect-square h-auto w-full bg-wash object-cover ${className}`}
    />
  );
}
