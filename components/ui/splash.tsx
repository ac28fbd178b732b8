import { SPLASH_LOADING } from '@/lib/messages/shop';
import { Logo } from './logo';

/** Spec section 1: the fallback while a page loads (logo, brand name, 'Loading, please wait...'). */
export function Splash() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4" role="status" aria-live="polite">
      <Logo className="animate-pulse" />
      <p className="text-neutral-600 dark:text-neutral-300">{SPLASH_LOADING}</p>
    </div>
  );
}
