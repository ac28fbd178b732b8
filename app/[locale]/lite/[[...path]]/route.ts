import { getTranslations } from 'next-intl/server';
import { isLocale, localePath } from '@/lib/i18n/locales';
import { lightenPage } from '@/lib/lite/lighten';
import { lightPathFor } from '@/lib/lite/pages';
import { fetchFullPage, htmlWithEtag, isHtml } from '@/lib/server/http/reshaped-page';
import { islandsFor, withCriticalCss } from '@/lib/server/islands-page';

type Params = { params: Promise<{ locale: string; path?: string[] }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * A light page (issue 17, data saver): /lite/products is /products without the framework's scripts
 * or the pictures (lib/lite/lighten.ts), about a tenth of the bytes of a first visit. It asks this
 * server for the full page, which is static, and lightens it.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { locale, path } = await params;
  if (!isLocale(locale)) return notFound();
  const full = localePath(locale, `/${[path ?? []].flat().join('/')}`);
  if (!lightPathFor(full)) return notFound();
  const page = await fetchFullPage(request, full);
  // Anything but one of our pages (the server busy, a redirect): the full page, where the shop can say so.
  if (!isHtml(page)) {
    return new Response(null, { status: 307, headers: { location: `${full}${new URL(request.url).search}`, 'cache-control': 'no-store' } });
  }
  const t = await getTranslations({ locale, namespace: 'dataSaver' });
  const html = lightenPage(await page.text(), {
    words: { notice: t('on'), fullPages: t('turnOff'), showPicture: t('showPicture') },
    islands: await islandsFor(locale),
    switchAction: '/api/data-saver',
  });
  return htmlWithEtag(request, withCriticalCss(html), page.status);
}
