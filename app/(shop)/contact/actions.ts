'use server';

import { fieldMessages } from '@/lib/form-errors';
import { contactSchema, type ContactFormState } from '@/lib/schemas/contact';
import { contact as text } from '@/lib/messages';
import { getDb } from '@/lib/server/db/client';
import { saveContactMessage } from '@/lib/server/services/contact';

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The contact form's only write: validated with the shared zod schema, stored, confirmed. */
export async function sendContactMessage(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values = { name: field(form, 'name'), phone: field(form, 'phone'), email: field(form, 'email'), message: field(form, 'message') };
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return { status: 'invalid', message: text.fixFields, fieldErrors: fieldMessages(parsed.error, 'top'), values };
  }
  try {
    await saveContactMessage(getDb(), parsed.data);
  } catch (error) {
    console.error('[contact] could not store message:', error instanceof Error ? error.message : error);
    return { status: 'failed', message: text.failed, fieldErrors: {}, values };
  }
  return { status: 'sent', message: text.sent, fieldErrors: {}, values: { name: '', phone: '', email: '', message: '' } };
}
