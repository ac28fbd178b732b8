import { z } from 'zod';
import { KENYAN_COUNTIES } from '../counties';
import { specPhoneSchema } from './payment';
import { text } from './text';

/** A reason staff must give: short answers like "ok" help nobody reading the audit log later. */
export const reasonSchema = text({ max: 500, multiline: true, tooLong: 'Please keep the reason under 500 characters' }).min(
  5,
  'Please give a reason (at least 5 characters)',
);

/** KES with at most 2 decimals, as typed into a form. */
const kesAmount = z
  .number()
  .finite()
  // Floats cannot hold 0.1 exactly: "at most 2 decimals" means within a millionth of a whole cent.
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most 2 decimals');

export const refundSchema = z.strictObject({
  amount: kesAmount.refine((v) => v > 0, 'The refund must be more than KES 0.00'),
  reason: reasonSchema,
  requestId: z.uuid(),
});

export const resendPromptSchema = z.strictObject({ phone: specPhoneSchema.optional() });

export const resolvePaymentSchema = z.strictObject({
  outcome: z.enum(['paid', 'not_paid']),
  reason: reasonSchema,
  receipt: text({ max: 20 })
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, 'An M-Pesa receipt is 10 letters and digits')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const zoneSchema = z.strictObject({
  fee: kesAmount.refine((v) => v >= 0 && v <= 100_000, 'The fee must be between KES 0 and KES 100,000'),
  eta: text({ max: 60, tooLong: 'Please keep this under 60 characters' }),
  active: z.boolean(),
});

export const countySchema = z.enum(KENYAN_COUNTIES, 'County not found');

export const pickupPointSchema = z.strictObject({
  name: text({ max: 100 }).min(2, 'Please give the pickup point a name'),
  address: text({ max: 300, multiline: true }).min(5, 'Please give an address a farmer can find'),
  nameSw: text({ max: 100 }).default(''),
  addressSw: text({ max: 300, multiline: true }).default(''),
  hours: text({ max: 200 }),
  hoursSw: text({ max: 200 }).default(''),
  active: z.boolean(),
});

export const adjustmentSchema = z.strictObject({
  amount: kesAmount.refine((v) => v !== 0 && Math.abs(v) <= 100_000, 'The amount must be non-zero and at most KES 100,000 either way'),
  reason: reasonSchema,
  requestId: z.uuid(),
});
