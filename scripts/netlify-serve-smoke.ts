/**
 * `npx tsx scripts/netlify-serve-smoke.ts`: the Netlify build, served as Netlify's CLI serves it
 * offline, and the shop smoke run against it (CI's step, runnable alone). In order:
 *
 * 1. netlify-cli and Deno (which bundles the edge middleware), pinned below, from NETLIFY_TOOLS_DIR
 *    when they are installed there, else installed into a scratch prefix, never into the project;
 * 2. a fresh database NETLIFY_SMOKE_DATABASE (default miche_netlify) on DATABASE_URL's PostgreSQL
 *    server, migrated and seeded (the build bakes the catalogue into the static pages);
 * 3. the services `npm start` runs, on ports of their own: the Firebase Auth emulator, the M-Pesa
 *    sandbox and the Africa's Talking stand-in;
 * 4. `netlify serve --offline` on NETLIFY_SMOKE_PORT (default 8888): one build through
 *    @netlify/plugin-nextjs (`npm run build`), its functions, and the static server for `.next`, with
 *    what a deployment must have (throwaway secrets of 64 characters, a PostgreSQL DATABASE_URL) and,
 *    in place of a Firebase project, the emulator with MICHE_UNSAFE_AUTH_EMULATOR_IN_CI_BUILD=1;
 * 5. once it answers: scripts/netlify-check.ts (what the build produced), scripts/shop-smoke.ts with
 *    --redirects and --cdn (pages, sign-in redirects, a paid order, what the CDN is told), and
 *    `ledger:check` on the database the paid order went through.
 *
 * What it cannot exercise: edge functions do not load offline (Deno fetches its bootstrap from
 * Netlify's edge host), so proxy.ts runs inside the server function here, not at the edge; and the
 * local server has no CDN, so caching is judged from the headers Netlify's CDN would read.
 *
 * Exits 1 if any part failed, printing how long the build and the checks took.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { startSandbox } from '../tools/mpesa-sandbox/server';
import { startAtSandbox } from '../tools/at-sandbox/server';
import { launchAuthEmulator } from './auth-emulator';
import { portInUse } from './embedded-db';

const NETLIFY_TOOLS = ['netlify-cli@27.10.2', 'deno@2.9.6'];
const PROJECT_ID = 'demo-miche';
const READY_TIMEOUT_MS = 30 * 60_000;

const port = Number(process.env.NETLIFY_SMOKE_PORT ?? 8888);
const authPort = Number(process.env.NETLIFY_SMOKE_AUTH_PORT ?? 6099);
const mpesaPort = Number(process.env.NETLIFY_SMOKE_MPESA_PORT ?? 6010);
const atPort = Number(process.env.NETLIFY_SMOKE_AT_PORT ?? 6020);
const databaseName = process.env.NETLIFY_SMOKE_DATABASE ?? 'miche_netlify';
const origin = `http://localhost:${port}`;
const root = process.cwd();
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

const started = Date.now();
const seconds = (from: number) => `${Math.round((Date.now() - from) / 1000)} s`;
const say = (line: string) => console.log(`[netlify-smoke] ${line} (${seconds(started)})`);

// Stopped last-started-first, on the way out and on Ctrl-C.
const stops: Array<() => Promise<void>> = [];
async function stopAll(): Promise<void> {
  for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error('[netlify-smoke] stopping:', e));
  stops.length = 0;
}

/** The bin folder holding `netlify` and `deno`: NETLIFY_TOOLS_DIR's, or a scratch install. */
function netlifyTools(): string {
  const given = process.env.NETLIFY_TOOLS_DIR;
  if (given && existsSync(path.join(given, 'node_modules', '.bin', 'netlify'))) return path.join(given, 'node_modules', '.bin');
  const prefix = mkdtempSync(path.join(tmpdir(), 'miche-netlify-tools-'));
  stops.push(async () => rmSync(prefix, { recursive: true, force: true }));
  say(`installing ${NETLIFY_TOOLS.join(' and ')} into ${prefix}`);
  const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--silent', ...NETLIFY_TOOLS], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error(`installing ${NETLIFY_TOOLS.join(', ')} failed`);
  return path.join(prefix, 'node_modules', '.bin');
}

/** A fresh database on DATABASE_URL's server; its URL. */
async function recreateDatabase(): Promise<string> {
  const server = process.env.DATABASE_URL;
  if (!server?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL server (the deployment has no embedded database)');
  if (!/^[a-z0-9_]+$/.test(databaseName)) throw new Error(`NETLIFY_SMOKE_DATABASE must be lowercase letters, digits and _, not "${databaseName}"`);
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await client.end();
  }
  const url = new URL(server);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Runs a project script to its end, its output as it comes; its exit code. */
function runScript(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [tsx, ...args], { stdio: 'inherit', env });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

/** Each line of the child's output, prefixed, so the server's log stays apart from the checks'. */
function prefixOutput(child: ChildProcess, prefix: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
  }
}

