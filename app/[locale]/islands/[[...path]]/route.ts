import { isLocale, localePath } from '@/lib/i18n/locales';
import { holdFramework, pageData } from '@/lib/islands/hold-framework';
import { PAGE_DATA_HEADER, isIslandsPage } from '@/lib/islands/pages';
import { fetchFullPage, htmlWithEtag, isHtml } from '@/lib/server/http/reshaped-page';
import { islandsFor, withCriticalCss } from '@/lib/server/islands-page';

type Params = { params: Promise<{ locale: string; path?: string[] }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * A public page opened in the browser (issue 14): the proxy sends /products here, which asks this
 * server for the page as Next.js renders it and holds its framework back (lib/islands/hold-framework.ts).
 * Asked with PAGE_DATA_HEADER (the islands script booting the framework), it answers the page's data
 * for React instead. The framework's own requests (client navigations, prefetches) go to the page.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { locale, path } = await params;
  if (!isLocale(locale)) return notFound();
  const full = localePath(locale, `/${[path ?? []].flat().join('/')}`);
  if (!isIslandsPage(full)) return notFound();
  const page = await fetchFullPage(request, full);
  // A redirect, or the server unable to answer: passed on (the body was decoded on the way, so not its headers).
  if (!isHtml(page)) {
    const location = page.headers.get('location');
    return new Response(null, { status: page.status, headers: { 'cache-control': 'no-store', ...(location ? { location } : {}) } });
  }
  const html = await page.text();
  // Not one of the pages (a 404): Next.js draws it in the browser, so it keeps its framework.
  if (page.status !== 200)
    return new Response(html, { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  if (request.headers.has(PAGE_DATA_HEADER)) {
    return new Response(pageData(html), { headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  }
  return htmlWithEtag(request, withCriticalCss(holdFramework(html, await islandsFor(locale))), page.status);
}
