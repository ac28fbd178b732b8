import { useTranslations } from 'next-intl';

/** A short message under the header's account control (a failed sign-in or sign-out), until dismissed. */
export function HeaderAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const t = useTranslations('common');
  if (!message) return null;
  return (
    <p role="alert" className="absolute top-12 right-0 z-40 w-64 rounded-lg bg-danger-soft p-3 text-sm text-danger shadow-lg">
      {message}{' '}
      <button type="button" className="underline" onClick={onDismiss}>
        {t('dismiss')}
      </button>
    </p>
  );
}
