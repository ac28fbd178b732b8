import { z } from 'zod';
import { checkout } from '../messages/checkout';
import { normalizeSpecPhone } from '../phone';
import { text } from './text';

/** The contact form, shared by the form's field messages and the server action. */
export const contactSchema = z
  .object({
    name: text({ max: 100, tooLong: 'Please keep your name under 100 characters' }).min(1, 'Please enter your name'),
    phone: text({ max: 20, tooLong: checkout.invalidPhone }).transform((v, ctx) => {
      if (v === '') return null;
      const phone = normalizeSpecPhone(v);
      if (!phone) ctx.addIssue({ code: 'custom', message: checkout.invalidPhone });
      return phone;
    }),
    email: text({ max: 200 })
      .transform((v) => (v === '' ? null : v))
      .pipe(z.email('Please enter a valid e-mail address').nullable()),
    message: text({ max: 2000, multiline: true, tooLong: 'Please keep your message under 2,000 characters' }).min(
      10,
      'Please write at least 10 characters so we can help',
    ),
  })
  .refine((v) => v.phone !== null || v.email !== null, {
    message: 'Please give a phone number or an e-mail address so we can reply',
    path: ['phone'],
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** What the contact form's server action answers: the form shows it and keeps what was typed. */
export interface ContactFormState {
  status: 'idle' | 'sent' | 'invalid' | 'failed';
  message: string;
  fieldErrors: Partial<Record<'name' | 'phone' | 'email' | 'message', string>>;
  /** What the person typed, returned so nothing is lost when a field needs fixing. */
  values: Record<'name' | 'phone' | 'email' | 'message', string>;
}
