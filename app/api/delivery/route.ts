import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok } from '@/lib/server/http/api';
import { deliveryOptions } from '@/lib/server/services/delivery';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/** GET /api/delivery: each county's delivery fee and the pickup points, for the checkout's delivery step. */
export const GET = apiHandler('delivery', async () =>
  ok(toWire(await deliveryOptions(getDb())), 'OK', { headers: { 'cache-control': 'public, max-age=300' } }),
);
