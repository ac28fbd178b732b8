import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { SEED_PICKUP_POINTS, seedDeliveryZones } from '@/lib/delivery';
import { categories, databaseIdentity, deliveryZones, pickupPoints, products } from './schema';
import { seedCategories, seedProducts } from './seed-data';

/**
 * A seed product's id, made from its slug (a name-based UUID, version 5 layout): the same in every
 * database, so a cart filled against one shop's pages still checks out against another's.
 */
export function seedProductId(slug: string): string {
  const hash = createHash('sha1').update(`miche-seed-product:${slug}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Adds the seed catalogue's missing categories and products, matched by slug. Rows that already
 * exist are left alone, so running it again never undoes the nursery's own price or stock changes.
 */
export async function seedCatalogue(db: Db): Promise<{ categories: number; products: number }> {
  return db.transaction(async (tx) => {
    const newCategories = await tx
      .insert(categories)
      .values(seedCategories.map((c) => ({ slug: c.slug, name: c.name, description: c.description, sortOrder: c.sortOrder })))
      .onConflictDoNothing({ target: categories.slug })
      .returning({ id: categories.id });
    const ids = new Map((await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]));
    const rows = seedProducts.map(({ categorySlug, guide, ...p }) => {
      const categoryId = ids.get(categorySlug);
      if (categoryId === undefined) throw new Error(`Seed product ${p.slug} names unknown category ${categorySlug}`);
      return {
        ...p,
        id: seedProductId(p.slug),
        categoryId,
        spacing: guide.spacing,
        weeksToTransplant: guide.weeksToTransplant,
        weeksToHarvest: guide.weeksToHarvest,
        tips: guide.tips,
      };
    });
    const newProducts = await tx.insert(products).values(rows).onConflictDoNothing({ target: products.slug }).returning({ id: products.id });
    return { categories: newCategories.length, products: newProducts.length };
  });
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.active, true));
  return row?.n ?? 0;
}

/** Adds the 47 counties' starting fees and the nursery's pickup point when missing; never overwrites staff edits. */
export async function seedDelivery(db: Db): Promise<{ zones: number; pickupPoints: number }> {
  const zones = await db.insert(deliveryZones).values(seedDeliveryZones()).onConflictDoNothing().returning({ county: deliveryZones.county });
  const [existing] = await db.select({ id: pickupPoints.id }).from(pickupPoints).limit(1);
  const points = existing
    ? []
    : await db
        .insert(pickupPoints)
        .values([...SEED_PICKUP_POINTS])
        .returning({ id: pickupPoints.id });
  return { zones: zones.length, pickupPoints: points.length };
}

/** Which database this is (made with it by migration 0007). */
export async function databaseIdentityOf(db: Db): Promise<string> {
  const [row] = await db.select({ id: databaseIdentity.id }).from(databaseIdentity).limit(1);
  if (!row) throw new Error('The database has no identity row: run `npm run db:migrate`.');
  return row.id;
}

/** Everything a new shop needs to trade: the catalogue and the delivery table. */
export async function seedShop(db: Db): Promise<{ products: number; zones: number }> {
  const catalogue = await seedCatalogue(db);
  const delivery = await seedDelivery(db);
  return { products: catalogue.products, zones: delivery.zones };
}
