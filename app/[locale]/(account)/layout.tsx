import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { initialsAvatarDataUri } from '@/lib/auth/initials-avatar';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/account-namespaces';
import type { Locale } from '@/lib/i18n/locales';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/pick';
import { ACCOUNT_MARK } from '@/lib/islands/words';
import { requireAccountViewer } from '@/lib/server/auth/viewer';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * Signed in with a verified e-mail, checked on the server before anything renders (spec section 2).
 * Pages call the same guard for their data; it reads the session once per request. The account's
 * client islands get their words here, on top of the layout's (the root layout checked the locale).
 * A hidden mark names the farmer, for the header before the framework boots (issue 14).
 */
export default async function AccountLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { user } = await requireAccountViewer();
  const t = await getTranslations({ locale, namespace: 'signIn' });
  // Until React runs (lib/islands/header.ts), the islands draw the header's account button from this.
  const mark = {
    [ACCOUNT_MARK.label]: t('accountMenu', { name: user.name || user.email || t('you') }),
    [ACCOUNT_MARK.picture]: user.photoUrl || initialsAvatarDataUri(user.name, user.email),
  };
  return (
    <ClientMessages locale={locale} namespaces={[...LAYOUT_NAMESPACES, ...ACCOUNT_NAMESPACES]}>
      <span hidden {...mark} />
      {children}
    </ClientMessages>
  );
}
