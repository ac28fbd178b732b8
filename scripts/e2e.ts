/**
 * `npm run test:e2e`: Playwright against a production build on a fresh database, so a journey
 * never depends on what a developer did to their own shop. With DATABASE_URL (CI) a database
 * `miche_e2e` is recreated on that server; otherwise a throwaway embedded database is used.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

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

async function main(): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  let scratch: string | undefined;
  if (process.env.DATABASE_URL) {
    env.DATABASE_URL = await recreate(process.env.DATABASE_URL, 'miche_e2e');
  } else {
    scratch = mkdtempSync(path.join(tmpdir(), 'miche-e2e-'));
    env.PGLITE_DATA_DIR = path.join(scratch, 'pglite');
    env.PGLITE_PORT = process.env.E2E_PGLITE_PORT ?? '5491';
  }
  const playwright = path.join(process.cwd(), 'node_modules', '@playwright', 'test', 'cli.js');
  const child = spawn(process.execPath, [playwright, 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