/** `netlify serve --offline`, in a process group of its own (it starts a static server and functions). */
function netlifyServe(bin: string, env: NodeJS.ProcessEnv): ChildProcess {
  // Its static server serves .next, not the deploy's static folder (@netlify/plugin-nextjs moves
  // .netlify/static there for a deploy and back after a local build; `--dir .netlify/static` crashes
  // netlify-cli 27.10.2), so /_next/static/* is answered by the server function here, by the CDN on Netlify.
  const args = ['serve', '--offline', '--port', String(port)];
  const child = spawn(path.join(bin, 'netlify'), args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixOutput(child, '[netlify]');
  stops.push(async () => {
    if (child.pid === undefined) return;
    const group = -child.pid;
    // The whole group, even when netlify itself has ended: what it started may still run.
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(group, name);
      } catch {
        // ESRCH: nothing of the group is left.
      }
    };
    const exited =
      child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signal('SIGTERM');
    const killer = setTimeout(() => signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  });
  return child;
}

/** Until /api/health answers 200 through netlify serve; throws if the server exits or time runs out. */
async function waitUntilServing(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`netlify serve exited (${child.exitCode ?? child.signalCode}) before it served the shop`);
    const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(30_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  throw new Error(`netlify serve did not answer ${origin}/api/health within ${READY_TIMEOUT_MS / 60_000} min`);
}

async function main(): Promise<number> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(1)));
  for (const p of [port, authPort, authPort + 1, authPort + 2, mpesaPort, atPort]) {
    if (await portInUse(p)) throw new Error(`port ${p} is taken: stop what runs there, or set the NETLIFY_SMOKE_*_PORT settings`);
  }
  // Netlify's build writes .next (netlify.toml's publish), which a running `npm start` serves: its
  // pages would ask for chunks that are gone. Refuse rather than pull the shop from under a developer.
  const shopPort = Number(process.env.PORT ?? 3000);
  if (await portInUse(shopPort)) {
    throw new Error(`a shop is serving on port ${shopPort} (npm start?): this builds into .next, which it serves; stop it first`);
  }
  const bin = netlifyTools();
  const databaseUrl = await recreateDatabase();
  const secrets = {
    CRON_SECRET: randomBytes(32).toString('hex'),
    MPESA_CALLBACK_SECRET: randomBytes(32).toString('hex'),
    AT_CALLBACK_SECRET: randomBytes(32).toString('hex'),
  };
  const seedCode = await runScript(['--conditions=react-server', 'scripts/db.ts', 'seed'], { ...process.env, DATABASE_URL: databaseUrl });
  if (seedCode !== 0) throw new Error('seeding the database failed');
  say(`database ${databaseName} migrated and seeded`);

  const emulator = launchAuthEmulator({ port: authPort, projectId: PROJECT_ID, quiet: true });
  stops.push(() => emulator.stop());
  const mpesa = await startSandbox({ port: mpesaPort, queryFailureRate: 0.2 });
  stops.push(() => mpesa.close());
  const at = await startAtSandbox({
    port: atPort,
    ussdCallbackUrl: `${origin}/api/ussd/${secrets.AT_CALLBACK_SECRET}`,
    deliveryReportUrl: `${origin}/api/sms/delivery/${secrets.AT_CALLBACK_SECRET}`,
  });
  stops.push(() => at.close());

  // What the site's environment would hold on Netlify; the rest of this process's settings are left out
  // where they would make it less of a deployment (an internal origin, a build directory of its own).
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['MICHE_INTERNAL_ORIGIN', 'MICHE_DIST_DIR', 'PORT', 'PGLITE_PORT', 'PGLITE_DATA_DIR', 'NODE_ENV']) delete env[name];
  Object.assign(env, secrets, {
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    DATABASE_URL: databaseUrl,
    SITE_URL: origin,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    MICHE_UNSAFE_AUTH_EMULATOR_IN_CI_BUILD: '1',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: PROJECT_ID,
    MPESA_BASE_URL: mpesa.url,
    MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${port}`,
    AT_SANDBOX_PORT: String(atPort),
    BROWSER: 'none',
    NETLIFY_TELEMETRY_DISABLED: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
  });

  const building = Date.now();
  say(`netlify serve --offline on ${origin}: building, then serving`);
  const server = netlifyServe(bin, env);
  await emulator.ready;
  await waitUntilServing(server);
  const buildTime = seconds(building);
  say(`netlify serve answers after ${buildTime}`);

  const checking = Date.now();
  const results: Array<[string, number]> = [];
  results.push(['netlify-check (the build output)', await runScript(['scripts/netlify-check.ts'], process.env)]);
  const smokeEnv = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
  results.push(['shop smoke --redirects --cdn', await runScript(['scripts/shop-smoke.ts', origin, '--redirects', '--cdn'], smokeEnv)]);
  results.push([
    'ledger:check',
    await runScript(['--conditions=react-server', 'scripts/ledger-check.ts'], { ...process.env, ...secrets, DATABASE_URL: databaseUrl }),
  ]);

  say(`build and serve ${buildTime}, checks ${seconds(checking)}`);
  for (const [name, code] of results) say(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  return results.some(([, code]) => code !== 0) ? 1 : 0;
}

void main()
  .catch((error: unknown) => {
    console.error(`[netlify-smoke] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
