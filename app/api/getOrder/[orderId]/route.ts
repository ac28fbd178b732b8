import { orderIdSchema } from '@/lib/schemas/order';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { ServiceError } from '@/lib/server/services/errors';
import { apiHandler, ok } from '@/lib/server/http/api';
import { orderSettings } from '@/lib/server/services/deps';
import { getOrderDetail } from '@/lib/server/services/orders';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/** GET /.netlify/functions/getOrder/{orderId}: one order with its timeline and payment attempts. */
export const GET = apiHandler('getOrder', async (request, { params }: { params: Promise<{ orderId: string }> }) => {
  const db = getDb();
  const { identity, user } = await requireUser(request, db, { verified: true });
  const orderId = orderIdSchema.safeParse((await params).orderId);
  // Someone else's order and no order at all look the same from outside.
  const order = orderId.success ? await getOrderDetail(db, orderId.data, { uid: identity.uid, staff: user.role === 'admin' }, orderSettings()) : null;
  if (!order) throw new ServiceError('order_not_found');
  return ok(toWire(order));
});
