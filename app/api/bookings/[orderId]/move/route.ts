import { moveBookingSchema, orderIdSchema } from '@/lib/schemas/order';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { moveBooking } from '@/lib/server/services/bookings';
import { appClock, bookingSettings, orderSettings } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';
import { getOrderDetail } from '@/lib/server/services/orders';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/**
 * POST /.netlify/functions/bookings/{orderId}/move {plantingDate}: the farmer moves their booking's
 * planting date, once, to a date the nursery can still meet. A full week answers 409 with
 * `data.nearestDate`.
 */
export const POST = apiHandler('bookings.move', async (request, { params }: { params: Promise<{ orderId: string }> }) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const orderId = orderIdSchema.safeParse((await params).orderId);
  if (!orderId.success) throw new ServiceError('order_not_found');
  const { plantingDate } = await readJson(request, moveBookingSchema);
  await moveBooking(db, { uid: identity.uid, orderId: orderId.data, plantingDate, clock: appClock(), settings: bookingSettings() });
  return ok(toWire(await getOrderDetail(db, orderId.data, { uid: identity.uid, staff: false }, orderSettings())), 'Planting date moved');
});
