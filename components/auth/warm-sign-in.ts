'use client';

import { useCallback, useEffect } from 'react';
import { useAuth } from './auth-provider';

/** The sign-in forms' rules (zod, 30 KB gz): fetched once the form's page is idle, not with it. */
export const loadAuthSchemas = () => import('@/lib/schemas/auth');

/**
 * The sign-in and registration forms' rules come once the page is idle, so a farmer's first tap on
 * the form's button is answered at once (a tap 3 s after the page opened showed its error
 * half a second later, while the rules downloaded); Firebase starts downloading as soon as the farmer
 * reaches for the form (focusing a field, touching or pointing at a button). Before that the page is
 * only painted HTML, quick to become responsive on a slow phone.
 */
export function useWarmSignIn(): () => void {
  const { actions } = useAuth();
  useEffect(() => {
    const load = () => void loadAuthSchemas().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return void setTimeout(load, 1000);
    const id = requestIdleCallback(load, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
  return useCallback(() => {
    void actions().catch(() => undefined);
    void loadAuthSchemas().catch(() => undefined);
  }, [actions]);
}
