import { z } from 'zod';
import { orderIdSchema } from '@/lib/schemas/order';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { cancelBooking } from '@/lib/server/services/bookings';
import { orderSettings } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';
import { getOrderDetail } from '@/lib/server/services/orders';
import { toWire } from '@/lib/api/wire';
import { formatKes } from '@/lib/format';

export const dynamic = 'force-dynamic';

/**
 * POST /.netlify/functions/bookings/{orderId}/cancel {}: the farmer cancels their booking.
 * Before sowing everything paid returns to the wallet; after, the deposit is kept.
 */
export const POST = apiHandler('bookings.cancel', async (request, { params }: { params: Promise<{ orderId: string }> }) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const orderId = orderIdSchema.safeParse((await params).orderId);
  if (!orderId.success) throw new ServiceError('order_not_found');
  await readJson(request, z.strictObject({}));
  const { refundedCents, keptCents } = await cancelBooking(db, { uid: identity.uid, orderId: orderId.data });
  const order = await getOrderDetail(db, orderId.data, { uid: identity.uid, staff: false }, orderSettings());
  const message = `Booking cancelled. ${formatKes(refundedCents)} is back in your wallet${keptCents > 0 ? `; the deposit of ${formatKes(keptCents)} is kept` : ''}.`;
  return ok(toWire(order), message);
});
