import { eq, sql } from 'drizzle-orm';
import { productText } from '@/lib/catalogue';
import { categories, products } from '@/lib/server/db/schema';
import { runMigrations } from '@/lib/server/db/migrate';
import { databaseIdentityOf, seedCatalogue, seedProductId } from '@/lib/server/db/seed';
import { seedProducts } from '@/lib/server/db/seed-data';
import { getActiveProductBySlug, listActiveProducts, listCategories, listFeaturedProducts } from '@/lib/server/services/catalogue';
import { saveContactMessage } from '@/lib/server/services/contact';
import { checkDatabase } from '@/lib/server/services/health';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { describeCommandError } from '@/scripts/command-errors';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

describe.each(databaseKinds)('catalogue on %s', (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind, { migrate: false });
  });
  afterAll(() => t.close());

  it('tells a command run on a database with no tables what to run, not a raw "Failed query"', async () => {
    const failure = await checkLedger(t.db).then(
      () => null,
      (error: unknown) => error,
    );
    expect(describeCommandError(failure, t.url)).toMatch(/^The database \(.+\) has no Miche tables yet\. Run `npm run db:migrate`/);
  });

  it('migrates an empty database, and migrating again changes nothing', async () => {
    await runMigrations(t.db);
    await runMigrations(t.db);
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    expect(await listActiveProducts(t.db)).toEqual([]);
  });

  it('seeds at least 24 seedlings once, keeping later edits when seeded again', async () => {
    const first = await seedCatalogue(t.db);
    expect(first.products).toBe(seedProducts.length);
    expect(seedProducts.length).toBeGreaterThanOrEqual(24);
    await t.db.update(products).set({ priceCents: 1750 }).where(eq(products.slug, 'tomato-anna-f1'));
    expect(await seedCatalogue(t.db)).toEqual({ categories: 0, products: 0, translated: 0 });
    expect((await getActiveProductBySlug(t.db, 'tomato-anna-f1'))?.priceCents).toBe(1750);
  });

  it('carries every seed product’s description and planting guide in Kiswahili', async () => {
    const all = await listActiveProducts(t.db);
    expect(all).toHaveLength(seedProducts.length);
    for (const p of all) {
      expect([p.slug, p.descriptionSw, p.guide.spacingSw]).toEqual([p.slug, expect.stringMatching(/\S/), expect.stringMatching(/\S/)]);
      expect([p.slug, p.guide.tipsSw.length]).toEqual([p.slug, p.guide.tips.length]);
    }
    const onion = await getActiveProductBySlug(t.db, 'onion-red-creole');
    expect(onion && productText(onion, 'sw').spacing).toBe('sm 30 kati ya mistari, sm 10 kati ya mimea');
  });

  it('gives a database seeded before the Kiswahili columns the seed’s Kiswahili, never overwriting staff’s own', async () => {
    const seed = (slug: string) => seedProducts.find((p) => p.slug === slug)!;
    const reset = { descriptionSw: '', spacingSw: '', tipsSw: [] };
    // As migration 0008 leaves a database seeded before it: no Kiswahili at all.
    await t.db.update(products).set(reset).where(eq(products.slug, 'tomato-rambo-f1'));
    // Staff rewrote the English: the seed's Kiswahili would no longer translate it.
    await t.db
      .update(products)
      .set({ ...reset, description: 'Our own words.' })
      .where(eq(products.slug, 'onion-red-bombay'));
    // Staff wrote their own Kiswahili description; the spacing is still empty.
    await t.db.update(products).set({ descriptionSw: 'Maneno yetu.', spacingSw: '' }).where(eq(products.slug, 'dhania-coriander'));

    expect(await seedCatalogue(t.db)).toEqual({ categories: 0, products: 0, translated: 3 });
    const rambo = await getActiveProductBySlug(t.db, 'tomato-rambo-f1');
    expect([rambo?.descriptionSw, rambo?.guide.spacingSw, rambo?.guide.tipsSw]).toEqual([
      seed('tomato-rambo-f1').descriptionSw,
      seed('tomato-rambo-f1').guide.spacingSw,
      seed('tomato-rambo-f1').guide.tipsSw,
    ]);
    const bombay = await getActiveProductBySlug(t.db, 'onion-red-bombay');
    expect(bombay).toMatchObject({ description: 'Our own words.', descriptionSw: '' });
    expect(bombay?.guide).toMatchObject({ spacingSw: seed('onion-red-bombay').guide.spacingSw, tipsSw: seed('onion-red-bombay').guide.tipsSw });
    expect(bombay && productText(bombay, 'sw').description).toBe('Our own words.');
    const dhania = await getActiveProductBySlug(t.db, 'dhania-coriander');
    expect(dhania).toMatchObject({ descriptionSw: 'Maneno yetu.', guide: { spacingSw: seed('dhania-coriander').guide.spacingSw } });

    expect(await seedCatalogue(t.db)).toEqual({ categories: 0, products: 0, translated: 0 });
    await t.db
      .update(products)
      .set({ description: seed('onion-red-bombay').description, descriptionSw: seed('onion-red-bombay').descriptionSw })
      .where(eq(products.slug, 'onion-red-bombay'));
    await t.db
      .update(products)
      .set({ descriptionSw: seed('dhania-coriander').descriptionSw })
      .where(eq(products.slug, 'dhania-coriander'));
  });

  it('names every category in Kiswahili, and gives a database seeded before migration 0009 the names, never over staff’s own', async () => {
    expect((await listCategories(t.db)).every((c) => c.nameSw !== '' && c.descriptionSw !== '')).toBe(true);
    expect((await getActiveProductBySlug(t.db, 'sukuma-wiki-collards'))?.categoryNameSw).toBe('Mboga za majani');
    await t.db.update(categories).set({ nameSw: '', descriptionSw: '' }).where(eq(categories.slug, 'herbs'));
    await t.db.update(categories).set({ name: 'Kitchen Herbs', nameSw: '' }).where(eq(categories.slug, 'vine-crops'));
    expect(await seedCatalogue(t.db)).toEqual({ categories: 0, products: 0, translated: 1 });
    const bySlug = new Map((await listCategories(t.db)).map((c) => [c.slug, c]));
    expect(bySlug.get('herbs')).toMatchObject({ nameSw: 'Viungo' });
    expect(bySlug.get('vine-crops')).toMatchObject({ name: 'Kitchen Herbs', nameSw: '' });
    await t.db.update(categories).set({ name: 'Vine Crops', nameSw: 'Mimea inayotambaa' }).where(eq(categories.slug, 'vine-crops'));
  });

  it('gives seed products the same id in every database, and each database an identity of its own', async () => {
    const other = await openTestDatabase(kind);
    try {
      await seedCatalogue(other.db);
      const ids = async (db: TestDatabase['db']) => await db.select({ slug: products.slug, id: products.id }).from(products).orderBy(products.slug);
      const here = await ids(t.db);
      expect(await ids(other.db)).toEqual(here);
      expect(here.find((p) => p.slug === 'tomato-anna-f1')?.id).toBe(seedProductId('tomato-anna-f1'));
      // A build records which database it was made from (scripts/start.ts rebuilds for another).
      const identity = await databaseIdentityOf(t.db);
      expect(identity).toMatch(/^[0-9a-f-]{36}$/);
      expect(await databaseIdentityOf(t.db)).toBe(identity);
      expect(await databaseIdentityOf(other.db)).not.toBe(identity);
    } finally {
      await other.close();
    }
  });

  it('reads products with their category, unit and planting guide', async () => {
    const kale = await getActiveProductBySlug(t.db, 'sukuma-wiki-collards');
    expect(kale).toMatchObject({ name: expect.stringMatching(/sukuma/i), swahiliName: expect.stringMatching(/sukuma/i), unitKind: 'seedling', traySize: null });
    expect(kale?.guide.tips.length).toBeGreaterThan(0);
    expect(typeof kale?.priceCents).toBe('number');
    const tray = (await listActiveProducts(t.db)).find((p) => p.unitKind === 'tray');
    expect(tray?.traySize).toBeGreaterThan(0);
  });

  it('hides inactive products from farmers, and lists only categories with products on sale', async () => {
    const before = await listActiveProducts(t.db);
    await t.db.update(products).set({ active: false }).where(eq(products.slug, 'tomato-anna-f1'));
    const after = await listActiveProducts(t.db);
    expect(after).toHaveLength(before.length - 1);
    expect(await getActiveProductBySlug(t.db, 'tomato-anna-f1')).toBeNull();
    expect((await listFeaturedProducts(t.db)).map((p) => p.slug)).not.toContain('tomato-anna-f1');
    const categories = await listCategories(t.db);
    expect(new Set(categories.map((c) => c.slug))).toEqual(new Set(after.map((p) => p.categorySlug)));
    await t.db.update(products).set({ active: true }).where(eq(products.slug, 'tomato-anna-f1'));
  });

  it('refuses a negative price or stock at the database', async () => {
    await expect(t.db.update(products).set({ priceCents: -1 }).where(eq(products.slug, 'onion-red-creole'))).rejects.toThrow();
    await expect(t.db.update(products).set({ stock: -1 }).where(eq(products.slug, 'onion-red-creole'))).rejects.toThrow();
  });

  it('stores contact messages', async () => {
    const { id } = await saveContactMessage(t.db, { name: 'Wanjiku', phone: '+254708374149', email: null, message: 'Do you deliver to Nyeri?' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health with the migration and product counts', async () => {
    const health = await checkDatabase(t.db);
    expect(health).toMatchObject({ ok: true, migrations: expect.any(Number), products: seedProducts.length });
  });
});
