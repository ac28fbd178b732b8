/**
 * `npm start`: the whole shop on embedded defaults. Starts the embedded database (unless
 * DATABASE_URL points at a server), applies migrations and the seed catalogue, builds when the
 * build is missing or older than the sources, then serves Next.js on PORT (default 3000).
 * Flags: --dev runs `next dev`; --build forces a fresh production build.
 *
 * The build lives in MICHE_DIST_DIR (default .next). The journeys and the bench build into their
 * own (.next-e2e, .next-bench) with their own ports and data, so they never disturb a shop that
 * `npm start` is serving from the same checkout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '@/lib/server/db/client';
import { runMigrations } from '@/lib/server/db/migrate';
import { databaseIdentityOf, seedShop } from '@/lib/server/db/seed';
import { readServerEnv } from '@/lib/server/env';
import { startSandbox } from '@/tools/mpesa-sandbox/server';
import { startAtSandbox } from '@/tools/at-sandbox/server';
import { isAuthEmulatorReady, launchAuthEmulator } from './auth-emulator';
import { describeCommandError } from './command-errors';
import { watchSiteCss, writeSiteCss } from './site-css';
import { writeServiceWorker } from './service-worker';
import { writeIslandsScript } from './islands-script';
import { portInUse, startEmbeddedDb } from './embedded-db';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = ['app', 'components', 'lib', 'public', 'drizzle', 'next.config.mjs', 'package-lock.json', 'proxy.ts'];
const distDir = process.env.MICHE_DIST_DIR ?? '.next';
if (!/^\.next(-[a-z0-9]+)?$/.test(distDir)) throw new Error(`MICHE_DIST_DIR must be .next or .next-<name>, not "${distDir}"`);

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

/**
 * What the build bakes into pages and headers: the browser's Firebase config, the Auth emulator, the
 * bot check, the site address, and the catalogue itself (static pages carry product ids and prices).
 * A build made with other settings, or from another database, is stale.
 */
const BUILD_SETTING = /^(NEXT_PUBLIC_.*|FIREBASE_AUTH_EMULATOR_HOST|FIREBASE_PROJECT_ID|SITE_URL|MICHE_DEPLOYMENT|NETLIFY)$/;
const buildSettingsFile = path.join(root, distDir, 'miche-build-settings.json');

function buildSettings(env: NodeJS.ProcessEnv, catalogueDatabase: string): string {
  const settings = Object.entries(env).filter(([k]) => BUILD_SETTING.test(k));
  return JSON.stringify(Object.fromEntries([...settings, ['catalogueDatabase', catalogueDatabase]].sort(([a = ''], [b = '']) => a.localeCompare(b))));
}

function needsBuild(settings: string): boolean {
  if (args.has('--build')) return true;
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(buildSettingsFile)) return true;
  if (readFileSync(buildSettingsFile, 'utf8') !== settings) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

/**
 * `next build` into distDir. Next writes its route types' path into next-env.d.ts and tsconfig.json;
 * a build into a directory of its own gets a tsconfig of its own (next.config points there) and
 * next-env.d.ts back as it was, so type checks of the checkout keep seeing .next's types.
 */
async function isolatedBuild(env: NodeJS.ProcessEnv): Promise<number> {
  if (distDir === '.next') return supervise(nextBin, ['build'], { ...env, NODE_ENV: 'production' });
  const nextEnv = path.join(root, 'next-env.d.ts');
  const before = existsSync(nextEnv) ? readFileSync(nextEnv, 'utf8') : null;
  const types = [`${distDir}/types/**/*.ts`, `${distDir}/dev/types/**/*.ts`];
  writeFileSync(
    path.join(root, `${distDir}.tsconfig.json`),
    JSON.stringify(
      { extends: './tsconfig.json', include: ['next-env.d.ts', 'app', 'components', 'lib', 'proxy.ts', ...types], exclude: ['node_modules'] },
      null,
      2,
    ),
  );
  try {
    return await supervise(nextBin, ['build'], { ...env, NODE_ENV: 'production' });
  } finally {
    if (before !== null) writeFileSync(nextEnv, before);
  }
}

