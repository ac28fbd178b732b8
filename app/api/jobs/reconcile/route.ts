import { env } from '@/lib/server/env';
import { apiHandler, ok } from '@/lib/server/http/api';
import { ServiceError } from '@/lib/server/services/errors';
import { secretMatches } from '@/lib/server/http/callback-request';
import { appClock, paymentDeps, smsSender } from '@/lib/server/services/deps';
import { getDb } from '@/lib/server/db/client';
import { drainSmsOutbox } from '@/lib/server/sms/outbox';
import { purgeUssdSessions } from '@/lib/server/services/ussd';
import { reconcile } from '@/lib/server/services/payments/reconciler';

export const dynamic = 'force-dynamic';

/**
 * POST /api/jobs/reconcile with `Authorization: Bearer $CRON_SECRET`: one round of reconciliation,
 * then one drain of the SMS outbox.
 * Called every minute by the scheduled Netlify function and by `npm start`'s timer. The scheduled
 * function gives up after about 25 s, so the round expires orders first and stops starting STK
 * queries after 20 s (reconciler DEFAULT_BUDGET); what is left waits for the next minute.
 */
export const POST = apiHandler('jobs.reconcile', async (request) => {
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secretMatches(given, env().cronSecret)) throw new ServiceError('not_found');
  const reconciled = await reconcile(paymentDeps());
  // The SMS outbox drains on the same beat: each message once, failures retried later.
  const sms = await drainSmsOutbox(getDb(), smsSender(), appClock());
  await purgeUssdSessions(getDb(), appClock().now());
  return ok({ ...reconciled, sms });
});
