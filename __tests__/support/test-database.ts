/**
 * Databases for integration tests. `pglite`: a fresh in-memory PGlite served over the wire
 * protocol, exactly as `npm start` serves the embedded one. `postgres`: a fresh database created
 * on the server DATABASE_URL points at (CI: the local PostgreSQL), dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDb, type Db } from '@/lib/server/db/client';
import { runMigrations } from '@/lib/server/db/migrate';
import { embeddedDatabaseUrl } from '@/lib/server/env';
import { startEmbeddedDb } from '@/scripts/embedded-db';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Races, run on PostgreSQL and skipped on PGlite: PGlite runs one statement at a time, so a race
 * cannot happen there and a pass would prove nothing. The PostgreSQL run (DATABASE_URL, as in CI and
 * `npm test`) proves them. The one reason for every skipped integration test.
 */
export const racesOn = (kind: DatabaseKind) => ({
  describe: kind === 'postgres' ? describe : describe.skip,
  it: kind === 'postgres' ? it : it.skip,
});

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(kind: DatabaseKind, options: { migrate?: boolean; poolMax?: number } = {}): Promise<TestDatabase> {
  const poolMax = options.poolMax ?? 5;
  let opened: { db: Db; url: string; release(): Promise<void> };
  if (kind === 'pglite') {
    const embedded = await startEmbeddedDb({ dataDir: 'memory://', port: 0 });
    const url = embeddedDatabaseUrl(embedded.port);
    const { db, pool } = createDb(url, poolMax);
    opened = { db, url, release: async () => (await pool.end(), await embedded.stop()) };
  } else {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is not set');
    const name = `miche_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const { db, pool } = createDb(url.toString(), poolMax);
    opened = {
      db,
      url: url.toString(),
      release: async () => {
        await pool.end();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (options.migrate !== false) await runMigrations(opened.db);
  return { db: opened.db, url: opened.url, close: opened.release };
}
