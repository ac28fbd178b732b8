import { assertSelf, requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok } from '@/lib/server/http/api';
import { listOrders } from '@/lib/server/services/orders';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/** GET /.netlify/functions/getSheet?userId=: the caller's orders, newest first. */
export const GET = apiHandler('getSheet', async (request) => {
  const db = getDb();
  // A verified e-mail, like every order endpoint (the account pages' rule).
  const { identity } = await requireUser(request, db, { verified: true });
  assertSelf(new URL(request.url).searchParams.get('userId'), identity.uid);
  return ok(toWire(await listOrders(db, identity.uid)));
});
