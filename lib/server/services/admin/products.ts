import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, type Category, type Product } from '@/lib/catalogue';
import { productImagePath } from '@/lib/product-images';
import type { ProductInput, ProductPatch } from '@/lib/schemas/admin-products';
import type { Db, DbOrTx, Tx } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { categories, productImages, products, stockMovements, users } from '@/lib/server/db/schema';
import { audit } from '@/lib/server/services/audit';
import { reshape, selectProducts, type ProductRow } from '@/lib/server/services/catalogue';
import { ServiceError } from '@/lib/server/services/errors';
import { PRODUCT_IMAGE_TYPE, resizeProductImage } from '@/lib/server/services/product-images';
import { moveStock } from '@/lib/server/services/stock';

/**
 * The back office's catalogue: staff see every product, hidden ones included, and change them here.
 * Every change writes its audit record (values before and after) in the same transaction.
 */

/** The catalogue fields as the audit log records them (the category by its slug, which people read). */
type Snapshot = Omit<ProductInput, 'category'> & { category: string };

function snapshot(row: ProductRow): Snapshot {
  const {
    slug,
    name,
    swahiliName,
    categorySlug,
    variety,
    varietySw,
    unitKind,
    traySize,
    priceCents,
    active,
    featured,
    description,
    descriptionSw,
    spacing,
    spacingSw,
    weeksToTransplant,
    weeksToHarvest,
    tips,
    tipsSw,
  } = row;
  return {
    slug,
    name,
    swahiliName,
    category: categorySlug,
    variety,
    varietySw,
    unitKind,
    traySize,
    priceCents,
    active,
    featured,
    description,
    descriptionSw,
    spacing,
    spacingSw,
    weeksToTransplant,
    weeksToHarvest,
    tips,
    tipsSw,
  };
}

/** The public pages that show a product (under each slug it had), rebuilt on their next visit after a change. */
export function publicPagesFor(...slugs: string[]): string[] {
  return ['/', '/products', ...new Set(slugs.map((slug) => `/products/${slug}`)), '/sitemap.xml'];
}

export interface StaffProductRow {
  id: string;
  slug: string;
  name: string;
  swahiliName: string | null;
  categoryName: string;
  priceCents: number;
  stock: number;
  active: boolean;
  lowStock: boolean;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** Every product, hidden ones included, by name; `q` matches the name, the Swahili name or the slug. */
export async function listProductsForStaff(db: Db, filters: { q: string; category: string }): Promise<StaffProductRow[]> {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(or(ilike(products.name, pattern), ilike(products.swahiliName, pattern), ilike(products.slug, pattern)) as SQL);
  }
  if (filters.category) conditions.push(eq(categories.slug, filters.category));
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      swahiliName: products.swahiliName,
      categoryName: categories.name,
      priceCents: products.priceCents,
      stock: products.stock,
      active: products.active,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(...conditions))
    .orderBy(asc(products.name), asc(products.slug));
  return rows.map((r) => ({ ...r, lowStock: r.stock <= LOW_STOCK_THRESHOLD }));
}

/** Every category, also those with nothing on sale yet, for the product form's choice. */
export async function listAllCategories(db: Db): Promise<Category[]> {
  return db
    .select({
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      nameSw: categories.nameSw,
      descriptionSw: categories.descriptionSw,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function getProductForStaff(db: DbOrTx, id: string): Promise<Product | null> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row ? reshape(row) : null;
}

/** The product's row, locked until the transaction ends, so two staff edits never interleave. */
async function lockProduct(tx: Tx, id: string): Promise<ProductRow> {
  const [row] = await selectProducts(tx).where(eq(products.id, id)).for('update', { of: products });
  if (!row) throw new ServiceError('product_not_found');
  return row;
}

async function categoryIdOf(tx: Tx, slug: string): Promise<number> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new ServiceError('category_unknown');
  return row.id;
}

/** A taken slug is the one conflict a save can meet; the form shows it next to the web address. */
async function savingSlug<T>(slug: string | undefined, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, 'products_slug_unique')) throw new ServiceError('slug_taken', { slug: slug ?? '' });
    throw error;
  }
}

