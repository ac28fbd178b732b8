import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface DatabaseHealth {
  ok: boolean;
  latencyMs: number;
  /** Which migrations ran is what an operator checks after a deploy. */
  migrations: number | null;
  products: number | null;
  error?: string;
}

export async function checkDatabase(db: Db, timeoutMs = 3000): Promise<DatabaseHealth> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const query = db.execute<{ migrations: number; products: number }>(sql`
      select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
             (select count(*)::int from products where active) as products`);
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref());
    const result = await Promise.race([query, timeout]);
    const row = result.rows[0];
    return { ok: true, latencyMs: elapsed(), migrations: row?.migrations ?? 0, products: row?.products ?? 0 };
  } catch (error) {
    // The reason stays in the server log; the answer says only that the database is unreachable.
    console.error('[health] database check failed:', error instanceof Error ? error.message : error);
    return { ok: false, latencyMs: elapsed(), migrations: null, products: null, error: 'unreachable' };
  }
}
