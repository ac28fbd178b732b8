import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, newNonce, type PolicySources } from './lib/security/headers';

// Fixed at build time by next.config.ts, like the static pages' policy.
const sources = JSON.parse(process.env.MICHE_POLICY_SOURCES ?? '{}') as PolicySources;

/**
 * For the pages rendered per request (NONCE_PAGE_PREFIXES): a fresh nonce and its content security
 * policy, which Next.js reads from the request to put the nonce on its own scripts; and the page's own
 * path, so a guard can send a signed-out farmer to /login and bring them back afterwards. Public pages
 * never pass through here, so they stay static.
 */
export function proxy(request: NextRequest): NextResponse {
  const url = request.nextUrl;
  const search = new URLSearchParams(url.search);
  search.delete('_rsc');
  const query = search.toString();
  const policy = contentSecurityPolicy(sources, newNonce());
  const headers = new Headers(request.headers);
  headers.set('x-miche-path', `${url.pathname}${query ? `?${query}` : ''}`);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

// Keep in step with NONCE_PAGE_PREFIXES (a unit test compares them); Next.js needs literals here.
export const config = {
  matcher: [
    '/login',
    '/register',
    '/verify-email',
    '/checkout',
    '/dashboard',
    '/wallet',
    '/orders/:path*',
    '/order-confirmation/:path*',
    '/admin/:path*',
  ],
};
