import { z } from 'zod';
import { DATA_SAVER_COOKIE, pageAfterSwitch } from '@/lib/light-page/data-saver';
import { apiHandler, parseWith, readTextUpTo } from '@/lib/server/http/api';
import { assertSameOrigin } from '@/lib/server/auth/request-identity';
import { ServiceError } from '@/lib/server/services/errors';

const switchSchema = z.object({ mode: z.enum(['on', 'off'], { error: 'Choose on or off.' }) });
const A_YEAR = 365 * 24 * 3600;

/**
 * The data saver switch: a plain form, so it works on a page without its framework.
 * Remembers the choice for a year and sends the farmer back to the page they were on.
 */
export const POST = apiHandler('data-saver', async (request: Request) => {
  assertSameOrigin(request);
  const body = await readTextUpTo(request, 256);
  if (body === null) throw new ServiceError('request_too_large');
  const { mode } = parseWith(switchSchema, Object.fromEntries(new URLSearchParams(body)));
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return new Response(null, {
    status: 303,
    headers: {
      location: pageAfterSwitch(request.headers.get('referer'), host),
      'set-cookie': `${DATA_SAVER_COOKIE}=${mode}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax${secure}`,
      'cache-control': 'no-store',
    },
  });
});
