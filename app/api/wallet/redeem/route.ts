import { redeemSchema } from '@/lib/schemas/wallet';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { findUser, toProfile } from '@/lib/server/services/users';
import { redeemPoints } from '@/lib/server/services/wallet';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/** POST /.netlify/functions/wallet/redeem {points, requestId?}: referral points into wallet credit. */
export const POST = apiHandler('wallet.redeem', async (request) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const { points, requestId } = await readJson(request, redeemSchema);
  await redeemPoints(db, identity.uid, points, requestId);
  const user = await findUser(db, identity.uid);
  return ok(user && toWire(toProfile(user)), `${points} points added to your wallet`);
});
