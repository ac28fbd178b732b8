import { useTranslations } from 'next-intl';
import { productImageAtWidth, uploadedImageSrcSet } from '@/lib/product-images';
import { SaverOnly } from '../islands/island-template';
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
 * seed's tiny SVGs are sized by their box; a missing one shows the seedling icon. `saver`: what the
 * data saver's version of the page (lib/light-page/reshape.ts) does with it: `drop` leaves it out
 * (lists), `on-request` shows it, at its smallest, when the farmer asks (the product page). `inline`: the picture itself as a
 * data URI (lib/server/inline-picture.ts), for the one a page opens with; its file stays named in
 * `data-src`.
 */
export function ProductImage({
  src,
  size,
  eager = false,
  saver,
  inline = null,
  shape = 'aspect-square',
  className = '',
}: {
  src: string | null;
  size: number;
  eager?: boolean;
  saver?: 'drop' | 'on-request';
  inline?: string | null;
  /** Its box's shape: square in lists; the product page's is shorter on a phone. */
  shape?: string;
  className?: string;
}) {
  if (!src) {
    return (
      <div className={`grid place-items-center bg-wash text-leaf-600 ${shape} ${className}`}>
        <SeedlingIcon className="h-1/3 w-1/3" />
      </div>
    );
  }
  const srcSet = uploadedImageSrcSet(src);
  const picture = (
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
      data-saver-drop={saver ? '' : undefined}
      className={`${shape} h-auto w-full bg-wash object-cover ${className}`}
    />
  );
  if (saver !== 'on-request') return picture;
  return (
    <>
      {picture}
      <SaverOnly>
        <PictureOnRequest src={src} />
      </SaverOnly>
    </>
  );
}

/** The data saver's product picture: fetched only when asked for, in its smallest file. */
function PictureOnRequest({ src }: { src: string }) {
  const t = useTranslations('dataSaver');
  return (
    <details className="rounded-2xl border border-line">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium text-brand">{t('showPicture')}</summary>
      {/* eslint-disable-next-line @next/next/no-img-element -- the smallest file, only when asked for */}
      <img src={productImageAtWidth(src, 160)} alt="" width={160} height={160} loading="lazy" decoding="async" className="mx-auto aspect-square h-auto w-40" />
    </details>
  );
}
