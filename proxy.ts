import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_HEADER, splitLocale } from './lib/i18n/locales';
import { NONCE_PAGE_PREFIXES, contentSecurityPolicy, newNonce, type PolicySources } from './lib/security/headers.mjs';

// Fixed at build time by next.config.mjs, like the static pages' policy.
const sources = JSON.parse(process.env.MICHE_POLICY_SOURCES ?? '{}') as PolicySources;

/**
 * True when every segment of the raw path decodes: "%ED%A0%80" (a lone surrogate half) or "%E0%A4"
 * does not, and Next.js answers such a path on a dynamic route with a bare 500.
 */
export function decodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

// In either language: /orders and /sw/orders alike.
const isNoncePage = (pathname: string) => {
  const { path } = splitLocale(pathname);
  return NONCE_PAGE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
};

/**
 * For the pages rendered per request (NONCE_PAGE_PREFIXES): a fresh nonce and its content security
 * policy, which Next.js reads from the request to put the nonce on its own scripts; the page's own
 * path, so a guard can send a signed-out farmer to /login and bring them back afterwards; and its
 * language, for next-intl. Public pages pass through here only when their path carries a percent
 * sign, to be checked: on Netlify the proxy is an edge function run on every request it matches, and
 * public pages must cost nothing once cached.
 */
export function proxy(request: NextRequest): NextResponse {
  const url = request.nextUrl;
  if (!decodablePath(url.pathname)) {
    // No path of ours looks like this: the API says so in JSON, pages get Next.js's own bare 404 page
    // (a rewrite to a page of ours would meet [locale]/[...rest], whose params Next.js cannot decode).
    if (/^\/(api|\.netlify\/functions)\//.test(url.pathname))
      return NextResponse.json({ success: false, code: 'not_found', message: 'Not found' }, { status: 404 });
    return NextResponse.rewrite(new URL('/_not-found', request.url));
  }
  if (!isNoncePage(url.pathname)) return NextResponse.next();
  const search = new URLSearchParams(url.search);
  search.delete('_rsc');
  const query = search.toString();
  const policy = contentSecurityPolicy(sources, newNonce());
  const headers = new Headers(request.headers);
  headers.set('x-miche-path', `${url.pathname}${query ? `?${query}` : ''}`);
  // The page's language, from its path, for next-intl. A per-request page does not choose
  // the order its parts render in: the account pages' loading.tsx (which is given no params) read
  // next-intl's language before any layout set it, found none, and next-intl kept that English for the
  // whole request: header, footer and the page's own words. Overwrites any value the caller sent.
  headers.set(LOCALE_HEADER, splitLocale(url.pathname).locale);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

// Keep in step with NONCE_PAGE_PREFIXES (a unit test compares them); Next.js needs literals here.
// The last entry is any path with a percent sign, checked for encodings that do not decode.
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
    '/own-seed',
    '/admin/:path*',
    '/sw/login',
    '/sw/register',
    '/sw/verify-email',
    '/sw/checkout',
    '/sw/dashboard',
    '/sw/wallet',
    '/sw/orders/:path*',
    '/sw/order-confirmation/:path*',
    '/sw/own-seed',
    '/sw/admin/:path*',
    '/(.*%.*)',
  ],
};
