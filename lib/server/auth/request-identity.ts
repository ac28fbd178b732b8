import 'server-only';
import { ServiceError } from '../services/errors';
import type { IdentityClaims } from '../services/users';
import { SESSION_COOKIE, readCookie, verifyIdToken, verifySessionCookie } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state change that rides on a cookie must show it comes from this site: Origin naming this host,
 * or, where a browser sends no Origin, Sec-Fetch-Site "same-origin". Browsers send one or the other
 * with every POST, PATCH and DELETE; a request with neither is not a page of ours (a forged form, a
 * script replaying a stolen cookie) and is refused (CSRF). SameSite=Lax already stops most; this
 * stops the rest. Bearer-token calls carry no ambient credential and are not asked.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin === null) {
    if (request.headers.get('sec-fetch-site') !== 'same-origin') throw new ServiceError('cross_site');
    return;
  }
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not this site.
  }
  if (!host || originHost !== host) throw new ServiceError('cross_site');
}

/**
 * Who is calling: an `Authorization: Bearer <Firebase ID token>` or the `__session` cookie. A cookie
 * on a state-changing request must come from this site. Revocation is always checked: a session
 * signed out on any device reads nothing more (with real Firebase a copied cookie would otherwise
 * read orders, phone and address for days). It costs one call to Firebase per request, which each
 * handler makes once.
 */
export async function identify(request: Request): Promise<IdentityClaims | null> {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const claims = await verifyIdToken(authorization.slice(7).trim(), true);
    if (!claims) throw new ServiceError('session_expired');
    const { authTime: _authTime, ...identity } = claims;
    return identity;
  }
  const cookie = readCookie(request, SESSION_COOKIE);
  if (!cookie) return null;
  if (!SAFE_METHODS.has(request.method.toUpperCase())) assertSameOrigin(request);
  return verifySessionCookie(cookie, true);
}

export async function requireIdentity(request: Request): Promise<IdentityClaims> {
  const identity = await identify(request);
  if (!identity) throw new ServiceError('not_signed_in');
  return identity;
}
