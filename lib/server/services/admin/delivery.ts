import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { KenyanCounty } from '@/lib/counties';
import type { Db } from '@/lib/server/db/client';
import { deliveryZones, pickupPoints } from '@/lib/server/db/schema';
import { audit } from '@/lib/server/services/audit';
import { ServiceError } from '@/lib/server/services/errors';

/** Every county's fee (active or not) and every pickup point, for staff. */
export async function deliverySettings(db: Db) {
  const [zones, points] = await Promise.all([
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.county)),
    db.select().from(pickupPoints).orderBy(asc(pickupPoints.id)),
  ]);
  return { zones: zones.map((z) => ({ county: z.county, feeCents: z.feeCents, eta: z.eta, active: z.active })), pickupPoints: points };
}

export async function updateZone(db: Db, input: { county: KenyanCounty; feeCents: number; eta: string; active: boolean; actor: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(deliveryZones).where(eq(deliveryZones.county, input.county));
    if (!before) throw new ServiceError('county_not_found');
    const [after] = await tx
      .update(deliveryZones)
      .set({ feeCents: input.feeCents, eta: input.eta, active: input.active, updatedAt: new Date() })
      .where(eq(deliveryZones.county, input.county))
      .returning();
    await audit(tx, { actor: input.actor, action: 'delivery.zone', targetType: 'delivery_zone', targetId: input.county, before, after });
  });
}

export interface PickupPointInput {
  name: string;
  address: string;
  nameSw: string;
  addressSw: string;
  hours: string;
  hoursSw: string;
  active: boolean;
}

/** Adds a pickup point (no id) or changes one. */
export async function savePickupPoint(db: Db, input: PickupPointInput & { id?: number; actor: string }): Promise<number> {
  // Every column the form sends (zod has left nothing else in the input), so a new one needs no edit here.
  const { id: _id, actor: _actor, ...values } = input;
  return db.transaction(async (tx) => {
    if (input.id === undefined) {
      const [created] = await tx.insert(pickupPoints).values(values).returning();
      if (!created) throw new Error('pickup point was not stored');
      await audit(tx, { actor: input.actor, action: 'delivery.pickup.create', targetType: 'pickup_point', targetId: String(created.id), after: created });
      return created.id;
    }
    const [before] = await tx.select().from(pickupPoints).where(eq(pickupPoints.id, input.id));
    if (!before) throw new ServiceError('pickup_point_not_found');
    const [after] = await tx.update(pickupPoints).set(values).where(eq(pickupPoints.id, input.id)).returning();
    await audit(tx, { actor: input.actor, action: 'delivery.pickup.update', targetType: 'pickup_point', targetId: String(input.id), before, after });
    return input.id;
  });
}
