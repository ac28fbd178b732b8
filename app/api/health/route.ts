import { getDb } from '@/lib/server/db/client';
import { checkDatabase } from '@/lib/server/services/health';

export const dynamic = 'force-dynamic';

/** GET /api/health (and /.netlify/functions/health): 200 when the database answers, else 503. */
export async function GET(): Promise<Response> {
  const database = await checkDatabase(getDb());
  return Response.json(
    { status: database.ok ? 'ok' : 'unavailable', database, time: new Date().toISOString() },
    { status: database.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
