import { z } from 'zod';
import { KENYAN_COUNTIES } from '../counties';
import { LOCALES } from '../i18n/locales';
import { checkout } from '../messages/checkout';
import { normalizeSpecPhone } from '../phone';
import { text } from './text';

export const INVALID_PHONE_MESSAGE = checkout.invalidPhone;

/** An optional Kenyan phone: empty means none; anything else is normalised by the spec's rule. */
export const optionalKenyanPhone = text({ max: 20, tooLong: INVALID_PHONE_MESSAGE }).transform((v, ctx) => {
  if (v === '') return null;
  const phone = normalizeSpecPhone(v);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});

export const nameSchema = text({ max: 100, tooLong: 'Please keep your name under 100 characters' }).min(1, 'Please enter your name');

/**
 * What a person may change on their own profile. Strict: role, wallet balance, points, e-mail and
 * verification are not fields here, and sending them is refused rather than silently dropped.
 */
export const profilePatchSchema = z
  .strictObject({
    name: nameSchema,
    phone: optionalKenyanPhone,
    address: text({ max: 500, multiline: true, tooLong: 'Please keep the address under 500 characters' }),
    deliveryCounty: z.union([z.enum(KENYAN_COUNTIES), z.literal('').transform(() => null), z.null()]),
    /** The language chosen with the header's switch. */
    locale: z.enum(LOCALES),
    /** SMS updates about orders, on or off. */
    smsUpdates: z.boolean(),
  })
  .partial();

export type ProfilePatch = z.output<typeof profilePatchSchema>;

/** Asks for a code by SMS to confirm a phone for USSD. */
export const phoneCodeRequestSchema = z.strictObject({
  phone: optionalKenyanPhone.transform((phone, ctx) => {
    if (phone !== null) return phone;
    ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
    return z.NEVER;
  }),
});

/** The 6-digit code from that SMS. */
export const phoneCodeSchema = z.strictObject({
  code: text({ max: 6 }).regex(/^\d{6}$/, 'Please enter the 6-digit code from the SMS'),
});
