import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findMoneyPaths } from '../support/money-paths';
import { MONEY_PATHS } from '../support/money-registry';

const entries = Object.entries(MONEY_PATHS);
const registered = {
  routes: new Set<string>(entries.flatMap(([, e]) => e.routes)),
  services: new Set<string>(entries.flatMap(([, e]) => e.services)),
};

describe('the race registry (issue 35)', () => {
  const found = findMoneyPaths();

  it('finds the money paths it knows are there (a finder that finds nothing would pass everything)', () => {
    expect(found.services).toEqual(expect.arrayContaining(['lib/server/services/orders.ts#createOrder', 'lib/server/services/wallet.ts#startTopup']));
    expect(found.routes).toEqual(expect.arrayContaining(['app/api/writeToSheet/route.ts', 'app/api/ussd/[secret]/route.ts']));
  });

  it('names every route handler that moves money', () => {
    expect(found.routes.filter((route) => !registered.routes.has(route))).toEqual([]);
  });

  it('names every service function that moves money', () => {
    expect(found.services.filter((service) => !registered.services.has(service))).toEqual([]);
  });

  it('names nothing that is not there, or that moves no money', () => {
    const stale = [...registered.routes].filter((route) => !existsSync(join(__dirname, '..', '..', route)));
    const notMoney = [...registered.services].filter((service) => !found.services.includes(service));
    expect({ stale, notMoney }).toEqual({ stale: [], notMoney: [] });
  });
});
