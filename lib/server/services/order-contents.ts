import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { etaDays, NURSERY_PICKUP } from '@/lib/delivery';
import type { LabelledProduct } from '@/lib/ussd/labels';
import type { OrderPlace } from '@/lib/ussd/menu/types';
import type { DbOrTx } from '../db/client';
import { cropName } from '@/lib/own-seed';
import { deliveryZones, orderItems, orders, ownSeedBookings, pickupPoints, products } from '../db/schema';

export interface OrderContent {
  lines: Array<{ productId: string; product: LabelledProduct; quantity: number }>;
  place: OrderPlace | null;
}

/**
 * What orders hold (each line's product as the catalogue names it now, so the Swahili name shows)
 * and where each is collected (the pickup point and its hours) or taken (county, address, days).
 */
export async function orderContents(db: DbOrTx, ids: readonly string[]): Promise<Map<string, OrderContent>> {
  if (ids.length === 0) return new Map();
  const [lines, places] = await Promise.all([
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        quantity: orderItems.quantity,
        itemName: orderItems.name,
        name: products.name,
        swahiliName: products.swahiliName,
        variety: products.variety,
        varietySw: products.varietySw,
        unitKind: products.unitKind,
        traySize: products.traySize,
        sharesLocalName: sql<boolean>`exists (select 1 from ${products} as kin where lower(kin.swahili_name) = lower(${products.swahiliName}) and kin.variety <> ${products.variety})`,
        ownVariety: ownSeedBookings.variety,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(ownSeedBookings, eq(ownSeedBookings.orderId, orderItems.orderId))
      .where(inArray(orderItems.orderId, [...ids]))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        id: orders.id,
        method: orders.deliveryMethod,
        county: orders.deliveryCounty,
        address: orders.deliveryAddress,
        pickupName: pickupPoints.name,
        pickupNameSw: pickupPoints.nameSw,
        hours: pickupPoints.hours,
        hoursSw: pickupPoints.hoursSw,
        eta: deliveryZones.eta,
      })
      .from(orders)
      .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
      .leftJoin(deliveryZones, eq(deliveryZones.county, orders.deliveryCounty))
      .where(inArray(orders.id, [...ids])),
  ]);
  const result = new Map<string, OrderContent>();
  for (const o of places) {
    const place: OrderPlace | null =
      o.method === 'pickup'
        ? {
            method: 'pickup',
            ...(o.pickupName ? { name: o.pickupName, nameSw: o.pickupNameSw ?? '' } : { name: NURSERY_PICKUP.name, nameSw: NURSERY_PICKUP.nameSw }),
            hours: o.hours ?? '',
            hoursSw: o.hoursSw ?? '',
          }
        : o.county
          ? { method: 'delivery', county: o.county, address: o.address, days: o.eta ? etaDays(o.eta) : null }
          : null;
    result.set(o.id, { lines: [], place });
  }
  for (const l of lines) {
    // The farmer's own seed: the crop and their variety, not the nursery's.
    if (l.ownVariety !== null) {
      const crop = cropName(l);
      Object.assign(l, { name: `${crop} ${l.ownVariety}`, variety: l.ownVariety, varietySw: l.ownVariety, sharesLocalName: true });
    }
    result.get(l.orderId)?.lines.push({
      productId: l.productId,
      quantity: l.quantity,
      product: {
        name: l.name,
        swahiliName: l.swahiliName,
        variety: l.variety,
        varietySw: l.varietySw,
        unitKind: l.unitKind,
        traySize: l.traySize,
        sharesLocalName: Boolean(l.sharesLocalName),
      },
    });
  }
  return result;
}
