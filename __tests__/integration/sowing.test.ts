/**
 * The nursery's side of "grown to order", through the real route handlers: a product's
 * growing figures, a batch sown, marked ready (its seedlings join the ready stock once, through a
 * stock movement) or failed, the plan and its CSV, each change audited; the refusals, which answer
 * 4xx and write nothing; the database's own CHECKs; and, on PostgreSQL, two staff marking one batch
 * ready at the same moment. Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when
 * DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { PATCH as growingRoute } from '@/app/api/admin/products/[id]/growing/route';
import { POST as failedRoute } from '@/app/api/admin/sowing/batches/[id]/failed/route';
import { POST as readyRoute } from '@/app/api/admin/sowing/batches/[id]/ready/route';
import { POST as sowRoute } from '@/app/api/admin/sowing/batches/route';
import { GET as planRoute } from '@/app/api/admin/sowing/plan/route';
import { PLAN_CSV_HEADER } from '@/lib/sowing-csv';
import { useDatabase } from '@/lib/server/db/client';
import { auditLog, products, sowingBatches, stockMovements } from '@/lib/server/db/schema';
import { seedShop, seedProductId } from '@/lib/server/db/seed';
import { seedGrowingFigures, seedProducts } from '@/lib/server/db/seed-data';
import { systemClock } from '@/lib/server/clock';
import { useClock } from '@/lib/server/services/deps';
import { planSowing, readyFromFor, type ReadyResult, type SowingBatchView } from '@/lib/server/services/sowing';
import { bodyOf, jsonRequest } from '../support/requests';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { databaseKinds, racesOn, openTestDatabase, type TestDatabase } from '../support/test-database';

const none = undefined as never;
const params = <T>(p: T) => ({ params: Promise.resolve(p) });

/** Thursday 26 November 2026, 10:00 in Nairobi. */
const NOW = new Date('2026-11-26T07:00:00Z');
const TODAY = '2026-11-26';

const TOMATO = seedProductId('tomato-anna-f1');
const TOMATO_TRAY = seedProductId('tomato-anna-f1-tray-50');
const ONION = seedProductId('onion-red-creole');

