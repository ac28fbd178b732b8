/**
 * A USSD suite's shop (the booking suites): a fresh database with the Daraja sandbox, the AT
 * stand-in sending the SMS, and the shop's clock at `now`. `close` puts the clock back, checks the
 * ledger is clean (orders' deposits and balances included) and stops it all.
 */
import { LOCAL_AT_API_KEY } from '@/lib/deployment.mjs';
import { systemClock } from '@/lib/server/clock';
import { useClock as installClock, useSmsSender as installSmsSender } from '@/lib/server/services/deps';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { createAtClient } from '@/lib/server/sms/at-client';
import { startAtSandbox, type RunningAtSandbox } from '@/tools/at-sandbox/server';
import { openShopWithPayments, type PaymentsHarness } from './payments-harness';
import type { DatabaseKind, TestDatabase } from './test-database';

export interface UssdShop {
  database: TestDatabase;
  harness: PaymentsHarness;
  at: RunningAtSandbox;
  close(): Promise<void>;
}

export async function openUssdShop(kind: DatabaseKind, now: Date): Promise<UssdShop> {
  const { database, harness } = await openShopWithPayments(kind, { poolMax: 10 });
  installClock({ now: () => now });
  const at = await startAtSandbox({ port: 0 });
  installSmsSender(createAtClient({ baseUrl: at.url, username: 'sandbox', apiKey: LOCAL_AT_API_KEY, from: 'MICHE' }));
  return {
    database,
    harness,
    at,
    async close() {
      installClock(systemClock);
      const report = await checkLedger(database.db);
      expect(report).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], orderDrift: [] });
      await harness.close();
      await at.close();
      await database.close();
    },
  };
}

/** Phone numbers no other test dials: `prefix` is the suite's own (+2547133, +2547144, ...). */
export function freshNumbers(prefix: string): () => string {
  let numbers = 0;
  return () => `${prefix}${String(++numbers).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`.slice(0, 13);
}

/** The number of the line that matches, on a list screen. */
export function optionOf(screen: string, line: RegExp): string {
  const found = screen.split('\n').find((l) => line.test(l));
  expect(found).toBeDefined();
  return found!.split(' ')[0]!;
}
