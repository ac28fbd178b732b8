import { importEdges, sourceFiles } from '../support/import-graph';

/**
 * The order core and the slices on top of it (architecture doc, "The order domain"): the core owns
 * orders, their lifecycle, stock, settlement, refunds and the ledger; growing to order, referrals,
 * USSD and SMS import it, never the reverse. What the core needs of a slice goes through its hooks
 * (lib/server/services/order-hooks.ts), answered by the composition root.
 */
const S = 'lib/server/services';
const CORE = [
  `${S}/orders.ts`,
  `${S}/order-lifecycle.ts`,
  `${S}/order-hooks.ts`,
  `${S}/order-quote.ts`,
  `${S}/stock.ts`,
  `${S}/refunds.ts`,
  `${S}/ledger.ts`,
  `${S}/points.ts`,
  `${S}/intents.ts`,
  `${S}/wallet.ts`,
  `${S}/payments/settle-order.ts`,
  `${S}/payments/settlement.ts`,
  `${S}/payments/push.ts`,
  `${S}/payments/callback-inbox.ts`,
  `${S}/payments/paybill.ts`,
];
const isSlice = (file: string) =>
  /^lib\/server\/services\/(bookings|booking-[a-z-]+|sowing|sowing-[a-z-]+|own-seed|care-tips|referrals|ussd|ussd-[a-z-]+)\.ts$/.test(file) ||
  /^lib\/(server\/sms|sms|ussd)\//.test(file);
const HOOKS = `${S}/order-hooks.ts`;
const COMPOSITION = `${S}/composition.ts`;

describe('the order core', () => {
  const files = sourceFiles();
  const edges = importEdges(files);

  it('is all there', () => {
    expect(CORE.filter((file) => !files.includes(file))).toEqual([]);
  });

  it('imports no slice, not even for a type', () => {
    const core = new Set(CORE);
    const up = edges.filter((edge) => core.has(edge.from) && isSlice(edge.to)).map((edge) => `${edge.from} -> ${edge.to}`);
    expect(up).toEqual([]);
  });

  it('has its hooks answered wherever it can run: every entry point that loads it loads the composition root', () => {
    const running = edges.filter((edge) => !edge.typeOnly);
    const next = new Map<string, string[]>();
    for (const { from, to } of running) next.set(from, [...(next.get(from) ?? []), to]);
    const reach = (start: string) => {
      const seen = new Set([start]);
      for (const todo = [start]; todo.length > 0;) {
        for (const file of next.get(todo.pop()!) ?? []) {
          if (!seen.has(file)) {
            seen.add(file);
            todo.push(file);
          }
        }
      }
      return seen;
    };
    const imported = new Set(running.map((edge) => edge.to));
    // Routes, pages, scripts and functions: files that nothing imports.
    const entries = files.filter((file) => !imported.has(file));
    const loadingCore = entries.filter((file) => reach(file).has(HOOKS));
    expect(loadingCore.length).toBeGreaterThan(20);
    expect(loadingCore.filter((file) => !reach(file).has(COMPOSITION))).toEqual([]);
  });
});
