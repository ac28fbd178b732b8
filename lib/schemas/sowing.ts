import { z } from 'zod';
import { GROWING_LIMITS, PLAN_WEEKS, type GrowingFigures } from '../growing';
import { dayField } from './day';
import { reasonSchema } from './admin';
import { text } from './text';

/**
 * The nursery's side of "grown to order": a product's growing figures, a batch sown, a
 * batch failed, and the plan's export. Shared by the back office's forms and its route handlers;
 * numbers may come as a form's strings or as JSON numbers.
 */

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const { raisingDays, lossPercent, sellableDays, sowingTrayCells } = GROWING_LIMITS;

const RAISING_ORDER = 'The fewest days cannot be more than the most days';

/** PATCH /api/admin/products/{id}/growing: all five figures, the raising range in order. */
export const growingFiguresSchema = z
  .strictObject({
    raisingDaysMin: wholeNumber(`Enter the fewest days from sowing to ready (${raisingDays.min} to ${raisingDays.max})`, raisingDays.min, raisingDays.max),
    raisingDaysMax: wholeNumber(`Enter the most days from sowing to ready (${raisingDays.min} to ${raisingDays.max})`, raisingDays.min, raisingDays.max),
    lossPercent: wholeNumber(
      `Enter the germination and loss allowance in percent (${lossPercent.min} to ${lossPercent.max})`,
      lossPercent.min,
      lossPercent.max,
    ),
    sellableDays: wholeNumber(
      `Enter the days a ready seedling stays sellable (${sellableDays.min} to ${sellableDays.max})`,
      sellableDays.min,
      sellableDays.max,
    ),
    sowingTrayCells: wholeNumber(
      `Enter the cells in one sowing tray (${sowingTrayCells.min} to ${sowingTrayCells.max})`,
      sowingTrayCells.min,
      sowingTrayCells.max,
    ),
  })
  .refine((v) => v.raisingDaysMin <= v.raisingDaysMax, { path: ['raisingDaysMin'], message: RAISING_ORDER }) satisfies z.ZodType<GrowingFigures>;

export const MAX_BATCH_TRAYS = 1000;

/** A day by the one parser: staff forms and the plan export refuse 0000-01-01 as they refuse 2026-02-30. */
const date = dayField;

/** POST /api/admin/sowing/batches: a batch sown; the seedlings default to trays × the product's tray cells, the day to today. */
export const sowBatchSchema = z.strictObject({
  productId: z.uuid('Please choose a product'),
  trays: wholeNumber(`Enter the trays sown (1 to ${MAX_BATCH_TRAYS})`, 1, MAX_BATCH_TRAYS),
  seedlingsSown: z
    .union([z.literal('').transform(() => undefined), wholeNumber('Enter the seedlings sown (1 to 1,000,000)', 1, 1_000_000)], {
      error: 'Enter the seedlings sown (1 to 1,000,000)',
    })
    .optional(),
  sownOn: z
    .union([z.literal('').transform(() => undefined), date('Enter the day it was sown as YYYY-MM-DD')], { error: 'Enter the day it was sown as YYYY-MM-DD' })
    .optional(),
  note: text({ max: 500, multiline: true, tooLong: 'Please keep the note under 500 characters' }).optional(),
});
export type SowBatchInput = z.output<typeof sowBatchSchema>;

/** POST /api/admin/sowing/batches/{id}/failed: why, for the audit log and whoever re-plans. */
export const failBatchSchema = z.strictObject({ note: reasonSchema });

export const batchIdSchema = z.uuid('Batch not found');

export const MAX_PLAN_WEEKS = 26;

/** GET /api/admin/sowing/plan: from which day (this week by default) and for how many weeks. */
export const planQuerySchema = z.object({
  from: date('Give "from" as a date, YYYY-MM-DD').optional(),
  weeks: wholeNumber(`Give "weeks" as a whole number from 1 to ${MAX_PLAN_WEEKS}`, 1, MAX_PLAN_WEEKS).default(PLAN_WEEKS),
});
