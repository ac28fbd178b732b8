import { useTranslations } from 'next-intl';
import { Logo } from './logo';

/** Spec section 1: the fallback while a page loads (logo, brand name, 'Loading, please wait...'). */
export function Splash() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4" role="status" aria-live="polite">
      <Logo className="animate-pulse" />
      <p className="text-subtle">{useTranslations('common')('splashLoading')}</p>
    </div>
  );
}
