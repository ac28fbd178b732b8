'use server';

import { fieldMessages } from '@/lib/form-errors';
import { contactSchema, type ContactFormState } from '@/lib/schemas/contact';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { saveContactMessage } from '@/lib/server/services/contact';

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The contact form's only write: validated with the shared zod schema, stored, confirmed. */
export async function sendContactMessage(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values = { name: field(form, 'name'), phone: field(form, 'phone'), email: field(form, 'email'), message: field(form, 'message') };
  // The page's language comes with the form: a server action has no [locale] segment of its own.
  const locale = field(form, 'locale');
  const t = await getTranslations({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, namespace: 'contact' });
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return { status: 'invalid', message: t('fixFields'), fieldErrors: fieldMessages(parsed.error, 'top'), values };
  }
  try {
    await saveContactMessage(getDb(), parsed.data);
  } catch (error) {
    console.error('[contact] could not store message:', error instanceof Error ? error.message : error);
    return { status: 'failed', message: t('failed'), fieldErrors: {}, values };
  }
  return { status: 'sent', message: t('sent'), fieldErrors: {}, values: { name: '', phone: '', email: '', message: '' } };
}
