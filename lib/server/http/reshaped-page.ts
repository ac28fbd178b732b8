import { createHash } from 'node:crypto';
import { FULL_PAGE_HEADER } from '@/lib/islands/pages';

/**
 * A page of this shop as Next.js renders it, fetched from the server itself. MICHE_INTERNAL_ORIGIN is
 * where the server can reach itself directly (`npm start` sets it); without it, the address the
 * farmer used. The header tells the proxy to let the request through to the page; the farmer's
 * cookies go with it.
 */
export async function fetchFullPage(request: Request, fullPath: string): Promise<Response> {
  const url = new URL(request.url);
  const origin = process.env.MICHE_INTERNAL_ORIGIN ?? url.origin;
  // The session, for an account page (a public page is the same for everyone and ignores it).
  const cookie = request.headers.get('cookie');
  try {
    return await fetch(new URL(`${fullPath}${url.search}`, origin), {
      headers: { accept: 'text/html', [FULL_PAGE_HEADER]: '1', ...(cookie ? { cookie } : {}) },
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch {
    return new Response(null, { status: 502 });
  }
}

export const isHtml = (page: Response) => (page.headers.get('content-type') ?? '').startsWith('text/html');

/**
 * The reshaped HTML with an ETag of its own, so a repeat visit costs a few hundred bytes when nothing
 * changed; HTML is revalidated on every visit (pages change when staff edit the catalogue).
 */
export function htmlWithEtag(request: Request, html: string, status: number): Response {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', etag };
  if (status === 200 && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(html, { status, headers });
}
