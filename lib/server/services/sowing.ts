import 'server-only';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  expectedReadyOn,
  expectedSeedlings,
  GROWING_LIMITS,
  readyFrom,
  seedlingsToUnits,
  sowingPlan,
  type GrowingFigures,
  type ReadyFrom,
  type SowingPlan,
} from '@/lib/growing';
import type { SowBatchInput } from '@/lib/schemas/sowing';
import type { Db, DbOrTx, Tx } from '../db/client';
import { products, sowingBatches, users, type SowingStatus } from '../db/schema';
import { audit } from './audit';
import { ServiceError } from './errors';
import { moveStock } from './stock';
import { assignBookingsToBatch, fillBookingsFromBatch, lockBookingsOfBatch, refundBookingsOfFailedBatch } from './booking-batches';
import { lockCapacity } from './booking-terms';
import { bookedDemand, figureColumns, loadPlanInputs, type BookedDemand } from './sowing-inputs';

/**
 * The nursery's side of "grown to order": each product's growing figures, the batches
 * sown, and the plan. A batch marked ready adds its expected seedlings to the product's ready stock
 * through moveStock, exactly once; every change is audited in its own transaction.
 */

export async function getGrowingFigures(db: DbOrTx, productId: string): Promise<GrowingFigures | null> {
  const [row] = await db.select(figureColumns).from(products).where(eq(products.id, productId));
  return row ?? null;
}

/** Staff set a product's growing figures; only what changed is written and audited. */
export async function updateGrowingFigures(
  db: Db,
  input: { id: string; figures: GrowingFigures; actor: string },
): Promise<{ figures: GrowingFigures; name: string; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ...figureColumns, name: products.name })
      .from(products)
      .where(eq(products.id, input.id))
      .for('update');
    if (!current) throw new ServiceError('product_not_found');
    const { name, ...before } = current;
    const keys = (Object.keys(input.figures) as Array<keyof GrowingFigures>).filter((k) => before[k] !== input.figures[k]);
    if (keys.length === 0) return { figures: before, name, changed: false };
    const changes = Object.fromEntries(keys.map((k) => [k, input.figures[k]])) as Partial<GrowingFigures>;
    await tx
      .update(products)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(products.id, input.id));
    await audit(tx, {
      actor: input.actor,
      action: 'product.growing',
      targetType: 'product',
      targetId: input.id,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: changes,
    });
    return { figures: { ...before, ...changes }, name, changed: true };
  });
}

export interface SowingBatchView {
  id: string;
  productId: string;
  productSlug: string;
  productName: string;
  unitKind: 'seedling' | 'tray';
  traySize: number | null;
  trays: number;
  seedlingsSown: number;
  expectedSeedlings: number;
  /** What it brings to ready stock: seedlings, or whole trays for a tray product. */
  expectedUnits: number;
  sownOn: string;
  expectedReadyOn: string;
  status: SowingStatus;
  closedOn: string | null;
  stockAdded: number | null;
  note: string;
  failureNote: string | null;
  /** The staff member's name or e-mail (the uid when the profile is gone). */
  sownBy: string;
}

const sower = sql<string>`coalesce(nullif(${users.name}, ''), ${users.email}, ${sowingBatches.sownBy})`;

function selectBatches(db: DbOrTx) {
  return db
    .select({
      id: sowingBatches.id,
      productId: sowingBatches.productId,
      productSlug: products.slug,
      productName: products.name,
      unitKind: products.unitKind,
      traySize: products.traySize,
      trays: sowingBatches.trays,
      seedlingsSown: sowingBatches.seedlingsSown,
      expectedSeedlings: sowingBatches.expectedSeedlings,
      sownOn: sowingBatches.sownOn,
      expectedReadyOn: sowingBatches.expectedReadyOn,
      status: sowingBatches.status,
      closedOn: sowingBatches.closedOn,
      stockAdded: sowingBatches.stockAdded,
      note: sowingBatches.note,
      failureNote: sowingBatches.failureNote,
      sownBy: sower,
    })
    .from(sowingBatches)
    .innerJoin(products, eq(products.id, sowingBatches.productId))
    .leftJoin(users, eq(users.uid, sowingBatches.sownBy));
}

type BatchRow = Awaited<ReturnType<ReturnType<typeof selectBatches>['execute']>>[number];

const view = (row: BatchRow): SowingBatchView => ({ ...row, expectedUnits: seedlingsToUnits(row.expectedSeedlings, row.traySize) });

export async function getBatch(db: DbOrTx, id: string): Promise<SowingBatchView | null> {
  const [row] = await selectBatches(db).where(eq(sowingBatches.id, id));
  return row ? view(row) : null;
}

/** Batches still growing, the first to be ready first. */
export async function listGrowingBatches(db: DbOrTx): Promise<SowingBatchView[]> {
  const rows = await selectBatches(db)
    .where(eq(sowingBatches.status, 'growing'))
    .orderBy(asc(sowingBatches.expectedReadyOn), asc(products.name), asc(sowingBatches.createdAt));
  return rows.map(view);
}

