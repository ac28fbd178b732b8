import { isLocale, localePath } from '@/lib/i18n/locales';
import { holdFramework, pageData } from '@/lib/islands/hold-framework';
import { PAGE_DATA_HEADER, isAccountIslandsPage, isIslandsPage } from '@/lib/islands/pages';
import { fetchFullPage, htmlWithEtag, isHtml } from '@/lib/server/http/reshaped-page';
import { islandsFor, withCriticalCss } from '@/lib/server/islands-page';

type Params = { params: Promise<{ locale: string; path?: string[] }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * An account page's own headers, passed on: its policy (the nonce its scripts carry), that no cache may
 * keep it, and any cookie it sets. A public page's are the route's own.
 */
function accountHeaders(page: Response): Headers {
  const headers = new Headers({ 'cache-control': page.headers.get('cache-control') ?? 'private, no-store' });
  const policy = page.headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', policy);
  for (const cookie of page.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}

/**
 * A page opened in the browser (issue 14): the proxy sends /products (or /dashboard) here, which asks
 * this server for the page as Next.js renders it and holds its framework back
 * (lib/islands/hold-framework.ts). Asked with PAGE_DATA_HEADER (the islands script booting the
 * framework of a public page), it answers the page's data for React instead; an account page keeps
 * its data in the page, as it is drawn for this farmer at this moment. The framework's own requests
 * (client navigations, prefetches) go to the page.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { locale, path } = await params;
  if (!isLocale(locale)) return notFound();
  const full = localePath(locale, `/${[path ?? []].flat().join('/')}`);
  const account = isAccountIslandsPage(full);
  if (!account && !isIslandsPage(full)) return notFound();
  const page = await fetchFullPage(request, full);
  const headers = account ? accountHeaders(page) : new Headers({ 'cache-control': 'no-store' });
  // A redirect, or the server unable to answer: passed on (the body was decoded on the way, so not its headers).
  if (!isHtml(page)) {
    const location = page.headers.get('location');
    if (location) headers.set('location', location);
    return new Response(null, { status: page.status, headers });
  }
  const html = await page.text();
  headers.set('content-type', 'text/html; charset=utf-8');
  // Not one of the pages (a 404): Next.js draws it in the browser, so it keeps its framework.
  if (page.status !== 200) return new Response(html, { status: page.status, headers });
  if (account) {
    const nonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
    return new Response(withCriticalCss(holdFramework(html, { ...(await islandsFor(locale)), nonce, keepPageData: true })), { headers });
  }
  if (request.headers.has(PAGE_DATA_HEADER)) {
    return new Response(pageData(html), { headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  }
  return htmlWithEtag(request, withCriticalCss(holdFramework(html, await islandsFor(locale))), page.status);
}
