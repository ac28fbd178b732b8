import { SEEDLING_PATHS } from './seedling-paths';

/** The fallback picture for a product without an image (spec section 2: "a seedling icon"). */
export function SeedlingIcon({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {SEEDLING_PATHS.map(({ d, filled }) => (filled ? <path key={d} d={d} fill="currentColor" fillOpacity={0.25} /> : <path key={d} d={d} />))}
    </svg>
  );
}
