import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations } from '@/lib/server/db/migrate';
import { products, stockMovements } from '@/lib/server/db/schema';
import { seedGrowingFigures } from '@/lib/server/db/seed-data';
import { migrationsBefore } from '../support/migrations-before';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * A shop that ran before migration 0014 keeps its products and stock history; the seed's
 * products get their crop's growing figures, the nursery's own products the column defaults, and
 * the new CHECKs hold on every row.
 */
describe.each(databaseKinds)('migration 0014 on %s', (kind) => {
  let t: TestDatabase;
  let before: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind, { migrate: false });
    before = migrationsBefore('0014');
    await migrate(t.db, { migrationsFolder: before });
  });
  afterAll(async () => {
    rmSync(before, { recursive: true, force: true });
    await t.close();
  });

  it('gives seed products their crop’s figures and the nursery’s own the defaults, keeping stock and its history', async () => {
    await t.db.execute(sql`insert into categories (slug, name) values ('bulbs-and-onions', 'Bulbs and Onions'), ('herbs', 'Herbs')`);
    await t.db.execute(sql`
      insert into products (slug, name, category_id, variety, unit_kind, tray_size, price_cents, stock, weeks_to_transplant, weeks_to_harvest)
      select v.slug, v.name, c.id, v.variety, v.unit_kind, v.tray_size, 1000, v.stock, 6, 14
      from (values
        ('onion-red-creole', 'Onion Red Creole', 'bulbs-and-onions', 'Red Creole', 'seedling', null::int, 900),
        ('onion-red-creole-tray-200', 'Onion Red Creole', 'bulbs-and-onions', 'Red Creole', 'tray', 200, 12),
        ('rosemary-nursery-own', 'Rosemary', 'herbs', 'Common', 'seedling', null::int, 30)
      ) as v(slug, name, category, variety, unit_kind, tray_size, stock)
      join categories c on c.slug = v.category`);
    await t.db.execute(sql`insert into stock_movements (product_id, change, stock_after, reason, actor)
      select id, 30, 30, 'Counted the trays', 'staff-uid' from products where slug = 'rosemary-nursery-own'`);

    await runMigrations(t.db);

    const figures = async (slug: string) =>
      (
        await t.db
          .select({
            raisingDaysMin: products.raisingDaysMin,
            raisingDaysMax: products.raisingDaysMax,
            lossPercent: products.lossPercent,
            sellableDays: products.sellableDays,
            sowingTrayCells: products.sowingTrayCells,
            stock: products.stock,
          })
          .from(products)
          .where(eq(products.slug, slug))
      )[0];
    expect(await figures('onion-red-creole')).toEqual({ ...seedGrowingFigures({ slug: 'onion-red-creole', traySize: null }), stock: 900 });
    expect(await figures('onion-red-creole-tray-200')).toEqual({ ...seedGrowingFigures({ slug: 'onion-red-creole-tray-200', traySize: 200 }), stock: 12 });
    expect(await figures('rosemary-nursery-own')).toEqual({
      raisingDaysMin: 28,
      raisingDaysMax: 42,
      lossPercent: 15,
      sellableDays: 14,
      sowingTrayCells: 128,
      stock: 30,
    });
    expect(await t.db.select({ reason: stockMovements.reason, sowingBatchId: stockMovements.sowingBatchId }).from(stockMovements)).toEqual([
      { reason: 'Counted the trays', sowingBatchId: null },
    ]);
    // The new CHECKs hold on the rows that were there.
    await expect(t.db.update(products).set({ raisingDaysMin: 60 }).where(eq(products.slug, 'rosemary-nursery-own'))).rejects.toThrow();
  });
});