/** Batches marked ready or failed since `since`, newest first: what staff did lately. */
export async function listClosedBatches(db: DbOrTx, since: string): Promise<SowingBatchView[]> {
  const rows = await selectBatches(db)
    .where(and(inArray(sowingBatches.status, ['ready', 'failed']), gte(sowingBatches.closedOn, since)))
    .orderBy(desc(sowingBatches.closedOn), desc(sowingBatches.updatedAt));
  return rows.map(view);
}

/**
 * Records trays sown: growing from now, expected ready on the sown day + the product's raising days
 * (slow end), bringing the seedlings sown less the loss allowance. Both figures are kept with the
 * batch as they are today.
 */
export async function sowBatch(db: Db, input: { batch: SowBatchInput; actor: string; today: string; sownSms?: boolean }): Promise<SowingBatchView> {
  const { productId, trays, note } = input.batch;
  const sownOn = input.batch.sownOn ?? input.today;
  if (sownOn > input.today) throw new ServiceError('sown_in_future');
  // A batch cannot be older than the longest raising time: an older day is a typing slip (2025 for 2026).
  if (sownOn < addDays(input.today, -GROWING_LIMITS.raisingDays.max)) throw new ServiceError('sown_too_long_ago');
  return db.transaction(async (tx) => {
    // A sowing changes the week's room: bookings checking it wait.
    await lockCapacity(tx);
    const figures = await getGrowingFigures(tx, productId);
    if (!figures) throw new ServiceError('product_not_found');
    const seedlingsSown = input.batch.seedlingsSown ?? trays * figures.sowingTrayCells;
    const [created] = await tx
      .insert(sowingBatches)
      .values({
        productId,
        trays,
        seedlingsSown,
        expectedSeedlings: expectedSeedlings(seedlingsSown, figures.lossPercent),
        sownOn,
        expectedReadyOn: expectedReadyOn(sownOn, figures.raisingDaysMax),
        note: note ?? '',
        sownBy: input.actor,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    const bookings = await assignBookingsToBatch(tx, created, { sownSms: input.sownSms ?? false });
    await audit(tx, {
      actor: input.actor,
      action: 'sowing.sow',
      targetType: 'sowing_batch',
      targetId: created.id,
      after: {
        productId,
        trays,
        seedlingsSown,
        expectedSeedlings: created.expectedSeedlings,
        sownOn,
        expectedReadyOn: created.expectedReadyOn,
        note: created.note,
        figures: { raisingDaysMax: figures.raisingDaysMax, lossPercent: figures.lossPercent },
        bookings,
      },
    });
    const batch = await getBatch(tx, created.id);
    if (!batch) throw new Error('batch vanished');
    return batch;
  });
}

/** The batch's row, locked until the transaction ends: two staff acting on one batch take turns. */
async function lockBatch(tx: Tx, id: string) {
  const [row] = await tx.select().from(sowingBatches).where(eq(sowingBatches.id, id)).for('update');
  if (!row) throw new ServiceError('batch_not_found');
  return row;
}

export interface ReadyResult {
  batch: SowingBatchView;
  /** False when it was already ready: nothing was added again. */
  changed: boolean;
  stockAdded: number;
  /** The product's ready stock after. */
  stock: number;
}

/**
 * Marks a growing batch ready: its expected seedlings (in the product's unit) join the ready stock as
 * one stock movement tied to the batch. Idempotent and race-safe: the batch row is locked first, so a
 * second staff member marking it at the same moment waits, then finds it ready and adds nothing; the
 * unique index on the movement's batch is the database's own guard behind that.
 */
export async function markBatchReady(db: Db, input: { id: string; actor: string; today: string }): Promise<ReadyResult> {
  return db.transaction(async (tx) => {
    const current = await lockBatch(tx, input.id);
    if (current.status === 'failed') throw new ServiceError('batch_failed');
    const stockNow = async () => (await tx.select({ stock: products.stock }).from(products).where(eq(products.id, current.productId)))[0]?.stock ?? 0;
    if (current.status === 'ready') {
      const batch = await getBatch(tx, input.id);
      if (!batch) throw new Error('batch vanished');
      return { batch, changed: false, stockAdded: 0, stock: await stockNow() };
    }
    const bookings = await lockBookingsOfBatch(tx, input.id);
    const [product] = await tx.select({ traySize: products.traySize }).from(products).where(eq(products.id, current.productId));
    const units = seedlingsToUnits(current.expectedSeedlings, product?.traySize ?? null);
    const closedOn = input.today > current.sownOn ? input.today : current.sownOn;
    await tx
      .update(sowingBatches)
      .set({ status: 'ready', closedOn, closedBy: input.actor, stockAdded: units, updatedAt: sql`now()` })
      .where(and(eq(sowingBatches.id, input.id), eq(sowingBatches.status, 'growing')));
    let stock = await stockNow();
    if (units > 0) {
      const after = await moveStock(tx, {
        productId: current.productId,
        change: units,
        reason: `Sowing batch ready: ${current.trays} trays sown ${current.sownOn}`,
        actor: input.actor,
        sowingBatchId: input.id,
      });
      if (after === null) throw new Error(`stock refused ${units} from batch ${input.id}`);
      stock = after;
    }
    // The bookings it was sown for take their seedlings first, and their farmers are told.
    const filled = await fillBookingsFromBatch(tx, current, bookings, input.today);
    if (filled > 0) stock = await stockNow();
    await audit(tx, {
      actor: input.actor,
      action: 'sowing.ready',
      targetType: 'sowing_batch',
      targetId: input.id,
      before: { status: 'growing' },
      after: { status: 'ready', closedOn, stockAdded: units, stockAfter: stock, bookingLinesFilled: filled },
    });
    const batch = await getBatch(tx, input.id);
    if (!batch) throw new Error('batch vanished');
    return { batch, changed: true, stockAdded: units, stock };
  });
}

/** Marks a growing batch failed, with why. Nothing joins the stock; marking it again changes nothing. */
export async function markBatchFailed(
  db: Db,
  input: { id: string; note: string; actor: string; today: string },
): Promise<{ batch: SowingBatchView; changed: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockBatch(tx, input.id);
    if (current.status === 'ready') throw new ServiceError('batch_already_ready');
    if (current.status === 'growing') {
      const closedOn = input.today > current.sownOn ? input.today : current.sownOn;
      await tx
        .update(sowingBatches)
        .set({ status: 'failed', closedOn, closedBy: input.actor, failureNote: input.note, updatedAt: sql`now()` })
        .where(eq(sowingBatches.id, input.id));
      // Every booking it was to fill gets its money back in its wallet, and its farmer is told.
      const bookingsRefunded = await refundBookingsOfFailedBatch(tx, input.id, input.actor);
      await audit(tx, {
        actor: input.actor,
        action: 'sowing.fail',
        targetType: 'sowing_batch',
        targetId: input.id,
        before: { status: 'growing' },
        after: { status: 'failed', closedOn, note: input.note, bookingsRefunded },
      });
    }
    const batch = await getBatch(tx, input.id);
    if (!batch) throw new Error('batch vanished');
    return { batch, changed: current.status === 'growing' };
  });
}

