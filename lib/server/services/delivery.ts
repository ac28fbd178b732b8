import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cheapestDeliveryCents, type DeliveryOptions } from '@/lib/delivery';
import type { KenyanCounty } from '@/lib/counties';
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
    pickupPoints: points.map(({ id, name, address, nameSw, addressSw, hours, hoursSw }) => ({ id, name, address, nameSw, addressSw, hours, hoursSw })),
  };
}

/** How long delivery to a county takes, as staff wrote it ("1 to 2 days"), or null. */
export async function deliveryEta(db: DbOrTx, county: KenyanCounty): Promise<string | null> {
  const [zone] = await db.select({ eta: deliveryZones.eta }).from(deliveryZones).where(eq(deliveryZones.county, county));
  return zone?.eta ?? null;
}

/** The cheapest delivery of any active county, for "delivery from KES X" before checkout. */
export async function cheapestDelivery(db: DbOrTx): Promise<number | null> {
  return cheapestDeliveryCents((await deliveryOptions(db)).zones);
}
