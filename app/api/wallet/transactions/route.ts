import { statementPageSchema } from '@/lib/schemas/wallet';
import { assertVerified } from '@/lib/server/auth/current-user';
import { requireIdentity } from '@/lib/server/auth/request-identity';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, parseWith, refusal } from '@/lib/server/http/api';
import { ServiceError } from '@/lib/server/services/errors';
import { walletStatement } from '@/lib/server/services/wallet';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/**
 * GET /.netlify/functions/wallet/transactions?before=&limit=: the person's wallet transactions (each
 * with its id, userId and fields), newest first; `nextBefore` asks for the page after.
 */
export const GET = apiHandler('wallet.transactions', async (request) => {
  const identity = await requireIdentity(request);
  assertVerified(identity);
  const page = parseWith(statementPageSchema, Object.fromEntries(new URL(request.url).searchParams));
  // Everything that reads the database is inside: its failure gets the spec's texts.
  try {
    const { lines, nextBefore } = await walletStatement(getDb(), identity.uid, page);
    return ok(toWire(lines), 'Transactions retrieved', { extra: { nextBefore } });
  } catch (error) {
    console.error('[wallet.transactions]', error);
    return refusal(new ServiceError('transactions_failed'), { error: 'Failed to fetch transactions' });
  }
});
