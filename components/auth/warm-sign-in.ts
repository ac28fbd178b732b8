'use client';

import { useCallback } from 'react';
import { useAuth } from './auth-provider';

/** The sign-in forms' rules (zod, 30 KB gz): fetched when a form is used, not with the page. */
export const loadAuthSchemas = () => import('@/lib/schemas/auth');

/**
 * Starts downloading what signing in needs (Firebase, the form's rules) as soon as the farmer reaches
 * for the form: focusing a field, touching or pointing at a button. Before that the page is only
 * painted HTML, quick to become responsive on a slow phone.
 */
export function useWarmSignIn(): () => void {
  const { actions } = useAuth();
  return useCallback(() => {
    void actions().catch(() => undefined);
    void loadAuthSchemas().catch(() => undefined);
  }, [actions]);
}
