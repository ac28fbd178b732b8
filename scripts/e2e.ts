/**
 * `npm run test:e2e`: Playwright against a production build on a fresh database, so a journey
 * never depends on what a developer did to their own shop. With DATABASE_URL (CI) a database
 * `miche_e2e` is recreated on that server; otherwise a throwaway embedded database is used.
 * Afterwards `ledger:check` runs on that database: the run fails if any money drifted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startTurnstileStandIn } from '../tools/turnstile-stand-in';

async function recreate(serverUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const TURNSTILE_SECRET = 'e2e-turnstile-secret';

async function main(): Promise<number> {
  // The bot check is on for the journeys, answered by local stand-ins (Cloudflare is out of reach).
  const turnstile = await startTurnstileStandIn({ port: Number(process.env.E2E_TURNSTILE_PORT ?? 4320), secret: TURNSTILE_SECRET });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    // A build, services and data of their own, so a developer's `npm start` keeps running beside the journeys.
    MICHE_DIST_DIR: '.next-e2e',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9399}`,
    MPESA_SANDBOX_PORT: process.env.E2E_MPESA_PORT ?? '4310',
    AT_SANDBOX_PORT: process.env.E2E_AT_PORT ?? '4330',
    // The journeys' nursery staff (they sign in with this verified e-mail).
    ADMIN_EMAILS: 'staff@miche.test',
    // Every journey pays from the sandbox's one approving test phone.
    RATE_LIMIT_MULTIPLIER: '1000',
    NEXT_PUBLIC_TURNSTILE_SITE_KEY: 'e2e-turnstile-site-key',
    TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
    TURNSTILE_VERIFY_URL: turnstile.url,
  };
  let scratch: string | undefined;
  if (process.env.DATABASE_URL) {
    env.DATABASE_URL = await recreate(process.env.DATABASE_URL, 'miche_e2e');
  } else {
    scratch = mkdtempSync(path.join(tmpdir(), 'miche-e2e-'));
    env.PGLITE_DATA_DIR = path.join(scratch, 'pglite');
    env.PGLITE_PORT = process.env.E2E_PGLITE_PORT ?? '5491';
  }
  const playwright = path.join(process.cwd(), 'node_modules', '@playwright', 'test', 'cli.js');
  const code = await run([playwright, 'test', ...process.argv.slice(2)], env);
  // Every journey moved real money through the ledger: it must still balance to the cent.
  const ledger = await run([path.join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/ledger-check.ts'], env);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  await turnstile.close();
  return code || ledger;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  return new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
