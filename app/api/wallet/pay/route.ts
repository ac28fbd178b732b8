import { walletPaySchema } from '@/lib/schemas/wallet';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { appClock, orderSettings } from '@/lib/server/services/deps';
import { getOrderDetail } from '@/lib/server/services/orders';
import { payOrderFromWallet, showsPart } from '@/lib/server/services/wallet';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/** POST /.netlify/functions/wallet/pay {orderId}: pays one of the caller's unpaid orders from the wallet. */
export const POST = apiHandler('wallet.pay', async (request) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const { orderId, part } = await readJson(request, walletPaySchema);
  await payOrderFromWallet(db, identity.uid, orderId, appClock(), part && showsPart(part));
  return ok(toWire(await getOrderDetail(db, orderId, { uid: identity.uid, staff: false }, orderSettings())), 'Order paid from your wallet');
});
