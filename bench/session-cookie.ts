/**
 * The Cookie header for signed-in pages (/dashboard): BENCH_COOKIE when given, otherwise a bench
 * farmer registered on the bench's own Auth emulator (verified), whose ID token the shop exchanges
 * for its session cookie, as the browser does after sign-in.
 */
import { signUp } from '../__tests__/support/firebase-users';
import { settings } from './settings';

export async function sessionCookie(origin: string): Promise<string | undefined> {
  if (settings.cookie) return settings.cookie;
  const farmer = await signUp({ verified: true, displayName: 'Bench Farmer' });
  const response = await fetch(`${origin}/api/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ idToken: farmer.idToken, signup: { name: 'Bench Farmer', phone: '', referralCode: '' } }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
