'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FirebasePublicConfig } from '@/lib/auth/firebase-config';
import type { Profile } from '@/lib/profile';
import type { AuthActions } from './auth-actions';
import { REDIRECT_RETURN_KEY, fetchSession, hasSignedInHint } from './session-hint';

/**
 * `unknown` while the page hydrates, before the session hint is read: the header draws what the server
 * drew (Sign In) and the rest waits as for `loading`; `loading` while a returning visitor's session is
 * read.
 */
export type AuthStatus = 'unknown' | 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  user: Profile | null;
  /** Loads the sign-in code and the Firebase SDK on first use (again after a failed download). */
  actions(): Promise<AuthActions>;
  /** Replaces the profile after the person or the shop changed it (profile form, payments). */
  setUser(user: Profile): void;
  /** Re-reads the profile from the server (after a payment, say). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

const noSubscription = () => () => {};

/**
 * Who is signed in, for every page. The server session is the truth: a returning visitor (hint
 * cookie) is read from /api/auth/session at once, without Firebase; the Firebase SDK and the sign-in
 * code load only when the farmer reaches for something that needs them (a sign-in field, the Google
 * button, the avatar menu), so no page pays for Firebase before it has painted and become responsive.
 */
export function AuthProvider({ config, children }: { config: FirebasePublicConfig; children: ReactNode }) {
  const router = useRouter();
  const locale = useLocale();
  // null while rendering on the server and hydrating: nobody knows yet.
  const hinted = useSyncExternalStore(noSubscription, hasSignedInHint, () => null);
  const [session, setSession] = useState<{ user: Profile | null; checked: boolean }>({ user: null, checked: false });
  const loader = useRef<Promise<AuthActions> | null>(null);

  const actions = useCallback(() => {
    if (!loader.current) {
      const loading = import('./auth-actions').then((m) => m.authActions(config, (user) => setSession({ user, checked: true })));
      loader.current = loading;
      // A download that failed (a dropped connection) is tried again on the next use, not kept forever.
      loading.catch(() => {
        if (loader.current === loading) loader.current = null;
      });
    }
    return loader.current;
  }, [config]);

  const refresh = useCallback(async () => {
    setSession({ user: await fetchSession(), checked: true });
  }, []);

  useEffect(() => {
    if (!hinted || session.checked) return;
    let live = true;
    fetchSession()
      .then((user) => live && setSession({ user, checked: true }))
      .catch(() => live && setSession({ user: null, checked: true }));
    return () => {
      live = false;
    };
  }, [hinted, session.checked]);

  // Back from Google after a redirect sign-in (popups were blocked).
  useEffect(() => {
    if (sessionStorage.getItem(REDIRECT_RETURN_KEY) === null) return;
    void actions()
      .then((a) => a.completeGoogleRedirect(locale))
      .then((path) => path && router.replace(path))
      .catch((error: unknown) => console.error('[auth] Google redirect sign-in failed', error));
  }, [actions, router, locale]);

  const status: AuthStatus = session.user ? 'signed-in' : hinted === null ? 'unknown' : hinted && !session.checked ? 'loading' : 'signed-out';

  // HEAD_SCRIPT marked <html> from the hint cookie before first paint; signed out, the mark goes (a
  // stale hint, or signing out), so the header's Sign In link shows again.
  useEffect(() => {
    if (status === 'signed-out') document.documentElement.classList.remove('signed-in');
  }, [status]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user: session.user, actions, setUser: (user) => setSession({ user, checked: true }), refresh }),
    [status, session.user, actions, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
