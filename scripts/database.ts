/**
 * Opens the configured database for a command: DATABASE_URL when set; otherwise the embedded
 * database of a running `npm start`, or, when none runs, the embedded database started just for
 * this command (PGlite allows one process, so a second copy must never open the same files).
 */
import { createDb, type Db } from '@/lib/server/db/client';
import { readServerEnv } from '@/lib/server/env';
import { portInUse, startEmbeddedDb, type EmbeddedDb } from './embedded-db';

export async function withDatabase<T>(run: (db: Db, url: string) => Promise<T>): Promise<T> {
  const env = readServerEnv(process.env);
  let embedded: EmbeddedDb | undefined;
  if (!env.DATABASE_URL && !(await portInUse(env.PGLITE_PORT))) {
    embedded = await startEmbeddedDb({ dataDir: env.PGLITE_DATA_DIR, port: env.PGLITE_PORT });
  }
  const { db, pool } = createDb(env.databaseUrl, 2);
  try {
    return await run(db, env.databaseUrl);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}
