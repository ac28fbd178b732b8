import { LITE_SCRIPT } from '@/lib/generated/lite-script';

export const dynamic = 'force-static';

/**
 * The light pages' one script (lib/lite/lite-script.ts). Pages ask for it with its version in the
 * query (lib/lite/lighten.ts), so a phone keeps it for a year.
 */
export function GET(): Response {
  return new Response(LITE_SCRIPT, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
