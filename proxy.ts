import { NextResponse, type NextRequest } from 'next/server';
import { splitLocale } from './lib/i18n/locales';
import { DATA_SAVER_COOKIE, lightPathFor, wantsLightPages } from './lib/lite/pages';
import { FULL_PAGE_HEADER, PAGE_DATA_HEADER, isAccountIslandsPage, isIslandsPage, islandsRouteFor } from './lib/islands/pages';
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
 * A page opened in the browser, as opposed to the framework's own requests from a page already open
 * (RSC navigations, prefetches), which are left alone.
 */
function isOpenedPage(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return request.headers.get('sec-fetch-mode') === 'navigate' || (!request.headers.get('rsc') && (request.headers.get('accept') ?? '').includes('text/html'));
}

/**
 * The public pages a farmer opens. Data saver (issue 17): a farmer who turned it on, or whose browser
 * says `Save-Data: on`, is sent to the page's light version where it has one. Everyone else gets the
 * page with its framework on demand (issue 14, app/[locale]/islands), and the islands script its data
 * when it boots the framework (PAGE_DATA_HEADER); the server itself asking for the page as Next.js
 * renders it (FULL_PAGE_HEADER) gets that.
 */
function publicPage(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const islands = () => NextResponse.rewrite(new URL(`${islandsRouteFor(pathname)}${search}`, request.url));
  if (request.headers.has(FULL_PAGE_HEADER)) return NextResponse.next();
  if (request.method === 'GET' && request.headers.has(PAGE_DATA_HEADER)) return islands();
  if (!isOpenedPage(request)) return NextResponse.next();
  const light = lightPathFor(pathname);
  if (light && wantsLightPages(request.cookies.get(DATA_SAVER_COOKIE)?.value, request.headers.get('save-data'))) {
    const response = NextResponse.redirect(new URL(`${light}${search}`, request.url), 307);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
  return islands();
}

/**
 * For the pages rendered per request (NONCE_PAGE_PREFIXES): a fresh nonce and its content security
 * policy, which Next.js reads from the request to put the nonce on its own scripts; and the page's own
 * path, so a guard can send a signed-out farmer to /login and bring them back afterwards. Public pages
 * pass through here only when their path carries a percent sign, to be checked; so they stay static.
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
  if (isIslandsPage(url.pathname)) return publicPage(request);
  if (!isNoncePage(url.pathname)) return NextResponse.next();
  // An account page opened in the browser: its framework on demand too (app/[locale]/islands asks
  // for the page, which comes back here with FULL_PAGE_HEADER and gets its nonce below).
  if (isAccountIslandsPage(url.pathname) && !request.headers.has(FULL_PAGE_HEADER) && isOpenedPage(request))
    return NextResponse.rewrite(new URL(`${islandsRouteFor(url.pathname)}${url.search}`, request.url));
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
// The last entry is any path with a percent sign, checked for encodings that do not decode.
export const config = {
  matcher: [
    // The public pages (lib/islands/pages.ts), served with their framework on demand, or light.
    '/',
    '/products',
    '/products/:path*',
    '/about',
    '/contact',
    '/cart',
    '/offline',
    '/sw',
    '/sw/products',
    '/sw/products/:path*',
    '/sw/about',
    '/sw/contact',
    '/sw/cart',
    '/sw/offline',
    '/login',
    '/register',
    '/verify-email',
    '/checkout',
    '/dashboard',
    '/wallet',
    '/orders/:path*',
    '/order-confirmation/:path*',
    '/admin/:path*',
    '/sw/login',
    '/sw/register',
    '/sw/verify-email',
    '/sw/checkout',
    '/sw/dashboard',
    '/sw/wallet',
    '/sw/orders/:path*',
    '/sw/order-confirmation/:path*',
    '/sw/admin/:path*',
    '/(.*%.*)',
  ],
};
