import { ownSeedBookingSchema } from '@/lib/schemas/own-seed';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { idempotencyKeyOf } from '@/lib/server/http/idempotency';
import { orderSettings } from '@/lib/server/services/deps';
import { createOwnSeedBooking } from '@/lib/server/services/own-seed';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/**
 * POST /.netlify/functions/own-seed {productId, variety, seedCount, seedlings, dropOffDate, plantingDate,
 * paymentPlan, paymentMethod, total, deliveryMethod, deliveryCounty?, pickupPointId?, deliveryAddress?,
 * phone}: the farmer books the raising of their own seed. It is a booking like any other:
 * paid from the wallet at once (in full or its deposit), else by M-Pesa from the order's page. One
 * form sent is one booking: the page's Idempotency-Key, or the same form within a minute.
 */
export const POST = apiHandler('ownSeed.book', async (request) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const key = idempotencyKeyOf(request);
  const input = await readJson(request, ownSeedBookingSchema);
  const order = await createOwnSeedBooking(db, identity.uid, input, orderSettings(), key === null ? 'same-form' : { key: `own-seed:${identity.uid}:${key}` });
  return ok(toWire(order), order.paymentStatus === 'pending' ? 'Booking created' : 'Booking paid from your wallet', { status: 201 });
});
