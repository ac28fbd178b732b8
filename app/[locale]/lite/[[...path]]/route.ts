import { createHash } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { LITE_SCRIPT_VERSION } from '@/lib/generated/lite-script';
import { isLocale, localePath } from '@/lib/i18n/locales';
import { lightenPage } from '@/lib/lite/lighten';
import { lightPathFor } from '@/lib/lite/pages';

type Params = { params: Promise<{ locale: string; path?: string[] }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * A light page (issue 17, data saver): /lite/products is /products without the framework's scripts
 * or the pictures (lib/lite/lighten.ts), about a tenth of the bytes of a first visit. It asks this
 * server for the full page, which is static, and lightens it. MICHE_INTERNAL_ORIGIN is where the
 * server can reach itself directly (`npm start` sets it); without it, the address the farmer used.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { locale, path } = await params;
  if (!isLocale(locale)) return notFound();
  const full = localePath(locale, `/${[path ?? []].flat().join('/')}`);
  if (!lightPathFor(full)) return notFound();
  const url = new URL(request.url);
  const origin = process.env.MICHE_INTERNAL_ORIGIN ?? url.origin;
  let page: Response;
  try {
    page = await fetch(new URL(`${full}${url.search}`, origin), { headers: { accept: 'text/html' }, cache: 'no-store', redirect: 'manual' });
  } catch {
    page = new Response(null, { status: 502 });
  }
  // Anything but one of our pages (the server busy, a redirect): the full page, where the shop can say so.
  if (!(page.headers.get('content-type') ?? '').startsWith('text/html')) {
    return new Response(null, { status: 307, headers: { location: `${full}${url.search}`, 'cache-control': 'no-store' } });
  }
  const t = await getTranslations({ locale, namespace: 'dataSaver' });
  const html = lightenPage(await page.text(), {
    words: { notice: t('on'), fullPages: t('turnOff'), showPicture: t('showPicture') },
    scriptSrc: `/lite.js?v=${LITE_SCRIPT_VERSION}`,
    switchAction: '/api/data-saver',
  });
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', etag };
  // A repeat visit costs a few hundred bytes when nothing changed.
  if (page.status === 200 && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(html, { status: page.status, headers });
}
