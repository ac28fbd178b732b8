import { ClientMessages } from '@/components/i18n/client-messages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';
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
  return { title: t('registerTitle'), robots: { index: false } };
}

export default async function RegisterPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth.register' });
  const query = await searchParams;
  const referralCode = (firstParam(query.ref) ?? '').slice(0, 12);
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      <ClientMessages locale={locale} namespaces={[...LAYOUT_NAMESPACES, ...AUTH_NAMESPACES]}>
        <RegisterForm next={safeReturnPath(firstParam(query.next), localePath(locale, '/dashboard'))} referralCode={referralCode} />
      </ClientMessages>
    </div>
  );
}
