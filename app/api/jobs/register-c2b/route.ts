import { daraja, env } from '@/lib/server/env';
import { apiHandler, ok } from '@/lib/server/http/api';
import { secretMatches } from '@/lib/server/http/callback-request';
import { c2bUrls } from '@/lib/server/daraja';
import { paymentDeps } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';

export const dynamic = 'force-dynamic';

/**
 * POST /api/jobs/register-c2b with `Authorization: Bearer $CRON_SECRET`: registers the Paybill
 * confirmation and validation URLs with Daraja. Safaricom allows this once per shortcode in
 * production, so it is run by hand there (see docs/deploying.md); `npm start` runs it against the sandbox.
 */
export const POST = apiHandler('jobs.registerC2b', async (request) => {
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secretMatches(given, env().cronSecret)) throw new ServiceError('not_found');
  const result = await paymentDeps().gateway.registerC2bUrls(c2bUrls(daraja()));
  if (!result.ok) throw new ServiceError('c2b_registration_failed', { detail: 'errorMessage' in result ? result.errorMessage : result.message });
  return ok({ originatorConversationId: result.originatorConversationId }, result.responseDescription);
});
