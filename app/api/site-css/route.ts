import { SITE_CSS } from '@/lib/generated/site-css';

export const dynamic = 'force-static';

/**
 * The inlined stylesheet as a file, for the one case where a page's <head> never came from the server:
 * a not-found page Next.js leaves to the browser to draw (its bare error document). See SiteStyles.
 */
export function GET(): Response {
  return new Response(SITE_CSS, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
