import { refusal } from '@/lib/server/http/api';
import { ServiceError } from '@/lib/server/services/errors';

export const dynamic = 'force-dynamic';

/**
 * Every API path no route handler serves: 404 in the API's error shape, whatever the
 * method. Without it, Next.js's fallback rewrites (next.config.mjs) drew the shop's not-found page
 * with a 200 for a POST, so a gateway given a wrong callback URL (/api/sms/inbound with no secret, or
 * /.netlify/functions/anything, rewritten here) looked delivered while nothing was processed. An
 * optional catch-all is matched after every other route under app/api (Next.js sorts static
 * segments, then dynamic ones, then catch-alls), so it shadows none: a unit test checks that order.
 */
const notFound = async (): Promise<Response> => refusal(new ServiceError('not_found'));

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
