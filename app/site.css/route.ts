import { SITE_CSS, SITE_CSS_VERSION } from '@/lib/generated/site-css';

/**
 * The whole stylesheet as a file. A page carries only the rules its HTML uses
 * (lib/light-page/critical-css.ts); the islands script fetches this, named with its version
 * (`/site.css?v=…`, kept a year), once the page has painted, for what React draws after it boots.
 * Without the version (a page whose <head> never came from the server: a not-found page the browser
 * draws, see SiteStyles), an hour.
 */
export function GET(request: Request): Response {
  const current = new URL(request.url).searchParams.get('v') === SITE_CSS_VERSION;
  return new Response(SITE_CSS, {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600' },
  });
}
