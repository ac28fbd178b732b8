import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Category, Product } from '@/lib/catalogue';
import type { Db, DbOrTx } from '../db/client';
import { categories, products } from '../db/schema';

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  swahiliName: products.swahiliName,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryNameSw: categories.nameSw,
  variety: products.variety,
  varietySw: products.varietySw,
  unitKind: products.unitKind,
  traySize: products.traySize,
  priceCents: products.priceCents,
  stock: products.stock,
  active: products.active,
  featured: products.featured,
  description: products.description,
  descriptionSw: products.descriptionSw,
  spacing: products.spacing,
  spacingSw: products.spacingSw,
  weeksToTransplant: products.weeksToTransplant,
  weeksToHarvest: products.weeksToHarvest,
  tips: products.tips,
  tipsSw: products.tipsSw,
  image: products.image,
  raisingDaysMin: products.raisingDaysMin,
  sellableDays: products.sellableDays,
};

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

/** Database row → the app's Product (the planting guide, in both languages, is grouped for the page). */
export function reshape({ spacing, spacingSw, weeksToTransplant, weeksToHarvest, tips, tipsSw, ...rest }: ProductRow): Product {
  return { ...rest, guide: { spacing, spacingSw, weeksToTransplant, weeksToHarvest, tips, tipsSw } };
}

/** Products joined to their category; the back office reuses it inside its transactions. */
export function selectProducts(db: DbOrTx) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));
}

/** By name, the single seedling before its trays (a tray shares its seedling's name), then by slug: one order always. */
const byName = [asc(products.name), sql`${products.traySize} asc nulls first`, asc(products.slug)] as const;

/** Products farmers can see, by name. Hidden (inactive) products are left out. */
export async function listActiveProducts(db: Db): Promise<Product[]> {
  const rows = await selectProducts(db)
    .where(eq(products.active, true))
    .orderBy(...byName);
  return rows.map(reshape);
}

export async function listFeaturedProducts(db: Db): Promise<Product[]> {
  const rows = await selectProducts(db)
    .where(and(eq(products.active, true), eq(products.featured, true)))
    .orderBy(...byName);
  return rows.map(reshape);
}

export async function getActiveProductBySlug(db: Db, slug: string): Promise<Product | null> {
  const [row] = await selectProducts(db)
    .where(and(eq(products.slug, slug), eq(products.active, true)))
    .limit(1);
  return row ? reshape(row) : null;
}

/** Categories that have at least one product on sale, in the nursery's order. */
export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .selectDistinct({
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      nameSw: categories.nameSw,
      descriptionSw: categories.descriptionSw,
      sortOrder: categories.sortOrder,
    })
    .from(categories)
    .innerJoin(products, and(eq(products.categoryId, categories.id), eq(products.active, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .then((rows) => rows.map(({ sortOrder: _order, ...category }) => category));
}
