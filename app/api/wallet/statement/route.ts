import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler } from '@/lib/server/http/api';
import { walletStatementCsv } from '@/lib/server/services/wallet';

export const dynamic = 'force-dynamic';

/** GET /api/wallet/statement: the whole statement as a CSV download. */
export const GET = apiHandler('wallet.statement', async (request) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const csv = await walletStatementCsv(db, identity.uid);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="miche-wallet-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
});
