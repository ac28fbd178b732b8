import { createOrderSchema } from '@/lib/schemas/order';
import { assertSelf, requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { orderSettings } from '@/lib/server/services/deps';
import { createOrder } from '@/lib/server/services/orders';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/**
 * POST /.netlify/functions/writeToSheet: creates an order from the spec's order object. Repriced on
 * the server; 409 with the current prices when the cart is out of date or stock ran short.
 */
export const POST = apiHandler('writeToSheet', async (request) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const input = await readJson(request, createOrderSchema);
  assertSelf(input.userId, identity.uid);
  const order = await createOrder(db, identity.uid, input, orderSettings());
  return ok(toWire(order), order.paymentStatus === 'paid' ? 'Order paid from your wallet' : 'Order created', { status: 201 });
});
