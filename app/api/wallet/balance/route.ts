import { assertVerified } from '@/lib/server/auth/current-user';
import { requireIdentity } from '@/lib/server/auth/request-identity';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, refusal } from '@/lib/server/http/api';
import { ServiceError } from '@/lib/server/services/errors';
import { walletBalanceCents } from '@/lib/server/services/wallet';
import { centsToKes } from '@/lib/money';

export const dynamic = 'force-dynamic';

/**
 * GET /.netlify/functions/wallet/balance: spec section 7's read of users/{uid} for walletBalance: a
 * success flag, the balance (KES) in data, and a message; section 8's errors word for word.
 */
export const GET = apiHandler('wallet.balance', async (request) => {
  // No profile is made here (unlike requireUser), so a missing one can answer the spec's 'User not found'.
  const identity = await requireIdentity(request);
  assertVerified(identity);
  try {
    const cents = await walletBalanceCents(getDb(), identity.uid);
    if (cents === null) return refusal(new ServiceError('wallet_user_missing'), { error: 'User not found' });
    return ok(centsToKes(cents), 'Wallet balance retrieved');
  } catch (error) {
    console.error('[wallet.balance]', error);
    return refusal(new ServiceError('wallet_balance_failed'), { error: 'Failed to fetch wallet balance' });
  }
});