describe.each(databaseKinds)('the nursery’s sowing on %s', (kind) => {
  let database: TestDatabase;
  let staff: Person;
  let otherStaff: Person;
  let farmer: Person;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { poolMax: 12 });
    useDatabase(database.db);
    useClock({ now: () => NOW });
    await seedShop(database.db);
    staff = await signedInStaff(database.db);
    otherStaff = await signedInStaff(database.db);
    farmer = await signedIn();
  });

  afterAll(async () => {
    useClock(systemClock);
    await database.close();
  });

  const sow = (person: Person, body: unknown) => sowRoute(jsonRequest('/api/admin/sowing/batches', { cookie: person.cookie, body }), none);
  const ready = (person: Person, id: string) =>
    readyRoute(jsonRequest(`/api/admin/sowing/batches/${id}/ready`, { method: 'POST', cookie: person.cookie }), params({ id }));
  const fail = (person: Person, id: string, body: unknown) =>
    failedRoute(jsonRequest(`/api/admin/sowing/batches/${id}/failed`, { cookie: person.cookie, body }), params({ id }));
  const setGrowing = (person: Person, id: string, body: unknown) =>
    growingRoute(jsonRequest(`/api/admin/products/${id}/growing`, { method: 'PATCH', cookie: person.cookie, body }), params({ id }));
  const plan = (person: Person, query = '') => planRoute(jsonRequest(`/api/admin/sowing/plan${query}`, { cookie: person.cookie }), none);

  const stockOf = async (id: string) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const auditOf = async (targetId: string) => database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.id));
  const movementsOf = async (batchId: string) => database.db.select().from(stockMovements).where(eq(stockMovements.sowingBatchId, batchId));
  const counts = async () => {
    const [b] = await database.db.select({ n: count() }).from(sowingBatches);
    const [a] = await database.db.select({ n: count() }).from(auditLog);
    const [m] = await database.db.select({ n: count() }).from(stockMovements);
    const [s] = await database.db.select({ n: sql<number>`sum(${products.stock})::int` }).from(products);
    return { batches: b?.n, audit: a?.n, movements: m?.n, stock: s?.n };
  };
  const sowOk = async (body: Record<string, unknown>) => {
    const response = await sow(staff, body);
    expect(response.status).toBe(201);
    return (await bodyOf<SowingBatchView>(response)).data;
  };

  describe('the catalogue knows how seedlings grow', () => {
    it('seeds each crop’s figures', async () => {
      const rows = await database.db
        .select({
          slug: products.slug,
          raisingDaysMin: products.raisingDaysMin,
          raisingDaysMax: products.raisingDaysMax,
          lossPercent: products.lossPercent,
          sellableDays: products.sellableDays,
          sowingTrayCells: products.sowingTrayCells,
        })
        .from(products);
      for (const p of seedProducts) expect(rows.find((r) => r.slug === p.slug)).toEqual({ slug: p.slug, ...seedGrowingFigures(p) });
      expect(rows.find((r) => r.slug === 'onion-red-creole')).toMatchObject({ raisingDaysMin: 42, raisingDaysMax: 56, sowingTrayCells: 200 });
      expect(rows.find((r) => r.slug === 'tomato-anna-f1-tray-50')).toMatchObject({ sowingTrayCells: 50 });
    });

    it('lets staff change them, as a form sends them, and audits only what changed', async () => {
      const response = await setGrowing(staff, ONION, {
        raisingDaysMin: '45',
        raisingDaysMax: '60',
        lossPercent: '25',
        sellableDays: '21',
        sowingTrayCells: '200',
      });
      expect(response.status).toBe(200);
      const body = await bodyOf(response);
      expect(body.message).toBe('How Onion Red Creole grows is saved.');
      expect(body.data).toEqual({ raisingDaysMin: 45, raisingDaysMax: 60, lossPercent: 25, sellableDays: 21, sowingTrayCells: 200 });
      const [record] = await auditOf(ONION);
      expect(record).toMatchObject({
        actor: staff.uid,
        action: 'product.growing',
        before: { raisingDaysMin: 42, raisingDaysMax: 56 },
        after: { raisingDaysMin: 45, raisingDaysMax: 60 },
      });
      // The same again: nothing written.
      const before = await counts();
      const again = await setGrowing(staff, ONION, { raisingDaysMin: 45, raisingDaysMax: 60, lossPercent: 25, sellableDays: 21, sowingTrayCells: 200 });
      expect((await bodyOf(again)).message).toBe('Nothing changed.');
      expect(await counts()).toEqual(before);
    });

    it('refuses figures out of range or out of order with a 400 and a message per field, writing nothing', async () => {
      const before = await counts();
      const backwards = await setGrowing(staff, ONION, { raisingDaysMin: 60, raisingDaysMax: 45, lossPercent: 25, sellableDays: 21, sowingTrayCells: 200 });
      expect(backwards.status).toBe(400);
      expect((await bodyOf(backwards)).errors).toEqual({ raisingDaysMin: 'The fewest days cannot be more than the most days' });
      const wild = await setGrowing(staff, ONION, { raisingDaysMin: 0, raisingDaysMax: 500, lossPercent: 95, sellableDays: 0, sowingTrayCells: 1.5 });
      expect(wild.status).toBe(400);
      expect(Object.keys((await bodyOf(wild)).errors ?? {}).sort()).toEqual([
        'lossPercent',
        'raisingDaysMax',
        'raisingDaysMin',
        'sellableDays',
        'sowingTrayCells',
      ]);
      expect(
        (await setGrowing(staff, randomUUID(), { raisingDaysMin: 28, raisingDaysMax: 42, lossPercent: 10, sellableDays: 10, sowingTrayCells: 128 })).status,
      ).toBe(404);
      expect(
        (await setGrowing(farmer, ONION, { raisingDaysMin: 28, raisingDaysMax: 42, lossPercent: 10, sellableDays: 10, sowingTrayCells: 128 })).status,
      ).toBe(404);
      expect(await counts()).toEqual(before);
    });

    it('has the database refuse what the form would, should anything get past it', async () => {
      const refuses = (set: Record<string, number>) => expect(database.db.update(products).set(set).where(eq(products.id, ONION))).rejects.toThrow();
      await refuses({ raisingDaysMin: 50, raisingDaysMax: 40 });
      await refuses({ raisingDaysMin: 3 });
      await refuses({ lossPercent: -1 });
      await refuses({ lossPercent: 91 });
      await refuses({ sellableDays: 0 });
      await refuses({ sowingTrayCells: 0 });
    });
  });

  describe('growing stock', () => {
    it('records a batch sown: expected ready on the sown day + the raising days’ slow end, its seedlings less the allowance', async () => {
      const batch = await sowOk({ productId: TOMATO, trays: '5', seedlingsSown: '', sownOn: '2026-11-20', note: 'Greenhouse 2, bench 4' });
      // Tomato: 42 days at the slow end, 15 %, 128-cell trays: 640 sown, 556 expected.
      expect(batch).toMatchObject({
        productId: TOMATO,
        productName: 'Tomato Anna F1',
        trays: 5,
        seedlingsSown: 640,
        expectedSeedlings: 556,
        expectedUnits: 556,
        sownOn: '2026-11-20',
        expectedReadyOn: '2027-01-01',
        status: 'growing',
        closedOn: null,
        note: 'Greenhouse 2, bench 4',
        sownBy: 'Nursery Staff',
      });
      const [record] = await auditOf(batch.id);
      expect(record).toMatchObject({ actor: staff.uid, action: 'sowing.sow', targetType: 'sowing_batch' });
      expect(record?.after).toMatchObject({ seedlingsSown: 640, expectedSeedlings: 556, expectedReadyOn: '2027-01-01' });
      // Today by default.
      expect(await sowOk({ productId: TOMATO, trays: 1, seedlingsSown: 100 })).toMatchObject({
        sownOn: TODAY,
        expectedReadyOn: '2027-01-07',
        expectedSeedlings: 86,
      });
    });

    it('marks a batch ready: its expected seedlings join the ready stock once, as one movement, audited', async () => {
      const batch = await sowOk({ productId: TOMATO, trays: 2, seedlingsSown: 230, sownOn: '2026-10-10' });
      const stockBefore = (await stockOf(TOMATO))!;
      const response = await ready(staff, batch.id);
      expect(response.status).toBe(200);
      const { data, message } = await bodyOf<ReadyResult>(response);
      expect(data).toMatchObject({ changed: true, stockAdded: 200, stock: stockBefore + 200 });
      expect(data.batch).toMatchObject({ status: 'ready', closedOn: TODAY, stockAdded: 200 });
      expect(message).toBe(`Tomato Anna F1: 200 added to ready stock, now ${stockBefore + 200}.`);
      expect(await stockOf(TOMATO)).toBe(stockBefore + 200);
      expect(await movementsOf(batch.id)).toEqual([
        expect.objectContaining({
          productId: TOMATO,
          change: 200,
          stockAfter: stockBefore + 200,
          actor: staff.uid,
          reason: 'Sowing batch ready: 2 trays sown 2026-10-10',
        }),
      ]);
      expect((await auditOf(batch.id))[0]).toMatchObject({ action: 'sowing.ready', after: { stockAdded: 200, stockAfter: stockBefore + 200 } });

      // Again: the batch as it is, nothing added.
      const before = await counts();
      const again = await ready(otherStaff, batch.id);
      expect(again.status).toBe(200);
      const repeated = await bodyOf<ReadyResult>(again);
      expect(repeated.data).toMatchObject({ changed: false, stockAdded: 0, stock: stockBefore + 200 });
      expect(repeated.message).toBe('Tomato Anna F1: this batch was already ready; nothing added.');
      expect(await counts()).toEqual(before);
      // And a ready batch cannot then be failed.
      const late = await fail(staff, batch.id, { note: 'Damping off on bench 4' });
      expect(late.status).toBe(409);
      expect((await bodyOf(late)).message).toBe('This batch is already ready and its seedlings are in stock, so it cannot be marked failed.');
      expect(await counts()).toEqual(before);
    });

    it('adds whole trays to a product sold by the tray', async () => {
      // 3 trays of 50, 15 %: 150 sown, 130 expected: 2 whole trays of 50.
      const batch = await sowOk({ productId: TOMATO_TRAY, trays: 3, sownOn: '2026-10-10' });
      expect(batch).toMatchObject({ seedlingsSown: 150, expectedSeedlings: 130, expectedUnits: 2 });
      const before = (await stockOf(TOMATO_TRAY))!;
      expect((await bodyOf<ReadyResult>(await ready(staff, batch.id))).data).toMatchObject({ stockAdded: 2, stock: before + 2 });
    });

    it('marks a batch failed with its note; nothing joins the stock, and it can no longer be marked ready', async () => {
      const batch = await sowOk({ productId: ONION, trays: 4, sownOn: '2026-11-01' });
      const stockBefore = await stockOf(ONION);
      const refused = await fail(staff, batch.id, { note: 'no' });
      expect(refused.status).toBe(400);
      expect((await bodyOf(refused)).errors).toEqual({ note: 'Please give a reason (at least 5 characters)' });
      const response = await fail(staff, batch.id, { note: 'Damping off after the hailstorm' });
      expect(response.status).toBe(200);
      expect((await bodyOf<SowingBatchView>(response)).data).toMatchObject({
        status: 'failed',
        closedOn: TODAY,
        failureNote: 'Damping off after the hailstorm',
      });
      expect((await auditOf(batch.id))[0]).toMatchObject({ action: 'sowing.fail', after: { status: 'failed', note: 'Damping off after the hailstorm' } });
      const before = await counts();
      const readyAfter = await ready(staff, batch.id);
      expect(readyAfter.status).toBe(409);
      expect((await bodyOf(readyAfter)).message).toBe('This batch was marked failed, so it cannot be marked ready.');
      expect((await bodyOf(await fail(staff, batch.id, { note: 'Again, the same batch' }))).message).toBe(
        'Onion Red Creole: this batch was already marked failed.',
      );
      expect(await counts()).toEqual(before);
      expect(await stockOf(ONION)).toBe(stockBefore);
    });

    it('answers bad input with 4xx and a clear message, never a 500, and writes nothing', async () => {
      const before = await counts();
      const cases: Array<[Response, number, string]> = [
        [await sow(staff, { productId: TOMATO, trays: 0 }), 400, 'Enter the trays sown (1 to 1000)'],
        [await sow(staff, { productId: TOMATO, trays: 2, sownOn: '2026-02-30' }), 400, 'Enter the day it was sown as YYYY-MM-DD'],
        [await sow(staff, { productId: TOMATO, trays: 2, sownOn: '2026-11-27' }), 400, 'The day sown cannot be after today.'],
        [await sow(staff, { productId: TOMATO, trays: 2, sownOn: '2026-05-29' }), 400, 'The day sown can be at most 180 days ago.'],
        [await sow(staff, { productId: 'tomato', trays: 2 }), 400, 'Please choose a product'],
        [await sow(staff, { productId: randomUUID(), trays: 2 }), 404, 'Product not found'],
        [await sow(staff, { productId: TOMATO, trays: 2, extra: 1 }), 400, ''],
        [await sow(staff, { productId: TOMATO, trays: 2, seedlingsSown: 0 }), 400, 'Enter the seedlings sown (1 to 1,000,000)'],
        [await sow(farmer, { productId: TOMATO, trays: 2 }), 404, ''],
        [await ready(staff, randomUUID()), 404, 'Sowing batch not found'],
        [await ready(staff, 'not-a-batch'), 404, 'Sowing batch not found'],
        [await ready(farmer, randomUUID()), 404, ''],
        [await fail(staff, randomUUID(), { note: 'Never sown at all' }), 404, 'Sowing batch not found'],
        [await plan(staff, '?weeks=0'), 400, 'Give "weeks" as a whole number from 1 to 26'],
        [await plan(staff, '?from=yesterday'), 400, 'Give "from" as a date, YYYY-MM-DD'],
        [await plan(farmer), 404, ''],
      ];
      for (const [response, status, message] of cases) {
        expect(response.status).toBe(status);
        if (message) expect((await bodyOf(response)).message).toBe(message);
      }
      expect(await counts()).toEqual(before);
    });

    it('has the database refuse a batch that breaks its rules', async () => {
      const insert = (values: Partial<typeof sowingBatches.$inferInsert>) =>
        database.db.insert(sowingBatches).values({
          productId: TOMATO,
          trays: 1,
          seedlingsSown: 100,
          expectedSeedlings: 80,
          sownOn: TODAY,
          expectedReadyOn: '2027-01-07',
          sownBy: staff.uid,
          ...values,
        });
      await expect(insert({ trays: 0 })).rejects.toThrow();
      await expect(insert({ expectedSeedlings: 101 })).rejects.toThrow();
      await expect(insert({ expectedReadyOn: '2026-11-01' })).rejects.toThrow();
      await expect(insert({ status: 'ready' })).rejects.toThrow(); // ready without a day, a person or stock added
      await expect(insert({ status: 'failed', closedOn: TODAY, closedBy: staff.uid })).rejects.toThrow(); // failed without a note
      await expect(insert({ status: 'sprouting' as never })).rejects.toThrow();
    });
  });

  describe('the plan and readyFrom', () => {
    it('plans what is growing by its ready week and exports it as CSV', async () => {
      const batch = await sowOk({ productId: ONION, trays: 7, sownOn: '2026-11-23' });
      // Onion now raises in 45 to 60 days: ready 2027-01-22, in the week of 2027-01-18.
      expect(batch.expectedReadyOn).toBe('2027-01-22');
      const view = await planSowing(database.db, { today: TODAY, weeks: 9, capacityTraysPerWeek: 200 });
      expect(view.weeks[0]).toBe('2026-11-23');
      expect(view.lines).toContainEqual(expect.objectContaining({ slug: 'onion-red-creole', readyWeek: '2027-01-18', growingTrays: 7, toSowTrays: 0 }));

      const response = await plan(staff, '?weeks=9');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="sowing-plan-2026-11-23.csv"');
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(PLAN_CSV_HEADER.join(','));
      expect(lines).toContain('2027-W03,2027-01-18,Onion Red Creole,onion-red-creole,0,7,0,0,0,2026-11-26,no');
    });

    it('says when the nursery can supply a quantity: today, a growing batch’s day, or a sowing’s', async () => {
      const lettuce = seedProductId('lettuce-great-lakes');
      await database.db.update(products).set({ stock: 10 }).where(eq(products.id, lettuce));
      await sowOk({ productId: lettuce, trays: 1, seedlingsSown: 120, sownOn: '2026-11-20' }); // 20 %: 100 expected, ready 2026-12-25
      expect(await readyFromFor(database.db, { productId: lettuce, quantity: 10, today: TODAY })).toEqual({ date: TODAY, source: 'stock' });
      expect(await readyFromFor(database.db, { productId: lettuce, quantity: 110, today: TODAY })).toEqual({ date: '2026-12-25', source: 'growing' });
      expect(await readyFromFor(database.db, { productId: lettuce, quantity: 111, today: TODAY })).toEqual({ date: '2026-12-31', source: 'sowing' });
    });
  });

  racesOn(kind).describe('races on PostgreSQL (PGlite runs one statement at a time and hides them)', () => {
    it('adds a batch’s seedlings once when staff mark it ready ten times at once', async () => {
      const batch = await sowOk({ productId: TOMATO, trays: 4, seedlingsSown: 460, sownOn: '2026-10-01' }); // 400 expected
      const before = (await stockOf(TOMATO))!;
      const people = [staff, otherStaff];
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => ready(people[i % 2]!, batch.id)));
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      const bodies = await Promise.all(results.map((r) => bodyOf<ReadyResult>(r)));
      expect(bodies.filter((b) => b.data.changed)).toHaveLength(1);
      expect(await stockOf(TOMATO)).toBe(before + 400);
      expect(await movementsOf(batch.id)).toHaveLength(1);
      const records = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, batch.id), eq(auditLog.action, 'sowing.ready')));
      expect(records).toHaveLength(1);
    });

    it('lets one of "ready" and "failed" win when both come at once, never both', async () => {
      for (let round = 0; round < 5; round++) {
        const batch = await sowOk({ productId: TOMATO, trays: 1, seedlingsSown: 115, sownOn: '2026-10-01' }); // 100 expected
        const before = (await stockOf(TOMATO))!;
        const [r, f] = await Promise.all([ready(staff, batch.id), fail(otherStaff, batch.id, { note: 'Aphids took the whole bench' })]);
        expect([r.status, f.status].sort()).toEqual([200, 409]);
        const [row] = await database.db.select().from(sowingBatches).where(eq(sowingBatches.id, batch.id));
        expect(await stockOf(TOMATO)).toBe(row?.status === 'ready' ? before + 100 : before);
        expect(await movementsOf(batch.id)).toHaveLength(row?.status === 'ready' ? 1 : 0);
      }
    });
  });
});
