import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DeliveryOptions } from '@/lib/delivery';
import type { DbOrTx } from '../db/client';
import { deliveryZones, pickupPoints } from '../db/schema';

/** What the checkout offers: each county's fee and the pickup points, active ones only. */
export async function deliveryOptions(db: DbOrTx): Promise<DeliveryOptions> {
  const [zones, points] = await Promise.all([
    db.select().from(deliveryZones).where(eq(deliveryZones.active, true)).orderBy(asc(deliveryZones.county)),
    db.select().from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id)),
  ]);
  return {
    zones: zones.map((z) => ({ county: z.county, feeCents: z.feeCents, eta: z.eta })),
    pickupPoints: points.map(({ id, name, address, hours }) => ({ id, name, address, hours })),
  };
}
