'use client';

import { usePathname } from 'next/navigation';
import { Suspense, lazy, useState } from 'react';
import { DASHBOARD, LOADING, NO_CONNECTION, SIGN_IN } from '@/lib/messages/shop';
import { LoadBoundary } from '../ui/retryable-lazy';
import { useAuth } from './auth-provider';
import { HeaderAlert } from './header-alert';

// Only signed-in people see the menu: everyone else never downloads it.
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));

// One width for all three states, so the header never shifts when auth state arrives (CLS 0).
const slot = 'flex w-24 justify-end';
/**
 * The words for a failed Google sign-in. They come with the sign-in code (already downloaded when it
 * fails), so no page's first load carries every auth message; no download at all means no connection.
 */
const describeGoogleFailure = (error: unknown): Promise<string> =>
  import('@/lib/auth/error-messages').then(
    (m) => m.googleErrorMessage(error),
    () => NO_CONNECTION,
  );

const avatarPlaceholder = <span className="h-11 w-11 rounded-full bg-neutral-100 dark:bg-neutral-800" aria-hidden="true" />;

/**
 * The header's auth slot (spec section 1): 'Loading...' while auth state loads, then the Sign In
 * button, which starts Google sign-in, or the avatar menu. A failed Google sign-in is logged and
 * also told to the farmer: a silent failure would leave them stuck.
 */
export function HeaderAuth() {
  const { status, user, actions } = useAuth();
  const pathname = usePathname();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (status === 'loading') {
    return (
      <div className={slot}>
        <span className="inline-flex h-11 items-center text-sm text-neutral-600 dark:text-neutral-300">{LOADING}</span>
        <noscript>
          <a href="/login" className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-4 font-semibold text-white">
            {SIGN_IN}
          </a>
        </noscript>
      </div>
    );
  }
  if (status === 'signed-in' && user) {
    // If the menu cannot download, a plain link still leads to the dashboard (a full load tries again).
    return (
      <div className={slot}>
        <LoadBoundary
          fallback={
            <a href="/dashboard" data-full-load className="inline-flex h-11 items-center font-semibold underline">
              {DASHBOARD}
            </a>
          }
        >
          <Suspense fallback={avatarPlaceholder}>
            <AvatarMenu user={user} />
          </Suspense>
        </LoadBoundary>
      </div>
    );
  }

  // The popup must open within the click's user activation, which a slow download outlasts (the
  // browser then blocks it): start loading the sign-in code as soon as the farmer reaches for the button.
  const preload = () => void actions().catch(() => undefined);

  const onClick = async () => {
    setBusy(true);
    setError('');
    try {
      await (await actions()).signInWithGoogle(pathname);
    } catch (e) {
      console.error('[auth] Google sign-in failed', e);
      setError(await describeGoogleFailure(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${slot} relative`}>
      <button
        type="button"
        onClick={() => void onClick()}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        disabled={busy}
        className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-4 font-semibold whitespace-nowrap text-white hover:bg-leaf-700 disabled:opacity-70"
      >
        {busy ? '...' : SIGN_IN}
      </button>
      <HeaderAlert message={error} onDismiss={() => setError('')} />
    </div>
  );
}
