/**
 * `npm run reconcile`: one round of payment reconciliation (STK query for every open push old enough,
 * then expiry of unpaid orders), against the configured Daraja (the local sandbox by default).
 */
import { systemClock } from '@/lib/server/clock';
// Expiring orders tells their farmers by SMS: the order core's hooks answered by the slices.
import '@/lib/server/services/composition';
import { createDarajaClient, darajaConfigFromEnv } from '@/lib/server/daraja';
import { reconcile } from '@/lib/server/services/payments/reconciler';
import { describeCommandError } from './command-errors';
import { withDatabase } from './database';

async function main(): Promise<void> {
  const gateway = createDarajaClient(darajaConfigFromEnv(process.env));
  const summary = await withDatabase((db) => reconcile({ db, gateway, clock: systemClock }));
  console.log(
    `Reconciled: ${summary.checked} checked (${summary.paid} paid, ${summary.failed} failed, ${summary.pending} still pending, ${summary.review} to review); ${summary.expiredOrders} unpaid orders expired.`,
  );
}

main().catch((error: unknown) => {
  console.error(describeCommandError(error, process.env.DATABASE_URL));
  process.exitCode = 1;
});
