import { z } from 'zod';
import { PAYMENT_PLANS } from '../booking';
import { KENYAN_COUNTIES } from '../counties';
import { checkout } from '../messages/checkout';
import { kesToCents } from '../money';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '../orders';
import { OWN_SEED_LIMITS } from '../own-seed';
import { dayField } from './day';
import { text } from './text';

/**
 * The propagation service: the farmer's booking to have their own seed raised, and the
 * nursery's records of the seed received and the seedlings delivered. Numbers may come as a form's
 * strings or as JSON numbers.
 */

const SPEC_PHONE = /^\+254\d{9}$/;

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** A day by the one parser. */
const date = dayField;

const { seedCount, seedlings, variety, germinationPercent, feeCents } = OWN_SEED_LIMITS;

export const SEED_COUNT_MESSAGE = `Enter the seeds you will bring (${seedCount.min} to ${seedCount.max.toLocaleString('en-KE')})`;
export const SEEDLINGS_MESSAGE = `Enter the seedlings you want (${seedlings.min} to ${seedlings.max.toLocaleString('en-KE')})`;
export const MORE_THAN_SEEDS_MESSAGE = 'You cannot get more seedlings than the seeds you bring';

/** POST /api/own-seed: a farmer books the raising of their own seed. */
export const ownSeedBookingSchema = z
  .strictObject({
    productId: z.uuid('Please choose a crop'),
    variety: text({ max: variety.max, invalid: 'Please enter the variety', tooLong: `Please keep the variety under ${variety.max} characters` }).min(
      1,
      'Please enter the variety',
    ),
    seedCount: wholeNumber(SEED_COUNT_MESSAGE, seedCount.min, seedCount.max),
    seedlings: wholeNumber(SEEDLINGS_MESSAGE, seedlings.min, seedlings.max),
    dropOffDate: date('Please choose the day you bring the seed (YYYY-MM-DD)'),
    plantingDate: date('Please choose a planting date (YYYY-MM-DD)'),
    paymentPlan: z.enum(PAYMENT_PLANS, 'Please choose to pay in full or a deposit'),
    paymentMethod: z.enum(PAYMENT_METHODS, 'Please choose how to pay'),
    /** The total the farmer was shown, KES: a fee changed meanwhile is refused, never charged unseen. */
    total: z.number().finite().nonnegative().max(10_000_000),
    deliveryMethod: z.enum(DELIVERY_METHODS).default('pickup'),
    deliveryCounty: z.enum(KENYAN_COUNTIES).nullish(),
    pickupPointId: z.number().int().positive().nullish(),
    deliveryAddress: text({ max: 500, multiline: true, tooLong: 'Please keep the address under 500 characters' }).default(''),
    phone: text({ max: 20, tooLong: checkout.invalidPhone }).regex(SPEC_PHONE, checkout.invalidPhone),
    /** The three care SMS after the seedlings are collected; left out, no. */
    careTips: z.boolean('Care tips are yes or no').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.seedlings > b.seedCount) ctx.addIssue({ code: 'custom', path: ['seedlings'], message: MORE_THAN_SEEDS_MESSAGE });
    if (b.deliveryMethod === 'delivery') {
      if (!b.deliveryCounty) ctx.addIssue({ code: 'custom', path: ['deliveryCounty'], message: 'Please choose your county' });
      if (b.deliveryAddress === '') ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: checkout.enterAddress });
    } else if (!b.pickupPointId) {
      ctx.addIssue({ code: 'custom', path: ['pickupPointId'], message: 'Please choose where to pick up' });
    }
  });
export type OwnSeedBookingInput = z.output<typeof ownSeedBookingSchema>;

const optionalDate = (message: string) => z.union([z.literal('').transform(() => undefined), date(message)], { error: message }).optional();

/** POST /api/admin/own-seed/{orderId}/received: the seeds counted in, the germination test if one was made. */
export const seedReceivedSchema = z.strictObject({
  seedReceivedCount: wholeNumber(`Enter the seeds received (0 to ${seedCount.max.toLocaleString('en-KE')})`, 0, seedCount.max),
  germinationPercent: z
    .union([z.null(), z.literal('').transform(() => null), wholeNumber('Enter the germination test in percent (0 to 100)', 0, germinationPercent.max)], {
      error: 'Enter the germination test in percent (0 to 100)',
    })
    .optional(),
  receivedOn: optionalDate('Enter the day the seed came in as YYYY-MM-DD'),
});
export type SeedReceivedInput = z.output<typeof seedReceivedSchema>;

/** POST /api/admin/own-seed/{orderId}/delivered: the seedlings handed over. */
export const seedlingsDeliveredSchema = z.strictObject({
  deliveredCount: wholeNumber(`Enter the seedlings delivered (0 to ${seedCount.max.toLocaleString('en-KE')})`, 0, seedCount.max),
});

/** POST /api/admin/own-seed/{orderId}/ready {}: the seedlings are ready; nothing to send. */
export const ownSeedReadySchema = z.strictObject({});

const FEE_MESSAGE = 'Enter the fee per seedling in KES with at most 2 decimals (e.g. 1.50), or leave it empty for "not offered"';

/** PATCH /api/admin/products/{id}/own-seed-fee {fee}: KES per seedling, or '' / null for "not offered". */
export const ownSeedFeeSchema = z.strictObject({
  fee: z
    .union([
      z.null(),
      z.literal('').transform(() => null),
      z
        .union([z.number(), text({ max: 12 })], { error: FEE_MESSAGE })
        .transform((v) => String(v).trim())
        .pipe(text({ max: 12 }).regex(/^\d{1,4}(\.\d{1,2})?$/, FEE_MESSAGE))
        .transform((v) => kesToCents(Number(v)))
        .pipe(z.number().min(feeCents.min, FEE_MESSAGE).max(feeCents.max, FEE_MESSAGE)),
    ])
    .transform((v) => v),
});
export type OwnSeedFeeInput = z.output<typeof ownSeedFeeSchema>;
