/**
 * The race registry's races: every money path of __tests__/support/money-registry.ts sent
 * AT_ONCE times together on PostgreSQL, each asserting one order, one charge, one prompt, and the
 * whole ledger clean at the end. A registry line without its race here fails the type check (RACES
 * is a record over every name). PGlite runs one statement at a time, so these run on PostgreSQL only.
 */
import { LOCAL_AT_API_KEY } from '@/lib/deployment.mjs';
import { systemClock } from '@/lib/server/clock';
import { useClock, useSmsSender } from '@/lib/server/services/deps';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { createAtClient } from '@/lib/server/sms/at-client';
import { startAtSandbox, type RunningAtSandbox } from '@/tools/at-sandbox/server';
import { MONEY_PATHS, type MoneyPathName } from '../support/money-registry';
import { openShopWithPayments, TEST_CALLBACK_SECRET, type PaymentsHarness } from '../support/payments-harness';
import type { Race, RaceContext } from '../support/races/context';
import { FARMER_RACES } from '../support/races/farmer';
import { STAFF_RACES } from '../support/races/staff';
import { signedIn, signedInStaff } from '../support/sessions';
import { stockedProducts } from '../support/shop-fixtures';
import { racesOn, type TestDatabase } from '../support/test-database';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

const RACES: Record<MoneyPathName, Race> = { ...FARMER_RACES, ...STAFF_RACES };

it('has a race for every line of the registry, and none for a line it lacks', () => {
  expect(Object.keys(RACES).sort()).toEqual(Object.keys(MONEY_PATHS).sort());
});

racesOn(process.env.DATABASE_URL ? 'postgres' : 'pglite').describe('every money path, sent 8 times at once on PostgreSQL', () => {
  let database: TestDatabase;
  let harness: PaymentsHarness;
  let at: RunningAtSandbox;
  let ctx: RaceContext;
  let phones = 0;

  beforeAll(async () => {
    ({ database, harness } = await openShopWithPayments('postgres', { poolMax: 20 }));
    at = await startAtSandbox({ port: 0 });
    useSmsSender(createAtClient({ baseUrl: at.url, username: 'sandbox', apiKey: LOCAL_AT_API_KEY, from: 'MICHE' }));
    useClock(systemClock);
    const products = (await stockedProducts(database.db)).sort((a, b) => b.priceCents - a.priceCents);
    const suffix = String(Date.now() % 100_000).padStart(5, '0');
    ctx = {
      db: database.db,
      harness,
      at,
      farmer: () => signedIn(),
      staff: await signedInStaff(database.db),
      products,
      freshPhone: () => `+25479${String(++phones).padStart(2, '0')}${suffix}`,
    };
  });

  afterAll(async () => {
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], pointsDrift: [], orderDrift: [] });
    await harness.close();
    await at.close();
    await database.close();
  });

  it.each(Object.keys(MONEY_PATHS) as MoneyPathName[])(
    '%s',
    async (name) => {
      await RACES[name](ctx);
    },
    60_000,
  );
});
