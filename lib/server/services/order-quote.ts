import 'server-only';
import type { RepricedCart } from '@/lib/order-view';
import { and, eq, inArray } from 'drizzle-orm';
import { unitLabel } from '@/lib/catalogue';
import { kesToCents } from '@/lib/money';
import type { CreateOrderInput } from '@/lib/schemas/order';
import type { DbOrTx } from '../db/client';
import { deliveryZones, pickupPoints, products } from '../db/schema';
import { ServiceError } from './errors';

export interface QuotedLine {
  productId: string;
  name: string;
  unitLabel: string;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface Quote {
  lines: QuotedLine[];
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

/**
 * The delivery fee of an order: the county's, or none for a pickup; refuses a county not served or a
 * pickup point closed. Shared with the own-seed booking (services/own-seed.ts).
 */
export async function quoteDelivery(db: DbOrTx, input: Pick<CreateOrderInput, 'deliveryMethod' | 'deliveryCounty' | 'pickupPointId'>): Promise<number> {
  if (input.deliveryMethod === 'delivery') {
    const county = input.deliveryCounty;
    if (!county) throw new ServiceError('choose_county');
    const [zone] = await db
      .select({ feeCents: deliveryZones.feeCents })
      .from(deliveryZones)
      .where(and(eq(deliveryZones.county, county), eq(deliveryZones.active, true)));
    if (!zone) throw new ServiceError('county_not_served', { county });
    return zone.feeCents;
  } else {
    const pointId = input.pickupPointId;
    if (!pointId) throw new ServiceError('choose_pickup_point');
    const [point] = await db
      .select({ id: pickupPoints.id })
      .from(pickupPoints)
      .where(and(eq(pickupPoints.id, pointId), eq(pickupPoints.active, true)));
    if (!point) throw new ServiceError('pickup_point_closed');
  }
  return 0;
}

/** What the cart should show instead, sent back with a 409 so it can update itself. */
/**
 * Prices an order from the catalogue and the delivery table, never from what the browser sent.
 * Refuses (409) a product no longer sold, a quantity above stock (for today's orders), or a total
 * that differs from the client's, with the current prices so the cart can correct itself.
 */
export async function quoteOrder(
  db: DbOrTx,
  input: Pick<CreateOrderInput, 'items' | 'total' | 'deliveryMethod' | 'deliveryCounty' | 'pickupPointId' | 'plantingDate'>,
): Promise<Quote> {
  const ids = input.items.map((i) => i.id);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      stock: products.stock,
      active: products.active,
      image: products.image,
      unitKind: products.unitKind,
      traySize: products.traySize,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));

  const deliveryFeeCents = await quoteDelivery(db, input);

  const lines: QuotedLine[] = [];
  const problems: string[] = [];
  let repriced = false;
  for (const item of input.items) {
    const p = byId.get(item.id);
    if (!p || !p.active) {
      problems.push(`${item.name} is no longer sold.`);
      repriced = true;
      continue;
    }
    if (kesToCents(item.price) !== p.priceCents) repriced = true;
    // A booking's lines may be grown for it: its own rules say what ready stock must cover.
    if (!input.plantingDate && item.quantity > p.stock) problems.push(p.stock <= 0 ? `${p.name} is out of stock.` : `Only ${p.stock} of ${p.name} left.`);
    lines.push({
      productId: p.id,
      name: p.name,
      unitLabel: unitLabel(p),
      image: p.image,
      unitPriceCents: p.priceCents,
      quantity: item.quantity,
      lineTotalCents: p.priceCents * item.quantity,
    });
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const totalCents = subtotalCents + deliveryFeeCents;
  const totalChanged = kesToCents(input.total) !== totalCents;

  if (repriced || totalChanged || problems.length > 0) {
    const current: RepricedCart = {
      items: input.items.map((item) => {
        const p = byId.get(item.id);
        return { id: item.id, name: p?.name ?? item.name, priceCents: p?.priceCents ?? 0, stock: p?.stock ?? 0, available: !!p?.active };
      }),
      subtotalCents,
      deliveryFeeCents,
      totalCents,
    };
    if (problems.length > 0) throw new ServiceError('cart_out_of_date', { problems }, current);
    throw new ServiceError(repriced ? 'prices_changed' : 'total_changed', { totalCents }, current);
  }
  return { lines, subtotalCents, deliveryFeeCents, totalCents };
}
