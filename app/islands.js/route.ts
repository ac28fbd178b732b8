import { ISLANDS_SCRIPT } from '@/lib/generated/islands-script';

export const dynamic = 'force-static';

/**
 * The islands script of light public pages (components/islands/islands.ts). Pages ask for it with its
 * version in the query (components/islands/islands-block.tsx), so a phone keeps it for a year.
 */
export function GET(): Response {
  return new Response(ISLANDS_SCRIPT, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
