import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { env } from '../env';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export function createDb(url: string, poolMax = 5): { db: Db; pool: Pool } {
  const pool = new Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  return { db: drizzle(pool, { schema }), pool };
}

// One pool per process, kept on globalThis so dev-mode module reloads do not leak connections.
const holder = globalThis as typeof globalThis & { __micheDb?: { db: Db } };

export function getDb(): Db {
  holder.__micheDb ??= createDb(env().databaseUrl, env().DATABASE_POOL_MAX);
  return holder.__micheDb.db;
}

/** Points getDb() at a database opened elsewhere: integration tests run route handlers on theirs. */
export function useDatabase(db: Db): void {
  holder.__micheDb = { db };
}

/** A transaction handle; services that must run inside one take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Reads and single statements work on either. */
export type DbOrTx = Db | Tx;
