import { ClientMessages } from '@/components/i18n/client-messages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VerifyEmailPanel } from '@/components/auth/verify-email-panel';
import { safeReturnPath } from '@/lib/auth/return-path';
import { AUTH_NAMESPACES } from '@/lib/i18n/auth-namespaces';
import { localePath } from '@/lib/i18n/locales';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/pick';
import { firstParam } from '@/lib/search-params';
import { pageLocale } from '@/lib/server/page-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth.meta' });
  return { title: t('verifyTitle'), robots: { index: false } };
}

export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth.verify' });
  const query = await searchParams;
  return (
    <div className="mx-auto max-w-md space-y-6">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      <ClientMessages locale={locale} namespaces={[...LAYOUT_NAMESPACES, ...AUTH_NAMESPACES]}>
        <VerifyEmailPanel
          next={safeReturnPath(firstParam(query.next), localePath(locale, '/dashboard'))}
          unknownReferral={firstParam(query.referral)?.slice(0, 12) ?? null}
        />
      </ClientMessages>
    </div>
  );
}
