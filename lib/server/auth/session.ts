import 'server-only';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { cleanedText, isCleanText } from '@/lib/schemas/text';
import { ServiceError } from '../services/errors';
import type { IdentityClaims } from '../services/users';
import { adminAuth } from './firebase-admin';

/** The server session: an httpOnly cookie made by firebase-admin from a fresh ID token. */
export const SESSION_COOKIE = '__session';
/**
 * Readable by scripts and holding nothing secret: it only tells the browser that a session exists,
 * so returning visitors load Firebase at once and everyone else never downloads it.
 */
export const SIGNED_IN_HINT_COOKIE = 'miche_signed_in';
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

function cookieAttributes(secure: boolean, maxAgeSeconds: number): string {
  return `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function sessionSetCookies(cookie: string, secure: boolean): string[] {
  const maxAge = Math.floor(SESSION_LIFETIME_MS / 1000);
  return [`${SESSION_COOKIE}=${cookie}; HttpOnly; ${cookieAttributes(secure, maxAge)}`, `${SIGNED_IN_HINT_COOKIE}=1; ${cookieAttributes(secure, maxAge)}`];
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [`${SESSION_COOKIE}=; HttpOnly; ${cookieAttributes(secure, 0)}`, `${SIGNED_IN_HINT_COOKIE}=; ${cookieAttributes(secure, 0)}`];
}

/** Secure cookies everywhere but plain-http local development and tests. */
export function wantsSecureCookies(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    // A malformed escape ("%") is a forged or broken cookie, not a server error.
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}
