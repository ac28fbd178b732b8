import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

/**
 * A fingerprint of every table's rows, so an UPDATE is caught as surely as an INSERT or DELETE.
 * `except`: tables whose rows a refused request may still add on purpose (rate-limit counters).
 */
export async function tableFingerprints(db: Db, except: string[] = ['rate_limits']): Promise<Record<string, string>> {
  const tables = (await db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public'`)).rows
    .map((r) => r.table_name)
    .filter((t) => !except.includes(t));
  const prints: Record<string, string> = {};
  for (const t of tables) {
    const query = `select count(*) || ':' || md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as p from "${t}" r`;
    prints[t] = (await db.execute<{ p: string }>(sql.raw(query))).rows[0]?.p ?? '';
  }
  return prints;
}
