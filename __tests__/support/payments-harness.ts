/**
 * Payments end to end inside jest: the Daraja sandbox in-process with fast timings, and a small HTTP
 * server standing in for the deployed app, so the sandbox's callbacks reach the real route handlers.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as c2bRoute } from '@/app/api/payments/c2b/[secret]/[kind]/route';
import { POST as callbackRoute } from '@/app/api/payments/callback/[secret]/[ref]/route';
import { createDarajaClient, darajaConfigFromEnv, type PaymentGateway } from '@/lib/server/daraja';
import { startSandbox, type RunningSandbox } from '@/tools/mpesa-sandbox/server';
// Not React hooks, whatever their names: they set the app's database and gateway.
import { useDatabase as installDatabase } from '@/lib/server/db/client';
import { seedShop } from '@/lib/server/db/seed';
import { useGateway as installGateway } from '@/lib/server/services/deps';
import { darajaTimestamp } from '@/lib/server/daraja/nairobi-time';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export const TEST_CALLBACK_SECRET = 'test-callback-secret-1234';

/** A Paybill (C2B) confirmation or validation as Safaricom sends it: amount as text, MSISDN masked. */
export const c2bBody = (receipt: string, account: string, shillings: number, transTime = new Date()) => ({
  TransactionType: 'Pay Bill',
  TransID: receipt,
  TransTime: darajaTimestamp(transTime),
  TransAmount: shillings.toFixed(2),
  BusinessShortCode: '174379',
  BillRefNumber: account,
  InvoiceNumber: '',
  OrgAccountBalance: '',
  ThirdPartyTransID: '',
  MSISDN: '25470****149',
  FirstName: 'Wanjiru',
  MiddleName: '',
  LastName: 'Kamau',
});

async function route(req: IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const request = new Request(url, { method: req.method, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) });
  const stk = /^\/api\/payments\/callback\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (stk && req.method === 'POST') return callbackRoute(request, { params: Promise.resolve({ secret: stk[1] ?? '', ref: stk[2] ?? '' }) });
  const c2b = /^\/api\/payments\/c2b\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (c2b && req.method === 'POST') return c2bRoute(request, { params: Promise.resolve({ secret: c2b[1] ?? '', kind: c2b[2] ?? '' }) });
  return new Response('Not found', { status: 404 });
}

export interface PaymentsHarness {
  sandbox: RunningSandbox;
  gateway: PaymentGateway;
  appUrl: string;
  close(): Promise<void>;
}

export async function startPaymentsHarness(): Promise<PaymentsHarness> {
  const server: Server = createServer((req, res) => {
    route(req).then(
      async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      },
      (error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sandbox = await startSandbox({
    port: 0,
    approveDelayMs: 30,
    rejectDelayMs: 20,
    noAnswerTimeoutMs: 200,
    callbackDelayMs: 5,
    queryFailureRate: 0,
    maxRequestsPerSecond: 0,
  });
  const gateway = createDarajaClient(
    darajaConfigFromEnv({ MPESA_BASE_URL: sandbox.url, MPESA_CALLBACK_BASE_URL: appUrl, MPESA_CALLBACK_SECRET: TEST_CALLBACK_SECRET }),
    { queryRetryDelaysMs: [] },
  );
  return {
    sandbox,
    gateway,
    appUrl,
    async close() {
      await sandbox.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * A whole shop for a payments suite: a fresh database (the suite's kind) with the seed catalogue,
 * made the app's database, and the in-process sandbox made the app's gateway.
 */
export async function openShopWithPayments(
  kind: DatabaseKind,
  options: { poolMax?: number } = {},
): Promise<{ database: TestDatabase; harness: PaymentsHarness }> {
  const database = await openTestDatabase(kind, options);
  installDatabase(database.db);
  await seedShop(database.db);
  const harness = await startPaymentsHarness();
  installGateway(harness.gateway);
  return { database, harness };
}
