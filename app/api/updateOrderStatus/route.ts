import { updateOrderStatusSchema } from '@/lib/schemas/order';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { transitionOrder } from '@/lib/server/services/order-lifecycle';

export const dynamic = 'force-dynamic';

/**
 * PATCH /.netlify/functions/updateOrderStatus {orderId, status, note?}: staff move an order along
 * its lifecycle; a customer may only cancel their own unpaid order. Refusals name the allowed moves.
 */
export const PATCH = apiHandler('updateOrderStatus', async (request) => {
  const db = getDb();
  const { identity, user } = await requireUser(request, db, { verified: true });
  const input = await readJson(request, updateOrderStatusSchema);
  const staff = user.role === 'admin';
  const order = await transitionOrder(db, { orderId: input.orderId, to: input.status, note: input.note, actor: { uid: identity.uid, staff } });
  return ok({ id: order.id, status: order.status, paymentStatus: order.paymentStatus }, `Order ${order.reference} is now ${order.status}`);
});
