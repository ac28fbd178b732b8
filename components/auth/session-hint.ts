import { SIGNED_IN_HINT } from '@/lib/auth/session-hint';
import type { Profile } from '@/lib/profile';

/**
 * The little a public page needs to know about the session, kept out of the sign-in code so that
 * visitors who are not signed in download none of it.
 */
export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_HINT}=1`));
}

/**
 * The signed-in person from the server session (no Firebase needed), or null. The API client comes
 * with the first call: only signed-in visitors make one, so nobody else downloads it.
 */
export async function fetchSession(): Promise<Profile | null> {
  const { accountApi } = await import('@/lib/api/client');
  const answer = await accountApi.session();
  if (answer.ok) return answer.data.user;
  if (answer.code === 'signed_out') return null;
  throw new Error(answer.message);
}

/** Where a Google redirect sign-in should land, kept across the trip to Google and back. */
export const REDIRECT_RETURN_KEY = 'miche.googleRedirectReturn';
