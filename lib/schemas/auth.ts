import { z } from 'zod';
import { nameSchema, optionalKenyanPhone } from './profile';

export const MIN_PASSWORD_LENGTH = 8;

/** A referral code as the shop prints them: 6 to 12 letters and digits, any case typed. */
export const referralCodeSchema = z
  .string()
  .trim()
  .max(12, 'That referral code is not valid')
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || /^[A-Z0-9]{6,12}$/.test(v), 'That referral code is not valid')
  .transform((v) => (v === '' ? null : v));

export const emailSchema = z.string().trim().max(200).pipe(z.email('Please enter a valid e-mail address'));

/** The registration form (rules the spec leaves open: valid e-mail, password of 8+, name required). */
export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: z.string().min(MIN_PASSWORD_LENGTH, `Please use at least ${MIN_PASSWORD_LENGTH} characters`).max(128, 'Please use at most 128 characters'),
  phone: optionalKenyanPhone,
  referralCode: referralCodeSchema,
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password'),
});

/** What the browser sends to open a server session; `signup` is used only when the profile is new. */
export const sessionRequestSchema = z.strictObject({
  idToken: z.string().min(20).max(8192),
  signup: z
    .strictObject({
      // Google sign-up sends no name (the Google account's is used) but may carry a referral code.
      name: nameSchema.optional(),
      phone: optionalKenyanPhone,
      referralCode: referralCodeSchema,
    })
    .optional(),
});

export type RegisterInput = z.input<typeof registerSchema>;