export interface PlanView extends SowingPlan {
  today: string;
  capacityTraysPerWeek: number;
}

/** The plan from `from`'s week for `weeks` weeks: its inputs (loadPlanInputs) and the demand booked (bookedDemand unless given). */
export async function planSowing(
  db: DbOrTx,
  input: { today: string; from?: string; weeks: number; capacityTraysPerWeek: number; demand?: BookedDemand },
): Promise<PlanView> {
  const inputs = await loadPlanInputs(db, input);
  const demand = input.demand ?? (await bookedDemand(db));
  const plan = sowingPlan({
    today: input.today,
    from: input.from,
    weeks: input.weeks,
    capacityTraysPerWeek: input.capacityTraysPerWeek,
    sownTraysByWeek: inputs.sownTraysByWeek,
    products: inputs.products.map((p) => ({ ...p, demandByWeek: demand.get(p.productId) ?? {} })),
  });
  return { ...plan, today: input.today, capacityTraysPerWeek: input.capacityTraysPerWeek };
}

/** The earliest day the nursery can supply `quantity` of a product (see readyFrom in lib/growing.ts). */
export async function readyFromFor(db: DbOrTx, input: { productId: string; quantity: number; today: string }): Promise<ReadyFrom> {
  const [product] = await db
    .select({ stock: products.stock, traySize: products.traySize, raisingDaysMax: products.raisingDaysMax })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw new ServiceError('product_not_found');
  const growing = await db
    .select({ expectedReadyOn: sowingBatches.expectedReadyOn, expectedSeedlings: sowingBatches.expectedSeedlings })
    .from(sowingBatches)
    .where(and(eq(sowingBatches.productId, input.productId), eq(sowingBatches.status, 'growing')));
  return readyFrom(
    {
      readyStock: product.stock,
      raisingDaysMax: product.raisingDaysMax,
      growing: growing.map((g) => ({ expectedReadyOn: g.expectedReadyOn, expectedUnits: seedlingsToUnits(g.expectedSeedlings, product.traySize) })),
    },
    input.quantity,
    input.today,
  );
}

/** Growing batches due on or before `day`: what to check and mark ready today. */
export function dueBy(batches: readonly SowingBatchView[], day: string): SowingBatchView[] {
  return batches.filter((b) => b.expectedReadyOn <= day);
}

export interface SowableProduct {
  id: string;
  /** The name staff know it by, the tray size said for a product sold by the tray. */
  label: string;
  sowingTrayCells: number;
  active: boolean;
}

/** Every product, for the "record a batch sown" form: shown ones first, then hidden ones, by name. */
export async function listSowableProducts(db: DbOrTx): Promise<SowableProduct[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, traySize: products.traySize, sowingTrayCells: products.sowingTrayCells, active: products.active })
    .from(products)
    .orderBy(desc(products.active), asc(products.name), sql`${products.traySize} asc nulls first`, asc(products.slug));
  return rows.map((r) => ({
    id: r.id,
    label: r.traySize ? `${r.name} (tray of ${r.traySize})` : r.name,
    sowingTrayCells: r.sowingTrayCells,
    active: r.active,
  }));
}
