import { sessionRequestSchema } from '@/lib/schemas/auth';
import { profileFor } from '@/lib/server/auth/current-user';
import { assertSameOrigin, identify } from '@/lib/server/auth/request-identity';
import {
  SESSION_COOKIE,
  mintSessionCookie,
  readCookie,
  rememberLocaleCookie,
  revokeSessions,
  setSessionCookies,
  verifySessionCookie,
} from '@/lib/server/auth/session';
import { LOCALE_COOKIE, isLocale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { apiHandler, ok, readJson, refusal } from '@/lib/server/http/api';
import { ServiceError } from '@/lib/server/services/errors';
import { syncProfileOnSignIn, toProfile } from '@/lib/server/services/users';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/** GET: who is signed in, with their profile; 401 when nobody is, or the session was revoked (signed out). */
export const GET = apiHandler('session.get', async (request) => {
  const identity = await identify(request);
  if (!identity) {
    const response = refusal(new ServiceError('signed_out'));
    // A stale hint would make the browser load Firebase for nothing on every page.
    return readCookie(request, SESSION_COOKIE) ? setSessionCookies(response, request, null) : response;
  }
  const user = await profileFor(getDb(), identity);
  return ok(toWire({ user: toProfile(user) }));
});

/** POST {idToken, signup?}: exchanges a fresh Firebase ID token for the httpOnly session cookie. */
export const POST = apiHandler('session.create', async (request) => {
  // Login CSRF: another site must not sign a farmer into someone else's account.
  assertSameOrigin(request);
  const body = await readJson(request, sessionRequestSchema);
  const { cookie, claims } = await mintSessionCookie(body.idToken, readCookie(request, SESSION_COOKIE));
  const chosen = readCookie(request, LOCALE_COOKIE);
  const language = { chosen: isLocale(chosen) ? chosen : undefined, page: body.locale };
  const { row, created, referral } = await syncProfileOnSignIn(getDb(), claims, { signup: body.signup, adminEmails: env().adminEmails, language });
  const response = ok(toWire({ user: toProfile(row), created, referral }), created ? 'Account created' : 'Signed in');
  // A new device learns the language the profile remembers.
  if (row.locale && row.locale !== chosen) rememberLocaleCookie(response, request, row.locale);
  return setSessionCookies(response, request, cookie);
});

/** DELETE: signs out; the session is revoked (every device), and the cookies are cleared regardless. */
export const DELETE = apiHandler('session.delete', async (request) => {
  assertSameOrigin(request);
  const cookie = readCookie(request, SESSION_COOKIE);
  const identity = cookie ? await verifySessionCookie(cookie) : null;
  if (identity) await revokeSessions(identity.uid);
  return setSessionCookies(ok(null, 'Signed out'), request, null);
});
