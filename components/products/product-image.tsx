import { SeedlingIcon } from '../ui/seedling-icon';

/** Product pictures are tiny local SVGs sized by their box; a missing one shows the seedling icon. */
export function ProductImage({ src, size, eager = false, className = '' }: { src: string | null; size: number; eager?: boolean; className?: string }) {
  if (!src) {
    return (
      <div className={`grid place-items-center bg-leaf-50 text-leaf-600 dark:bg-neutral-800 ${className}`} style={{ aspectRatio: '1 / 1' }}>
        <SeedlingIcon className="h-1/3 w-1/3" />
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVGs of 1-3 KB gain nothing from the image optimiser
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`aspect-square h-auto w-full bg-leaf-50 dark:bg-neutral-800 ${className}`}
    />
  );
}
