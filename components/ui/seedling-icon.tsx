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
      <path d="M12 21v-9" />
      <path d="M12 12c0-4 3-6 7-6 0 4-3 6-7 6Z" fill="currentColor" fillOpacity={0.25} />
      <path d="M12 14c0-3-2.5-5-6-5 0 3 2.5 5 6 5Z" fill="currentColor" fillOpacity={0.25} />
      <path d="M7 21h10" />
    </svg>
  );
}
