import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../auth/password';
import { LOCALES } from '../i18n/locales';
import { nameSchema, optionalKenyanPhone } from './profile';
import { secretText, text, token } from './text';

/** A referral code as the shop prints them: 6 to 12 letters and digits, any case typed. */
export const referralCodeSchema = text({ max: 12, tooLong: 'That referral code is not valid' })
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || /^[A-Z0-9]{6,12}$/.test(v), 'That referral code is not valid')
  .transform((v) => (v === '' ? null : v));

export const emailSchema = text({ max: 200 }).pipe(z.email('Please enter a valid e-mail address'));

/** The registration form (rules the spec leaves open: valid e-mail, password of 8+, name required). */
export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: secretText({
    min: MIN_PASSWORD_LENGTH,
    max: 128,
    tooShort: `Please use at least ${MIN_PASSWORD_LENGTH} characters`,
    tooLong: 'Please use at most 128 characters',
  }),
  phone: optionalKenyanPhone,
  referralCode: referralCodeSchema,
});

export const signInSchema = z.object({
  email: emailSchema,
  password: secretText({ min: 1, max: 128, tooShort: 'Please enter your password' }),
});

/** What the browser sends to open a server session; `signup` is used only when the profile is new. */
export const sessionRequestSchema = z.strictObject({
  idToken: token(8192).min(20),
  signup: z
    .strictObject({
      // Google sign-up sends no name (the Google account's is used) but may carry a referral code.
      name: nameSchema.optional(),
      phone: optionalKenyanPhone,
      referralCode: referralCodeSchema,
    })
    .optional(),
  /** The language of the page signed in on: a new profile starts in it. */
  locale: z.enum(LOCALES).optional(),
});

export type RegisterInput = z.input<typeof registerSchema>;