/** `node [nodeOptions] command argv` with the shop's environment. */
function run(command: string, argv: string[], env: NodeJS.ProcessEnv, nodeOptions: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeOptions, command, ...argv], { stdio: 'inherit', env });
}

function waitFor(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

// Stopped last-started-first: the web server before the services it uses. Signals are handled from
// the start, so Ctrl-C during a build still closes the embedded database cleanly.
const stops: Array<() => Promise<void>> = [];
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error(e));
  }
  process.exit(code);
}

/** Runs a child process until it exits, stopping it first if Miche is stopped meanwhile. */
async function supervise(command: string, argv: string[], env: NodeJS.ProcessEnv, nodeOptions: string[] = []): Promise<number> {
  const child = run(command, argv, env, nodeOptions);
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await waitFor(child);
  };
  stops.push(stop);
  const code = await waitFor(child);
  stops.splice(stops.indexOf(stop), 1);
  return code;
}

/**
 * What a deployment's scheduler does, done locally once the server answers: register the Paybill
 * (C2B) URLs with the local sandbox, and run the reconciler every RECONCILE_INTERVAL_SECONDS.
 */
function startBackgroundJobs(base: string, env: ReturnType<typeof readServerEnv>): void {
  const call = (path: string) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${env.cronSecret}` }, signal: AbortSignal.timeout(60_000) });
  void (async () => {
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    if (!process.env.MPESA_BASE_URL) {
      const registered = await call('/api/jobs/register-c2b').then(
        (r) => r.ok,
        () => false,
      );
      if (!registered) console.warn('[miche] could not register the C2B (Paybill) URLs with the sandbox');
    }
    if (env.RECONCILE_INTERVAL_SECONDS === 0) return;
    const timer = setInterval(() => {
      call('/api/jobs/reconcile').catch((error: unknown) => console.warn('[miche] reconcile failed:', error instanceof Error ? error.message : error));
    }, env.RECONCILE_INTERVAL_SECONDS * 1000);
    timer.unref();
  })();
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));
  const env = readServerEnv(process.env);
  if (!env.DATABASE_URL) {
    if (await portInUse(env.PGLITE_PORT)) {
      throw new Error(`Port ${env.PGLITE_PORT} (the embedded database) is taken: is another \`npm start\` running? Stop it or set PGLITE_PORT.`);
    }
    const embedded = await startEmbeddedDb({ dataDir: env.PGLITE_DATA_DIR, port: env.PGLITE_PORT });
    stops.push(() => embedded.stop());
    console.log(`[miche] embedded database (PGlite, ${env.PGLITE_DATA_DIR}) on 127.0.0.1:${env.PGLITE_PORT}`);
  }

  // Firebase Auth: the local emulator unless production credentials are configured. It takes ~10 s
  // to start, so it starts now and is awaited just before the web server.
  const emulatorHost = env.firebase.emulatorHost;
  let emulatorReady: Promise<void> | null = null;
  if (emulatorHost && (await isAuthEmulatorReady(emulatorHost))) {
    console.log(`[miche] Firebase Auth emulator already running on http://${emulatorHost}: using it`);
  } else if (emulatorHost) {
    const emulator = launchAuthEmulator({ port: Number(emulatorHost.split(':').pop()), projectId: env.firebase.projectId });
    stops.push(() => emulator.stop());
    emulatorReady = emulator.ready;
    emulatorReady.catch(() => undefined);
  }

  const { db, pool } = createDb(env.databaseUrl, 2);
  await runMigrations(db);
  const seeded = await seedShop(db);
  const catalogueDatabase = await databaseIdentityOf(db);
  await pool.end();
  console.log(`[miche] database ready (${seeded.products} seed products, ${seeded.zones} delivery zones added)`);

  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: env.databaseUrl, NEXT_TELEMETRY_DISABLED: '1', MICHE_DIST_DIR: distDir };
  // The build bakes the browser's Firebase settings into the static pages, so it must see them.
  if (emulatorHost) childEnv.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;

  // M-Pesa: the local Daraja sandbox unless MPESA_BASE_URL points at Safaricom (or a sandbox of your own).
  if (!process.env.MPESA_BASE_URL) {
    const sandboxUrl = `http://127.0.0.1:${env.MPESA_SANDBOX_PORT}`;
    if (await portInUse(env.MPESA_SANDBOX_PORT)) {
      console.log(`[miche] M-Pesa sandbox already running on ${sandboxUrl}: using it`);
    } else {
      // Like Safaricom, about one STK query in five fails transiently (reference a.5).
      const sandbox = await startSandbox({ port: env.MPESA_SANDBOX_PORT, queryFailureRate: 0.2 });
      stops.push(() => sandbox.close());
      console.log(`[miche] M-Pesa sandbox and virtual phone on ${sandbox.url}`);
    }
    childEnv.MPESA_BASE_URL = sandboxUrl;
    childEnv.MPESA_CALLBACK_BASE_URL ??= `http://127.0.0.1:${env.PORT}`;
  }

  // Africa's Talking: the local stand-in, whose virtual feature phone dials this shop's USSD callback.
  if (await portInUse(env.AT_SANDBOX_PORT)) {
    console.log(`[miche] Africa's Talking stand-in already running on port ${env.AT_SANDBOX_PORT}: using it`);
  } else {
    const shop = `http://127.0.0.1:${env.PORT}`;
    const at = await startAtSandbox({
      port: env.AT_SANDBOX_PORT,
      ussdCallbackUrl: `${shop}/api/ussd/${env.atCallbackSecret}`,
      deliveryReportUrl: `${shop}/api/sms/delivery/${env.atCallbackSecret}`,
      smsCallbackUrl: `${shop}/api/sms/inbound/${env.atCallbackSecret}`,
      serviceCode: env.USSD_SERVICE_CODE,
    });
    stops.push(() => at.close());
    console.log(`[miche] Africa's Talking stand-in and virtual feature phone on ${at.url}`);
  }

  // The stylesheet every page inlines (scripts/site-css.ts): compiled before the build reads it.
  await writeSiteCss();
  if (dev) watchSiteCss();
  // The service worker (scripts/service-worker.ts), whose precache revision hashes the stylesheet too.
  await writeServiceWorker();
  // The islands script of public and light pages (scripts/islands-script.ts).
  await writeIslandsScript();
  const settings = buildSettings(childEnv, catalogueDatabase);
  if (!dev && needsBuild(settings)) {
    console.log(`[miche] building for production into ${distDir} (first start, or the sources, settings or database changed)...`);
    const code = await isolatedBuild(childEnv);
    if (code !== 0) await shutdown(code);
    writeFileSync(buildSettingsFile, settings);
  }

  if (emulatorReady) {
    await emulatorReady;
    console.log(`[miche] Firebase Auth emulator on http://${emulatorHost} (project ${env.firebase.projectId})`);
  }

  // Production: Next's handler behind a server that sets X-Forwarded-For from the socket and makes
  // public pages light on their way out (next-server.mts, in TypeScript through tsx).
  const server = dev
    ? supervise(nextBin, ['dev', '-p', String(env.PORT)], childEnv)
    : supervise(path.join(root, 'scripts', 'next-server.mts'), [], childEnv, ['--import', 'tsx']);
  startBackgroundJobs(`http://127.0.0.1:${env.PORT}`, env);
  await shutdown(await server);
}

main().catch(async (error: unknown) => {
  console.error('[miche]', describeCommandError(error));
  await shutdown(1);
});
