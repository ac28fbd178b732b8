import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/account-namespaces';
import type { Locale } from '@/lib/i18n/locales';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/pick';
import { requireAccountViewer } from '@/lib/server/auth/viewer';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * Signed in with a verified e-mail, checked on the server before anything renders (spec section 2).
 * Pages call the same guard for their data; it reads the session once per request. The account's
 * client islands get their words here, on top of the layout's (the root layout checked the locale).
 */
export default async function AccountLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAccountViewer();
  return (
    <ClientMessages locale={locale} namespaces={[...LAYOUT_NAMESPACES, ...ACCOUNT_NAMESPACES]}>
      {children}
    </ClientMessages>
  );
}