export async function createProduct(db: Db, input: { product: ProductInput; actor: string }): Promise<Product> {
  const { category, ...fields } = input.product;
  return savingSlug(fields.slug, () =>
    db.transaction(async (tx) => {
      const categoryId = await categoryIdOf(tx, category);
      const [created] = await tx
        .insert(products)
        .values({ ...fields, categoryId, stock: 0 })
        .returning({ id: products.id });
      if (!created) throw new Error('insert returned no row');
      const row = await lockProduct(tx, created.id);
      await audit(tx, { actor: input.actor, action: 'product.create', targetType: 'product', targetId: row.id, after: snapshot(row) });
      return reshape(row);
    }),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Changes the fields given. Only what really changed is written and audited; `previousSlug` lets the
 * caller rebuild the page under its old address too.
 */
export async function updateProduct(
  db: Db,
  input: { id: string; patch: ProductPatch; actor: string },
): Promise<{ product: Product; previousSlug: string; changed: boolean }> {
  const { category, ...fields } = input.patch;
  return savingSlug(fields.slug, () =>
    db.transaction(async (tx) => {
      const current = await lockProduct(tx, input.id);
      const before = snapshot(current);
      const wanted: Snapshot = { ...before, ...fields, ...(category === undefined ? {} : { category }) };
      const changedKeys = (Object.keys(wanted) as Array<keyof Snapshot>).filter((key) => !same(before[key], wanted[key]));
      if (changedKeys.length === 0) return { product: reshape(current), previousSlug: current.slug, changed: false };
      const { category: newCategory, ...columns } = Object.fromEntries(changedKeys.map((key) => [key, wanted[key]])) as Partial<Snapshot>;
      await tx
        .update(products)
        .set({ ...columns, ...(newCategory === undefined ? {} : { categoryId: await categoryIdOf(tx, newCategory) }), updatedAt: sql`now()` })
        .where(eq(products.id, input.id));
      const pick = (s: Snapshot) => Object.fromEntries(changedKeys.map((key) => [key, s[key]]));
      await audit(tx, { actor: input.actor, action: 'product.update', targetType: 'product', targetId: input.id, before: pick(before), after: pick(wanted) });
      return { product: reshape(await lockProduct(tx, input.id)), previousSlug: current.slug, changed: true };
    }),
  );
}

/** Shows a product to farmers or hides it (its page then answers 404 and it leaves the lists). */
export async function setProductVisibility(db: Db, input: { id: string; active: boolean; actor: string }): Promise<{ product: Product; changed: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, input.id);
    if (current.active === input.active) return { product: reshape(current), changed: false };
    await tx
      .update(products)
      .set({ active: input.active, updatedAt: sql`now()` })
      .where(eq(products.id, input.id));
    await audit(tx, {
      actor: input.actor,
      action: 'product.visibility',
      targetType: 'product',
      targetId: input.id,
      before: { active: current.active },
      after: { active: input.active },
    });
    return { product: reshape({ ...current, active: input.active }), changed: true };
  });
}

/** A counted correction of the shelf by staff: added (positive) or taken away (negative), with its reason. */
export async function adjustStock(db: Db, input: { id: string; change: number; reason: string; actor: string }): Promise<Product> {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, input.id);
    if (current.stock + input.change < 0) {
      throw current.stock === 0 ? new ServiceError('stock_none_to_remove') : new ServiceError('stock_too_little', { stock: current.stock });
    }
    const stock = await moveStock(tx, { productId: input.id, change: input.change, reason: input.reason, actor: input.actor });
    if (stock === null) throw new Error(`stock of locked product ${input.id} refused a change of ${input.change}`);
    await audit(tx, {
      actor: input.actor,
      action: 'product.stock',
      targetType: 'product',
      targetId: input.id,
      before: { stock: current.stock },
      after: { stock, change: input.change, reason: input.reason },
    });
    return reshape({ ...current, stock });
  });
}

export interface StockMovementView {
  id: number;
  change: number;
  stockAfter: number;
  reason: string;
  /** The staff member's name or e-mail, "system" for orders, or the uid when the profile is gone. */
  actor: string;
  createdAt: Date;
}

/** A product's stock movements, newest first. */
export async function listStockMovements(db: Db, productId: string, limit = 50): Promise<StockMovementView[]> {
  const rows = await db
    .select({
      id: stockMovements.id,
      change: stockMovements.change,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      actorUid: stockMovements.actor,
      actorName: users.name,
      actorEmail: users.email,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.uid, stockMovements.actor))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.id))
    .limit(limit);
  return rows.map(({ actorUid, actorName, actorEmail, ...r }) => ({ ...r, actor: actorName || actorEmail || actorUid }));
}

/**
 * A new photo for a product: resized to every width, stored under one upload id, and made the
 * product's picture. Earlier uploads stay: orders placed before still show the picture they had.
 */
export async function storeProductImage(db: Db, input: { id: string; bytes: Buffer; mediaType: string; actor: string }): Promise<Product> {
  if (!(await getProductForStaff(db, input.id))) throw new ServiceError('product_not_found');
  const resized = await resizeProductImage(input.bytes, input.mediaType);
  const uploadId = randomUUID();
  const image = productImagePath(uploadId);
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, input.id);
    await tx
      .insert(productImages)
      .values(resized.map((r) => ({ uploadId, productId: input.id, width: r.width, contentType: PRODUCT_IMAGE_TYPE, bytes: r.bytes })));
    await tx
      .update(products)
      .set({ image, updatedAt: sql`now()` })
      .where(eq(products.id, input.id));
    await audit(tx, {
      actor: input.actor,
      action: 'product.image',
      targetType: 'product',
      targetId: input.id,
      before: { image: current.image },
      after: { image, uploadId, bytes: Object.fromEntries(resized.map((r) => [r.width, r.bytes.length])) },
    });
    return reshape({ ...current, image });
  });
}
