import 'server-only';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

/** Applies the SQL migrations under drizzle/ that this database has not seen yet. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: path.join(process.cwd(), 'drizzle') });
}
