import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { SEED_PICKUP_POINTS, seedDeliveryZones } from '@/lib/delivery';
import { categories, databaseIdentity, deliveryZones, pickupPoints, products } from './schema';
import { seedCategories, seedGrowingFigures, seedOwnSeedFeeCents, seedProducts } from './seed-data';

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
 * exist are left alone, so running it again never undoes the nursery's own price or stock changes,
 * with one exception: a seed product's Kiswahili (added by migration 0008) is filled in where it is
 * still empty (see fillSeedKiswahili).
 */
export async function seedCatalogue(db: Db): Promise<{ categories: number; products: number; translated: number }> {
  return db.transaction(async (tx) => {
    const newCategories = await tx
      .insert(categories)
      .values(
        seedCategories.map(({ slug, name, description, nameSw, descriptionSw, sortOrder }) => ({ slug, name, description, nameSw, descriptionSw, sortOrder })),
      )
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
        spacingSw: guide.spacingSw,
        weeksToTransplant: guide.weeksToTransplant,
        weeksToHarvest: guide.weeksToHarvest,
        tips: guide.tips,
        tipsSw: guide.tipsSw,
        ...seedGrowingFigures(p),
        ownSeedFeeCents: seedOwnSeedFeeCents(p.slug),
      };
    });
    const newProducts = await tx.insert(products).values(rows).onConflictDoNothing({ target: products.slug }).returning({ id: products.id });
    const translated = (await fillSeedKiswahili(tx)) + (await fillSeedCategoryKiswahili(tx));
    return { categories: newCategories.length, products: newProducts.length, translated };
  });
}

/**
 * A database seeded before the Kiswahili columns existed gets the seed's Kiswahili too, field by
 * field, by slug: a Kiswahili field is written only while it is still empty and its English is still
 * the seed's own, so staff's own Kiswahili, and the translation of English they have rewritten, are
 * never overwritten. Returns how many products it changed (none once they are filled).
 */
async function fillSeedKiswahili(tx: DbOrTx): Promise<number> {
  const values = sql.join(
    seedProducts.map(
      (p) =>
        sql`(${p.slug}, ${p.description}, ${p.descriptionSw}, ${p.guide.spacing}, ${p.guide.spacingSw}, ${JSON.stringify(p.guide.tips)}::jsonb, ${JSON.stringify(p.guide.tipsSw)}::jsonb, ${p.name}, ${p.swahiliName}, ${p.variety}, ${p.varietySw})`,
    ),
    sql`, `,
  );
  const needsDescription = sql`p.description_sw = '' and p.description = v.description`;
  const needsSpacing = sql`p.spacing_sw = '' and p.spacing = v.spacing`;
  const needsTips = sql`p.tips_sw = '[]'::jsonb and p.tips = v.tips`;
  // The nine crops that had no Swahili name, and the variety labels (migration 0013).
  const needsName = sql`p.swahili_name is null and v.swahili_name is not null and p.name = v.name`;
  const needsVariety = sql`p.variety_sw = '' and p.variety = v.variety`;
  const result = await tx.execute(sql`
    update ${products} as p set
      description_sw = case when ${needsDescription} then v.description_sw else p.description_sw end,
      spacing_sw = case when ${needsSpacing} then v.spacing_sw else p.spacing_sw end,
      tips_sw = case when ${needsTips} then v.tips_sw else p.tips_sw end,
      swahili_name = case when ${needsName} then v.swahili_name else p.swahili_name end,
      variety_sw = case when ${needsVariety} then v.variety_sw else p.variety_sw end
    from (values ${values}) as v(slug, description, description_sw, spacing, spacing_sw, tips, tips_sw, name, swahili_name, variety, variety_sw)
    where p.slug = v.slug and ((${needsDescription}) or (${needsSpacing}) or (${needsTips}) or (${needsName}) or (${needsVariety}))
    returning p.id`);
  return result.rows.length;
}

/** As fillSeedKiswahili, for the categories' names and descriptions (migration 0009). */
async function fillSeedCategoryKiswahili(tx: DbOrTx): Promise<number> {
  let changed = 0;
  for (const c of seedCategories) {
    const rows = await tx
      .update(categories)
      .set({ nameSw: c.nameSw, descriptionSw: c.descriptionSw })
      .where(and(eq(categories.slug, c.slug), eq(categories.name, c.name), eq(categories.nameSw, '')))
      .returning({ id: categories.id });
    changed += rows.length;
  }
  return changed;
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
  // Seeded before the Kiswahili hours (migration 0009), name and address (0013): the nursery's own
  // point learns them, field by field, unless staff changed the English beside it.
  for (const seed of SEED_PICKUP_POINTS) {
    await db
      .update(pickupPoints)
      .set({ hoursSw: seed.hoursSw })
      .where(and(eq(pickupPoints.name, seed.name), eq(pickupPoints.hours, seed.hours), eq(pickupPoints.hoursSw, '')));
    await db
      .update(pickupPoints)
      .set({ nameSw: seed.nameSw })
      .where(and(eq(pickupPoints.name, seed.name), eq(pickupPoints.nameSw, '')));
    await db
      .update(pickupPoints)
      .set({ addressSw: seed.addressSw })
      .where(and(eq(pickupPoints.name, seed.name), eq(pickupPoints.address, seed.address), eq(pickupPoints.addressSw, '')));
  }
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
