import 'server-only';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { NextRequest, type NextResponse } from 'next/server';
import { cleanedText, isCleanText } from '@/lib/schemas/text';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { SIGNED_IN_HINT } from '@/lib/auth/session-hint';
import { ServiceError } from '../services/errors';
import type { IdentityClaims } from '../services/users';
import { adminAuth } from './firebase-admin';

/** The server session: an httpOnly cookie made by firebase-admin from a fresh ID token. */
export const SESSION_COOKIE = '__session';
/**
 * Readable by scripts and holding nothing secret: it only tells the browser that a session exists,
 * so returning visitors load Firebase at once and everyone else never downloads it.
 */
export const SIGNED_IN_HINT_COOKIE = SIGNED_IN_HINT;
export const SESSION_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;
// Firebase's advice: mint sessions only from a sign-in made in the last few minutes.
const RECENT_SIGN_IN_SECONDS = 5 * 60;

const optionalClean = (value: unknown, max: number) => (typeof value === 'string' ? cleanedText(value, max) || null : null);

/**
 * The token's claims as the shop stores them. A display name or photo address is whatever the
 * person (or a script of theirs) gave Firebase, so it is held to the text rule too: a NUL in a name
 * must not turn every sign-in into a 500. A uid outside the rule is no uid Firebase gives.
 */
function claimsFrom(decoded: DecodedIdToken): IdentityClaims | null {
  if (!isCleanText(decoded.uid) || decoded.uid.length > 128) return null;
  return {
    uid: decoded.uid,
    email: optionalClean(decoded.email, 200),
    emailVerified: decoded.email_verified === true,
    name: optionalClean(decoded.name, 100),
    picture: optionalClean(decoded.picture, 2000),
  };
}

export async function verifyIdToken(idToken: string, checkRevoked = false): Promise<(IdentityClaims & { authTime: number }) | null> {
  try {
    const decoded = await adminAuth().verifyIdToken(idToken, checkRevoked);
    const claims = claimsFrom(decoded);
    return claims && { ...claims, authTime: decoded.auth_time };
  } catch {
    return null;
  }
}

export async function verifySessionCookie(cookie: string, checkRevoked = false): Promise<IdentityClaims | null> {
  if (!cookie) return null;
  try {
    return claimsFrom(await adminAuth().verifySessionCookie(cookie, checkRevoked));
  } catch {
    return null;
  }
}

/**
 * A session cookie for a verified ID token. The sign-in must be recent, unless the browser already
 * holds a valid session for the same person: that is how a farmer who has just verified their e-mail
 * gets a session that says so without typing the password again.
 */
export async function mintSessionCookie(idToken: string, currentCookie: string | null): Promise<{ cookie: string; claims: IdentityClaims }> {
  const claims = await verifyIdToken(idToken, true);
  if (!claims) throw new ServiceError('session_expired');
  const recent = Date.now() / 1000 - claims.authTime <= RECENT_SIGN_IN_SECONDS;
  if (!recent) {
    const current = currentCookie ? await verifySessionCookie(currentCookie, true) : null;
    if (current?.uid !== claims.uid) throw new ServiceError('session_expired');
  }
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
  const { authTime: _authTime, ...identity } = claims;
  return { cookie, claims: identity };
}

/** Signs the person out everywhere: their refresh tokens and every session cookie stop working. */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid);
}

/**
 * Sets the session cookie and its hint on an answer (through Next's cookie store), or, with `null`,
 * clears both. SameSite=Lax keeps the cookie off other sites' requests; Secure everywhere but plain
 * local http, where a Secure cookie would never come back.
 */
export function setSessionCookies(response: NextResponse, request: Request, cookie: string | null): NextResponse {
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const options = { path: '/', sameSite: 'lax' as const, secure, maxAge: cookie === null ? 0 : Math.floor(SESSION_LIFETIME_MS / 1000) };
  response.cookies.set(SESSION_COOKIE, cookie ?? '', { ...options, httpOnly: true });
  response.cookies.set(SIGNED_IN_HINT_COOKIE, cookie === null ? '' : '1', options);
  return response;
}

/** NEXT_LOCALE as the language switch writes it (components/i18n/language-switch.tsx): a year, readable by the page. */
export function rememberLocaleCookie(response: NextResponse, request: Request, locale: Locale): NextResponse {
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  response.cookies.set(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', secure, maxAge: 365 * 24 * 3600 });
  return response;
}

/** A cookie of the request, read by Next's own parser (a malformed escape counts as no cookie). */
export function readCookie(request: Request, name: string): string | null {
  return new NextRequest(request.url, { headers: request.headers }).cookies.get(name)?.value ?? null;
}
