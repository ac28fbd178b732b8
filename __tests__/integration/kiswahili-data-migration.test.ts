import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations } from '@/lib/server/db/migrate';
import { orderEvents, orders, pickupPoints, products } from '@/lib/server/db/schema';
import { seedCatalogue, seedDelivery } from '@/lib/server/db/seed';
import { seedProducts } from '@/lib/server/db/seed-data';
import { migrationsBefore } from '../support/migrations-before';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * A shop that ran before migration 0013 keeps its data and gets the new Kiswahili: the
 * cancel reasons become codes, the tray leaves the stored names, the editor's tip corrections reach
 * the seed's own words (not staff's), and the seed fills the new Kiswahili columns where still empty.
 */
describe.each(databaseKinds)('migration 0013 on %s', (kind) => {
  let t: TestDatabase;
  let before: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind, { migrate: false });
    before = migrationsBefore('0013');
    await migrate(t.db, { migrationsFolder: before });
  });
  afterAll(async () => {
    rmSync(before, { recursive: true, force: true });
    await t.close();
  });

  it('turns old English cancel reasons into codes, takes the tray out of names and fixes the seed tips', async () => {
    // The shop as 0012 left it, written as that code wrote it.
    await t.db.execute(sql`insert into categories (slug, name) values ('fruiting-vegetables', 'Fruiting Vegetables'), ('leafy-greens', 'Leafy Greens')`);
    await t.db.execute(sql`
      insert into products (slug, name, swahili_name, category_id, variety, unit_kind, tray_size, price_cents, weeks_to_transplant, weeks_to_harvest, tips_sw)
      select v.slug, v.name, v.swahili_name, c.id, v.variety, v.unit_kind, v.tray_size, 1500, 4, 10, v.tips_sw::jsonb
      from (values
        ('tomato-anna-f1-tray-50', 'Tomato Anna F1 (tray of 50)', 'Nyanya', 'fruiting-vegetables', 'Anna F1', 'tray', 50, '[]'),
        ('brinjal-black-beauty', 'Brinjal Black Beauty', 'Biringanya', 'fruiting-vegetables', 'Black Beauty', 'seedling', null,
          '["Vuna ngozi ikiwa bado inang''aa; matunda yasiyong''aa yamekomaa kupita kiasi na yana mbegu nyingi."]'),
        ('tomato-rambo-f1', 'Tomato Rambo F1', 'Nyanya', 'fruiting-vegetables', 'Rambo F1', 'seedling', null,
          '["Wakati wa mvua, nyunyizia dawa mapema kuzuia baridi ya mapema na baridi kali (early and late blight)."]'),
        ('lettuce-great-lakes', 'Lettuce Great Lakes', null, 'leafy-greens', 'Great Lakes', 'seedling', null, '["Maneno ya kitalu chenyewe."]')
      ) as v(slug, name, swahili_name, category, variety, unit_kind, tray_size, tips_sw)
      join categories c on c.slug = v.category`);
    await t.db.execute(sql`insert into users (uid, referral_code) values ('farmer-0013', 'REF0013')`);
    const order = (reference: string, reason: string | null) => sql`
      insert into orders (reference, user_uid, status, payment_method, subtotal_cents, delivery_fee_cents, total_cents, delivery_method, delivery_address, phone, expires_at, cancel_reason)
      values (${reference}, 'farmer-0013', 'cancelled', 'mpesa', 1500, 0, 1500, 'pickup', 'Ruaka', '+254712345678', now(), ${reason})`;
    for (const [reference, reason] of [
      ['MC0013AAAA', 'Not paid in time'],
      ['MC0013BBBB', 'Cancelled by you'],
      ['MC0013CCCC', 'Cancelled by the nursery'],
      ['MC0013DDDD', 'Out of stock, sorry'],
    ] as const)
      await t.db.execute(order(reference, reason));
    await t.db.execute(
      sql`insert into order_events (order_id, from_status, to_status, note, actor) select id, 'pending', 'cancelled', 'Not paid in time', 'system' from orders where reference = 'MC0013AAAA'`,
    );
    await t.db.execute(
      sql`insert into pickup_points (name, address, hours) values ('Miche Nursery, Ruaka', 'Ruaka–Banana Road, Ruaka, Kiambu County', 'Mon–Fri 7 am–6 pm, Sat 7 am–4 pm')`,
    );

    await runMigrations(t.db);

    const codes = await t.db
      .select({ reference: orders.reference, code: orders.cancelCode, reason: orders.cancelReason })
      .from(orders)
      .orderBy(orders.reference);
    expect(codes).toEqual([
      { reference: 'MC0013AAAA', code: 'unpaid', reason: 'Not paid in time' },
      { reference: 'MC0013BBBB', code: 'customer', reason: 'Cancelled by you' },
      { reference: 'MC0013CCCC', code: 'nursery', reason: 'Cancelled by the nursery' },
      { reference: 'MC0013DDDD', code: 'nursery', reason: 'Out of stock, sorry' },
    ]);
    const row = async (slug: string) => (await t.db.select().from(products).where(eq(products.slug, slug)))[0]!;
    // The expiry's English note left the farmer's timeline; the code says it in their language.
    expect((await t.db.select({ note: orderEvents.note }).from(orderEvents)).map((e) => e.note)).toEqual([null]);
    expect((await row('tomato-anna-f1-tray-50')).name).toBe('Tomato Anna F1');
    expect((await row('brinjal-black-beauty')).tipsSw[0]).toMatch(/^Vuna matunda ngozi yake ikiwa bado inang'aa;/);
    expect((await row('tomato-rambo-f1')).tipsSw[0]).toContain('madoa ya mapema (early blight) na baridi (late blight)');
    expect((await row('lettuce-great-lakes')).tipsSw).toEqual(['Maneno ya kitalu chenyewe.']);
  });

  it('lets the seed fill the new Kiswahili columns where they are still empty, never over staff’s own', async () => {
    await t.db.update(products).set({ varietySw: 'Aina yetu' }).where(eq(products.slug, 'tomato-rambo-f1'));
    await seedCatalogue(t.db);
    await seedDelivery(t.db);
    const row = async (slug: string) => (await t.db.select().from(products).where(eq(products.slug, slug)))[0]!;
    expect(await row('lettuce-great-lakes')).toMatchObject({ swahiliName: 'Saladi', varietySw: 'Great Lakes' });
    expect((await row('tomato-rambo-f1')).varietySw).toBe('Aina yetu');
    const seeded = await t.db.select({ slug: products.slug, swahiliName: products.swahiliName, varietySw: products.varietySw }).from(products);
    expect(seeded.filter((p) => !p.swahiliName || !p.varietySw)).toEqual([]);
    expect(seeded.length).toBe(seedProducts.length);
    const [point] = await t.db.select().from(pickupPoints);
    expect(point).toMatchObject({ nameSw: 'Kitalu cha Miche, Ruaka', addressSw: 'Barabara ya Ruaka–Banana, Ruaka, Kaunti ya Kiambu' });
  });
});
