import { ClientMessages } from '@/components/i18n/client-messages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';
import { safeReturnPath, verifyEmailUrl } from '@/lib/auth/return-path';
import { AUTH_NAMESPACES } from '@/lib/i18n/auth-namespaces';
import { localePath } from '@/lib/i18n/locales';
import { getViewer } from '@/lib/server/auth/viewer';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/pick';
import { firstParam } from '@/lib/search-params';
import { pageLocale } from '@/lib/server/page-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth.meta' });
  return { title: t('loginTitle'), robots: { index: false } };
}

/**
 * Rendered per request, so the form arrives in the HTML with its return path: nothing jumps when it
 * loads. A farmer still signed in is told so in that HTML, with the way on.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth.login' });
  const dashboard = localePath(locale, '/dashboard');
  const next = safeReturnPath(firstParam((await searchParams).next), dashboard);
  const viewer = await getViewer();
  const signedIn = viewer && {
    who: viewer.user.name || viewer.user.email || '',
    // Unverified, the account pages would send them to verification: the way on goes there at once.
    continueTo: viewer.identity.emailVerified ? next : verifyEmailUrl(next, locale),
    toDashboard: next === dashboard,
  };
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      <ClientMessages locale={locale} namespaces={[...LAYOUT_NAMESPACES, ...AUTH_NAMESPACES]}>
        <LoginForm next={next} signedIn={signedIn} />
      </ClientMessages>
    </div>
  );
}
