import type { Profile } from '@/lib/profile';

/**
 * The little a public page needs to know about the session, kept out of the sign-in code so that
 * visitors who are not signed in download none of it.
 */
export const SIGNED_IN_HINT = 'miche_signed_in';

export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_HINT}=1`));
}

/** The signed-in person from the server session (no Firebase needed), or null. */
export async function fetchSession(): Promise<Profile | null> {
  const response = await fetch('/api/auth/session', { cache: 'no-store' });
  if (response.status === 401) return null;
  const body = (await response.json().catch(() => ({}))) as { data?: { user: Profile }; message?: string };
  if (!response.ok || !body.data) throw new Error(body.message ?? 'Could not read the session');
  return body.data.user;
}

/** Where a Google redirect sign-in should land, kept across the trip to Google and back. */
export const REDIRECT_RETURN_KEY = 'miche.googleRedirectReturn';
