/**
 * `npm run ledger:check`: every journal entry balances, every cached wallet balance equals its
 * postings, every paid M-Pesa attempt was deposited once. Exits 1 on any drift. Works beside a
 * running `npm start` (scripts/database.ts).
 */
import { checkLedger } from '@/lib/server/services/ledger-check';
import { describeCommandError } from './command-errors';
import { withDatabase } from './database';

async function main(): Promise<void> {
  const report = await withDatabase((db) => checkLedger(db));
  console.log(`Ledger: ${report.entries} entries, ${report.postings} postings.`);
  for (const u of report.unbalanced) console.log(`  UNBALANCED entry ${u.entryId}: ${u.postings} postings summing to ${u.sumCents} cents`);
  for (const w of report.walletDrift) console.log(`  DRIFT wallet ${w.uid}: cached ${w.cachedCents} cents, postings ${w.postedCents} cents`);
  for (const p of report.paymentMismatches) console.log(`  PAYMENT ${p.attemptId}: ${p.problem}`);
  for (const p of report.pointsDrift) console.log(`  POINTS ${p.uid}: cached ${p.cached}, entries ${p.posted}`);
  for (const o of report.orderDrift) console.log(`  ORDER ${o.orderId}: ${o.problem}`);
  console.log(report.ok ? 'OK: the ledger balances and every wallet agrees with it.' : 'DRIFT FOUND.');
  process.exitCode = report.ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(describeCommandError(error, process.env.DATABASE_URL));
  process.exitCode = 2;
});
