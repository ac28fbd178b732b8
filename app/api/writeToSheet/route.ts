import { createOrderSchema } from '@/lib/schemas/order';
import { assertSelf, requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { idempotencyKeyOf } from '@/lib/server/http/idempotency';
import { orderSettings } from '@/lib/server/services/deps';
import { createOrder } from '@/lib/server/services/orders';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/**
 * POST /.netlify/functions/writeToSheet: creates an order from the spec's order object. Repriced on
 * the server; 409 with the current prices when the cart is out of date or stock ran short. One
 * checkout is one order: the page's Idempotency-Key header names it for good; without one,
 * the same cart from the same person within a minute is the same checkout. A repeat answers the
 * first's order, as the first was answered.
 */
export const POST = apiHandler('writeToSheet', async (request) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const key = idempotencyKeyOf(request);
  const input = await readJson(request, createOrderSchema);
  assertSelf(input.userId, identity.uid);
  const intent = key === null ? 'same-cart' : { key: `web:${identity.uid}:${key}` };
  const order = await createOrder(db, identity.uid, input, orderSettings(), { intent });
  const fromWallet = order.paymentMethod === 'wallet' && order.paymentStatus === 'paid';
  return ok(toWire(order), fromWallet ? 'Order paid from your wallet' : 'Order created', { status: 201 });
});
