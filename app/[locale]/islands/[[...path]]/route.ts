import { ISLANDS_SCRIPT_VERSION } from '@/lib/generated/islands-script';
import { isLocale, localePath } from '@/lib/i18n/locales';
import { holdFramework } from '@/lib/islands/hold-framework';
import { isIslandsPage } from '@/lib/islands/pages';
import { fetchFullPage, htmlWithEtag, isHtml } from '@/lib/server/http/reshaped-page';
import { islandWordsBlock } from '@/lib/server/islands-words';

type Params = { params: Promise<{ locale: string; path?: string[] }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * A public page opened in the browser (issue 14): the proxy sends /products here, which asks this
 * server for the page as Next.js renders it and holds its framework back (lib/islands/hold-framework.ts).
 * The framework's own requests (client navigations, prefetches) go to the page directly.
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
  const islands = { scriptSrc: `/islands.js?v=${ISLANDS_SCRIPT_VERSION}`, words: await islandWordsBlock(locale) };
  return htmlWithEtag(request, holdFramework(await page.text(), islands), page.status);
}
