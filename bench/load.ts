/**
 * `npm run bench:load`: Miche under load, on a production build served from PostgreSQL.
 *
 * 1. Browsing: many connections reading the home page, the product list and a product page.
 * 2. Orders: many signed-in farmers creating orders through the spec's API at once.
 * 3. A callback storm: 1,000 M-Pesa callbacks for 50 waiting payments, most of them duplicates (each
 *    payment's success sent 20 times, all at once), as a retrying or replaying sender would.
 *
 * Reports requests per second and p50/p99 latency for each; fails if any request errs or answers
 * other than 2xx, and if, after the storm, `ledger:check` is not clean or any payment was not
 * credited exactly once. Results: bench/.results/load-latest.{json,md} (git-ignored).
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { Client } from 'pg';
import { createDb } from '../lib/server/db/client';
import { journalEntries, orders, products, users } from '../lib/server/db/schema';
import { checkLedger } from '../lib/server/services/ledger-check';
import { signInNewFarmer, type Farmer } from '../scripts/farmer-client';
import { startMiche } from './miche-server';
import { stopAll } from './processes';
import { settings } from './settings';

const SERVER = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'miche_load';
const CALLBACK_SECRET = 'loadbench-7c1e2a9f';
const FARMERS = 50;
const DUPLICATES = 20;

const log = (message: string) => console.log(`[bench:load] ${message}`);

async function recreateDatabase(): Promise<string> {
  const client = new Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

interface Scenario {
  name: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function summary(name: string, result: autocannon.Result): Scenario {
  return {
    name,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const signInFarmer = (origin: string, i: number) => signInNewFarmer(origin, `Load Farmer ${i}`);

function orderBody(farmer: Farmer, product: { id: string; name: string; priceCents: number }, quantity: number, phone: string) {
  const price = product.priceCents / 100;
  return {
    userId: farmer.uid,
    items: [{ id: product.id, name: product.name, price, quantity }],
    total: price * quantity,
    deliveryAddress: '',
    phone,
    paymentMethod: 'mpesa',
    deliveryMethod: 'pickup',
    pickupPointId: 1,
  };
}

async function post<T>(origin: string, farmer: Farmer, apiPath: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}/.netlify/functions${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: farmer.cookie },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${json.message}`);
  return json.data;
}

/** Daraja's success callback for one attempt, as the sandbox (and Safaricom) would send it. */
function successCallback(attempt: { checkoutRequestId: string; amount: number; phone: string }, receipt: string): string {
  return JSON.stringify({
    Body: {
      stkCallback: {
        MerchantRequestID: `load-${receipt}`,
        CheckoutRequestID: attempt.checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: attempt.amount },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'TransactionDate', Value: 20261122120000 },
            { Name: 'PhoneNumber', Value: Number(`254${attempt.phone.replace(/^\+?254|^0/, '')}`) },
          ],
        },
      },
    },
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const databaseUrl = await recreateDatabase();
  log(`building and starting Miche on PostgreSQL (${DATABASE} on ${new URL(SERVER).host})...`);
  const miche = await startMiche(path.join(settings.tmpDir, 'load-miche.log'), {
    databaseUrl,
    // The scenarios measure throughput: the rate limits (which a load from one address and a few
    // accounts would hit at once) are raised, as in the test runs.
    env: { RATE_LIMIT_MULTIPLIER: '100000', MPESA_CALLBACK_SECRET: CALLBACK_SECRET },
  });
  const origin = miche.origin;
  const { db, pool } = createDb(databaseUrl, 4);
  try {
    // Plenty of stock, so no order is refused for it during the run.
    await db.update(products).set({ stock: 10_000_000 });
    const [product] = await db
      .select({ id: products.id, name: products.name, priceCents: products.priceCents })
      .from(products)
      .where(eq(products.slug, 'tomato-anna-f1'));
    if (!product) throw new Error('seed product tomato-anna-f1 missing');

    log('1/3 browsing: /, /products, a product page...');
    const browsing = await autocannon({
      url: origin,
      connections: 20,
      duration: 20,
      requests: [{ path: '/' }, { path: '/products' }, { path: '/products/tomato-anna-f1' }],
    });

    log(`signing in ${FARMERS} farmers...`);
    const farmers: Farmer[] = [];
    for (let i = 0; i < FARMERS; i++) farmers.push(await signInFarmer(origin, i));

    log('2/3 orders: many farmers creating orders at once...');
    let turn = 0;
    const ordering = await autocannon({
      url: origin,
      connections: 10,
      amount: 1000,
      requests: [
        {
          method: 'POST',
          path: '/.netlify/functions/writeToSheet',
          setupRequest: (request) => {
            const farmer = farmers[turn % FARMERS] as Farmer;
            const quantity = 1 + (turn++ % 7);
            return {
              ...request,
              headers: { 'content-type': 'application/json', origin, cookie: farmer.cookie },
              body: JSON.stringify(orderBody(farmer, product, quantity, '+254708374149')),
            };
          },
        },
      ],
    });

    log(`3/3 callback storm: ${FARMERS} waiting payments, ${FARMERS * DUPLICATES} callbacks...`);
    // One waiting M-Pesa prompt per farmer, to phones the sandbox leaves unanswered.
    const waiting: Array<{ id: string; orderId: string; checkoutRequestId: string; amount: number; phone: string }> = [];
    for (const [i, farmer] of farmers.entries()) {
      const phone = `+2547220${String(10000 + i).slice(-5)}`;
      const order = await post<{ id: string; total: number }>(origin, farmer, '/writeToSheet', orderBody(farmer, product, 2, phone));
      const { attempt } = await post<{ attempt: { id: string; checkoutRequestId: string | null; amount: number } }>(origin, farmer, '/mpesaDeposit', {
        phone,
        amount: order.total,
        orderId: order.id,
        userId: farmer.uid,
      });
      if (!attempt.checkoutRequestId) throw new Error('the sandbox gave no CheckoutRequestID');
      waiting.push({ id: attempt.id, orderId: order.id, checkoutRequestId: attempt.checkoutRequestId, amount: attempt.amount, phone });
    }
    const storm = waiting.flatMap((attempt, i) => {
      const body = successCallback(attempt, `LD${String(i).padStart(8, '0')}`);
      return Array.from({ length: DUPLICATES }, () => ({ path: `/api/payments/callback/${CALLBACK_SECRET}/${attempt.id.replaceAll('-', '')}`, body }));
    });
    // Shuffled, so duplicates of one payment race each other and the others.
    for (let i = storm.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [storm[i], storm[j]] = [storm[j] as (typeof storm)[number], storm[i] as (typeof storm)[number]];
    }
    let next = 0;
    const callbacks = await autocannon({
      url: origin,
      connections: 25,
      amount: storm.length,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const call = storm[next++ % storm.length] as (typeof storm)[number];
            return { ...request, path: call.path, headers: { 'content-type': 'application/json' }, body: call.body };
          },
        },
      ],
    });

    // The callbacks are applied just after each answer: wait for the last to land.
    const ids = waiting.map((w) => w.orderId);
    let paid = 0;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.paymentStatus, 'paid'), inArray(orders.id, ids)));
      paid = rows.length;
      if (paid === ids.length) break;
    }
    // A deposit's key names its attempt (attempt:<id>:deposit), and the database makes keys unique;
    // counting them per attempt shows no payment was credited twice or missed.
    const deposits = await db
      .select({ key: journalEntries.idempotencyKey })
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, 'attempt:%:deposit'));
    const depositedOnce = waiting.filter((w) => deposits.filter((d) => d.key === `attempt:${w.id}:deposit`).length === 1).length;
    // Each payment paid its order from the wallet at once; only M-Pesa's round-up may stay behind.
    const wallets = await db
      .select({ cents: users.walletBalanceCents })
      .from(users)
      .where(
        inArray(
          users.uid,
          farmers.map((f) => f.uid),
        ),
      );
    const overCredited = wallets.filter((w) => Number(w.cents) >= 100).length;
    const ledger = await checkLedger(db);

    const scenarios = [
      summary('browsing (/, /products, product page)', browsing),
      summary('order creation (50 farmers)', ordering),
      summary(`callback storm (${FARMERS} payments × ${DUPLICATES})`, callbacks),
    ];
    const storms = { payments: waiting.length, paid, creditedOnce: depositedOnce, overCreditedWallets: overCredited, ledgerClean: ledger.ok };
    const failures = [
      ...scenarios.filter((s) => s.errors > 0 || s.non2xx > 0).map((s) => `${s.name}: ${s.errors} errors, ${s.non2xx} non-2xx`),
      ...(paid === waiting.length ? [] : [`only ${paid} of ${waiting.length} stormed orders are paid`]),
      ...(depositedOnce === waiting.length ? [] : [`only ${depositedOnce} of ${waiting.length} payments were credited exactly once`]),
      ...(overCredited === 0 ? [] : [`${overCredited} wallets hold a whole shilling or more after paying`]),
      ...(ledger.ok ? [] : [`ledger:check found problems: ${JSON.stringify(ledger)}`]),
    ];
    const report = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAverage: os.loadavg()[0],
      seconds: Math.round((Date.now() - started) / 1000),
      scenarios,
      storm: storms,
      failures,
    };
    writeResults(report);
    for (const s of scenarios)
      log(`${s.name}: ${s.requests} requests, ${s.perSecond}/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, ${s.errors} errors, ${s.non2xx} non-2xx`);
    log(`storm: ${paid}/${waiting.length} paid, ${depositedOnce} credited exactly once, ledger:check ${ledger.ok ? 'clean' : 'NOT clean'}`);
    if (failures.length > 0) {
      for (const f of failures) log(`FAIL ${f}`);
      process.exitCode = 1;
    }
  } finally {
    await pool.end();
    await miche.stop();
  }
}

