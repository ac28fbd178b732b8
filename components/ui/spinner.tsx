import { useTranslations } from 'next-intl';

const sizes = { small: 'h-4 w-4 border-2', medium: 'h-8 w-8 border-[3px]', large: 'h-12 w-12 border-4' } as const;

export type SpinnerSize = keyof typeof sizes;

/**
 * The spec's spinner (small, medium, large) for waits the user cannot see progress of. Unnamed, it is
 * the spec's "Loading..." in the page's language (common.loading): a screen reader on a Kiswahili page
 * heard English. Server and client components alike: `common` is in every page's words.
 */
export function Spinner({ size = 'medium', label }: { size?: SpinnerSize; label?: string }) {
  const t = useTranslations('common');
  return (
    <span role="status" className="inline-flex items-center">
      <span className={`${sizes[size]} animate-spin rounded-full border-leaf-600 border-t-transparent`} aria-hidden="true" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}
