import 'server-only';
import { ApiError } from '../http/api';
import type { IdentityClaims } from '../services/users';
import { SESSION_COOKIE, readCookie, verifyIdToken, verifySessionCookie } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser sends Origin with every POST, PATCH and DELETE; one from another site means a forged
 * request riding on the farmer's cookie (CSRF). SameSite=Lax already stops most; this stops the rest.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new ApiError(403, 'This request came from another site and was refused.');
    }
    if (!host || originHost !== host) throw new ApiError(403, 'This request came from another site and was refused.');
    return;
  }
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new ApiError(403, 'This request came from another site and was refused.');
}

/**
 * Who is calling: an `Authorization: Bearer <Firebase ID token>` or the `__session` cookie. A cookie
 * on a state-changing request must come from this site. Revocation is checked when asked, which
 * costs a call to Firebase: for money and profile changes, the session and profile reads, and the
 * guarded pages (lib/server/auth/viewer.ts).
 */
export async function identify(request: Request, options: { checkRevoked?: boolean } = {}): Promise<IdentityClaims | null> {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const claims = await verifyIdToken(authorization.slice(7).trim(), options.checkRevoked);
    if (!claims) throw new ApiError(401, 'Your sign-in has expired. Please sign in again.');
    const { authTime: _authTime, ...identity } = claims;
    return identity;
  }
  const cookie = readCookie(request, SESSION_COOKIE);
  if (!cookie) return null;
  if (!SAFE_METHODS.has(request.method.toUpperCase())) assertSameOrigin(request);
  return verifySessionCookie(cookie, options.checkRevoked);
}

export async function requireIdentity(request: Request, options: { checkRevoked?: boolean } = {}): Promise<IdentityClaims> {
  const identity = await identify(request, options);
  if (!identity) throw new ApiError(401, 'Please sign in to continue.');
  return identity;
}
