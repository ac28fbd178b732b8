import { rmSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations } from '@/lib/server/db/migrate';
import { orders } from '@/lib/server/db/schema';
import { migrationsBefore } from '../support/migrations-before';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * A shop that ran before migration 0015 (bookings) keeps its orders as they were: each
 * paid or refunded order has been paid its total, an unpaid one nothing, none is a booking, and the
 * new CHECKs hold on every row.
 */
describe.each(databaseKinds)('migration 0015 on %s', (kind) => {
  let t: TestDatabase;
  let before: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind, { migrate: false });
    before = migrationsBefore('0015');
    await migrate(t.db, { migrationsFolder: before });
  });
  afterAll(async () => {
    rmSync(before, { recursive: true, force: true });
    await t.close();
  });

  it('records what each earlier order was paid, and makes none a booking', async () => {
    await t.db.execute(sql`insert into users (uid, name, referral_code) values ('farmer-1', 'Wanjiku', 'WANJ01')`);
    await t.db.execute(sql`
      insert into orders (reference, user_uid, status, payment_status, payment_method, subtotal_cents, delivery_fee_cents, total_cents,
                          refunded_cents, delivery_method, delivery_address, phone, expires_at)
      values ('MCAAAAAAAA', 'farmer-1', 'delivered', 'paid', 'wallet', 100000, 25000, 125000, 0, 'delivery', 'Kangari', '+254708374149', now()),
             ('MCBBBBBBBB', 'farmer-1', 'cancelled', 'refunded', 'mpesa', 50000, 0, 50000, 50000, 'pickup', '', '+254708374149', now()),
             ('MCCCCCCCCC', 'farmer-1', 'paid', 'paid', 'mpesa', 80000, 0, 80000, 30000, 'pickup', '', '+254708374149', now()),
             ('MCDDDDDDDD', 'farmer-1', 'pending', 'failed', 'mpesa', 20000, 0, 20000, 0, 'pickup', '', '+254708374149', now())`);

    await runMigrations(t.db);

    const rows = await t.db
      .select({
        reference: orders.reference,
        paid: orders.paidCents,
        plantingDate: orders.plantingDate,
        deposit: orders.depositCents,
        dateMoved: orders.dateMoved,
      })
      .from(orders)
      .orderBy(asc(orders.reference));
    expect(rows).toEqual([
      { reference: 'MCAAAAAAAA', paid: 125000, plantingDate: null, deposit: null, dateMoved: false },
      { reference: 'MCBBBBBBBB', paid: 50000, plantingDate: null, deposit: null, dateMoved: false },
      { reference: 'MCCCCCCCCC', paid: 80000, plantingDate: null, deposit: null, dateMoved: false },
      { reference: 'MCDDDDDDDD', paid: 0, plantingDate: null, deposit: null, dateMoved: false },
    ]);
    const [lines] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from order_items where not stock_reserved`)).rows;
    expect(lines?.n).toBe(0);
    // The new CHECKs hold: a refund beyond what was paid, and a half-made booking, are refused.
    await expect(t.db.execute(sql`update orders set refunded_cents = 90000 where reference = 'MCCCCCCCCC'`)).rejects.toThrow();
    await expect(t.db.execute(sql`update orders set planting_date = '2027-01-10' where reference = 'MCDDDDDDDD'`)).rejects.toThrow();
  });
});