function writeResults(report: {
  date: string;
  cpus: number;
  loadAverage?: number;
  scenarios: Scenario[];
  storm: Record<string, number | boolean>;
  failures: string[];
}): void {
  mkdirSync(settings.resultsDir, { recursive: true });
  writeFileSync(path.join(settings.resultsDir, 'load-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    '# Miche load bench',
    '',
    `${report.date}: production build on PostgreSQL, autocannon from the same machine (${report.cpus} CPUs, load average ${report.loadAverage?.toFixed(2)}).`,
    '',
    '| scenario | requests | requests/s | p50 ms | p99 ms | errors | non-2xx |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...report.scenarios.map((s) => `| ${s.name} | ${s.requests} | ${s.perSecond} | ${s.p50Ms} | ${s.p99Ms} | ${s.errors} | ${s.non2xx} |`),
    '',
    `After the storm: ${report.storm.paid} of ${report.storm.payments} orders paid, ${report.storm.creditedOnce} payments credited exactly once, ${report.storm.overCreditedWallets} wallets over-credited, ledger:check ${report.storm.ledgerClean ? 'clean' : 'NOT clean'}.`,
    '',
    report.failures.length === 0 ? 'No failures.' : report.failures.map((f) => `- **FAIL** ${f}`).join('\n'),
    '',
  ];
  writeFileSync(path.join(settings.resultsDir, 'load-latest.md'), lines.join('\n'));
}

main().catch(async (error: unknown) => {
  console.error('[bench:load]', error);
  await stopAll();
  process.exit(1);
});
