/**
 * The step on a public page's way out, the same on Netlify's edge (netlify/edge-functions/
 * light-page.ts, where the host's cache keeps its answer) and on `npm start`'s server
 * (scripts/next-server.mts). It takes the page Next.js answered for this very request, so no request
 * ever fetches the site's own address, and a staff edit that makes Next.js draw the page again makes
 * the light page from the new one. Anything but a public page opened in a browser passes untouched.
 * Web-standard Request and Response only: it runs on Node and on Deno.
 */
import { isPublicPage, pageCacheTag } from './public-pages.ts';
import { lightPage } from './reshape.ts';
import { VARIANT_COOKIES, VARIANT_HEADERS, pageVariant } from './variant.ts';

/** A page opened in the browser, not the framework's own requests (its RSC fetches and prefetches). */
export function isOpenedPage(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const { headers } = request;
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.has('next-router-state-tree')) return false;
  return headers.get('sec-fetch-mode') === 'navigate' || (headers.get('accept') ?? '').includes('text/html');
}

/** Whether the step may change this request's answer (every other one passes untouched). */
export function mayLighten(request: Request): boolean {
  return isOpenedPage(request) && isPublicPage(new URL(request.url).pathname);
}

/**
 * Netlify's cache key for the page: its variant cookies and header, added to whatever Next.js's own
 * answer asks to vary on (`cookie=a|b,header=c`).
 */
export function netlifyVary(existing: string | null): string {
  const parts = new Map<string, Set<string>>();
  for (const part of (existing ?? '').split(',')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    const key = part.slice(0, at).trim();
    parts.set(
      key,
      new Set([
        ...(parts.get(key) ?? []),
        ...part
          .slice(at + 1)
          .split('|')
          .filter(Boolean),
      ]),
    );
  }
  parts.set('cookie', new Set([...(parts.get('cookie') ?? []), ...VARIANT_COOKIES]));
  parts.set('header', new Set([...(parts.get('header') ?? []), ...VARIANT_HEADERS]));
  return [...parts].map(([key, values]) => `${key}=${[...values].join('|')}`).join(',');
}

/** A strong validator of the body, so a repeat visit costs a 304. */
async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `"lp-${hex}"`;
}

/** The answer's headers, with what every variant of a public page carries for the caches in front. */
function cacheHeaders(from: Headers): Headers {
  const headers = new Headers(from);
  headers.set('vary', [...new Set([...(from.get('vary') ?? '').split(',').map((v) => v.trim()), 'Cookie', ...VARIANT_HEADERS].filter(Boolean))].join(', '));
  headers.set('netlify-vary', netlifyVary(from.get('netlify-vary')));
  return headers;
}

/** What the step has had of Next.js's answer so far, so that a failure can answer it as it was. */
interface Drawn {
  asked: boolean;
  page?: Response;
  html?: string;
}

/**
 * The answer for `request`, given the page Next.js answered (`next`). A public page opened in the
 * browser comes back light or in the data saver's version, kept by Netlify's cache for a year under
 * the page's cache tag (purged when staff change the page); signed in, or when the page is not the
 * shape the reshaping knows, as Next.js drew it. Every variant varies on what chose it.
 *
 * It cannot break a page: any error in the step (a fault in the reshaping, the hashing, the headers)
 * answers Next.js's page as it came, status and all, logged once. Only Next.js's own failure (`next`
 * rejecting, or its body failing to arrive) is thrown on: there is no page of Next.js's to answer, and
 * the server and the edge function answer that as they would without this step.
 */
export async function lightPageResponse(request: Request, next: () => Promise<Response>): Promise<Response> {
  const drawn: Drawn = { asked: false };
  try {
    return await lighten(request, drawn, async () => {
      drawn.asked = true;
      drawn.page = await next();
      return drawn.page;
    });
  } catch (error) {
    const { asked, page, html } = drawn;
    if (asked && (page === undefined || (html === undefined && page.bodyUsed))) throw error;
    console.error(`[light-page] ${new URL(request.url).pathname}: the light page failed; served as Next.js drew it`, error);
    if (page === undefined) return next();
    return html === undefined ? page : new Response(html, { status: page.status, statusText: page.statusText, headers: page.headers });
  }
}

/** The step itself: what it read of Next.js's answer is kept in `drawn`. */
async function lighten(request: Request, drawn: Drawn, next: () => Promise<Response>): Promise<Response> {
  if (!mayLighten(request)) return next();
  const { pathname } = new URL(request.url);
  const variant = pageVariant(request.headers);
  const page = await next();
  const asDrawn = (body: BodyInit | null) => new Response(body, { status: page.status, statusText: page.statusText, headers: cacheHeaders(page.headers) });
  if (variant === 'full' || page.status !== 200 || !(page.headers.get('content-type') ?? '').startsWith('text/html')) return asDrawn(page.body);
  const html = (drawn.html = await page.text());
  const light = lightPage(html, variant);
  if (light === null) {
    console.warn(`[light-page] ${pathname}: Next.js's page is not the shape the reshaping knows; served as drawn`);
    return asDrawn(html);
  }
  const headers = cacheHeaders(page.headers);
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time'])
    headers.delete(name);
  const etag = await etagOf(light);
  headers.set('etag', etag);
  headers.set('content-type', 'text/html; charset=utf-8');
  // The browser checks every time (a cheap 304); Netlify's cache keeps it until the page's tag is purged.
  headers.set('cache-control', 'public, max-age=0, must-revalidate');
  headers.set('netlify-cdn-cache-control', 'public, max-age=31536000, must-revalidate');
  headers.set('netlify-cache-tag', pageCacheTag(pathname));
  if ((request.headers.get('if-none-match') ?? '').split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(light, { status: 200, headers });
}
