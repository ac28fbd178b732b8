/**
 * `npm start`: the whole shop on embedded defaults. Starts the embedded database (unless
 * DATABASE_URL points at a server), applies migrations and the seed catalogue, builds when the
 * build is missing or older than the sources, then serves Next.js on PORT (default 3000).
 * Flags: --dev runs `next dev`; --build forces a fresh production build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '@/lib/server/db/client';
import { runMigrations } from '@/lib/server/db/migrate';
import { seedCatalogue } from '@/lib/server/db/seed';
import { readServerEnv } from '@/lib/server/env';
import { portInUse, startEmbeddedDb } from './embedded-db';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = ['app', 'components', 'lib', 'public', 'drizzle', 'next.config.mjs', 'package-lock.json', 'postcss.config.mjs'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

function needsBuild(): boolean {
  if (args.has('--build')) return true;
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

function run(command: string, argv: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [command, ...argv], { stdio: 'inherit', env });
}

function waitFor(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main(): Promise<void> {
  const env = readServerEnv(process.env);
  // Stopped last-started-first: the web server before the services it uses.
  const stops: Array<() => Promise<void>> = [];
  if (!env.DATABASE_URL) {
    if (await portInUse(env.PGLITE_PORT)) {
      throw new Error(
        `Port ${env.PGLITE_PORT} (the embedded database) is taken: is another \`npm start\` running? Stop it or set PGLITE_PORT.`,
      );
    }
    const embedded = await startEmbeddedDb({ dataDir: env.PGLITE_DATA_DIR, port: env.PGLITE_PORT });
    stops.push(() => embedded.stop());
    console.log(`[miche] embedded database (PGlite, ${env.PGLITE_DATA_DIR}) on 127.0.0.1:${env.PGLITE_PORT}`);
  }

  const { db, pool } = createDb(env.databaseUrl, 2);
  await runMigrations(db);
  const seeded = await seedCatalogue(db);
  await pool.end();
  console.log(`[miche] database ready (${seeded.products} seed products added)`);

  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: env.databaseUrl, NEXT_TELEMETRY_DISABLED: '1' };

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error(e));
    process.exit(code);
  };

  if (!dev && needsBuild()) {
    console.log('[miche] building for production (first start, or sources changed)...');
    const code = await waitFor(run(nextBin, ['build'], { ...childEnv, NODE_ENV: 'production' }));
    if (code !== 0) return shutdown(code);
  }

  const server = run(nextBin, [dev ? 'dev' : 'start', '-p', String(env.PORT)], childEnv);
  stops.push(async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await waitFor(server);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));
  const code = await waitFor(server);
  await shutdown(code);
}

main().catch((error: unknown) => {
  console.error('[miche]', error instanceof Error ? error.message : error);
  process.exit(1);
});
