import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/pick';

/**
 * The words the client islands below it read, in the page's language: only the namespaces named, never
 * the whole catalogue. The language is passed, not read from the request: a layout's and a
 * page's requests do not always share next-intl's cached locale, and English would fill the gap.
 */
export async function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  const messages = pickMessages(await getMessages({ locale }), namespaces);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
