import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PhoneConfirm } from '@/components/account/phone-confirm';
import { ProfileForm } from '@/components/account/profile-form';
import { ReferralShare } from '@/components/account/referral-share';
import { Statement } from '@/components/wallet/statement';
import { OrderList } from '@/components/orders/order-list';
import { Avatar } from '@/components/auth/avatar-menu';
import { AppLink } from '@/components/ui/app-link';
import { greetingName } from '@/lib/auth/display-name';
import { formatKes } from '@/lib/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { requireAccountViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { listOrders } from '@/lib/server/services/orders';
import { walletStatement } from '@/lib/server/services/wallet';
import { toProfile } from '@/lib/server/services/users';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'dashboard' });
  return { title: t('title'), robots: { index: false } };
}

export default async function DashboardPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('dashboard');
  const ownSeed = await getTranslations('ownSeed');
  const { user } = await requireAccountViewer();
  const profile = toProfile(user);
  const [latestOrders, latestMoney] = await Promise.all([listOrders(getDb(), user.uid, 3), walletStatement(getDb(), user.uid, { limit: 3 })]);
  // A friend invited from a Kiswahili page registers in Kiswahili.
  const referralLink = new URL(localePath(locale, `/register?ref=${user.referralCode}`), env().SITE_URL).toString();
  return (
    <div className="space-y-8">
      <div className="flex items-center gap-4">
        <Avatar user={profile} size={56} />
        {/* min-w-0 and break-all: a long e-mail wraps instead of pushing the page sideways on a phone. */}
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words">{t('greeting', { name: greetingName(profile.name, profile.email) })}</h1>
          <p className="break-all text-muted">{profile.email}</p>
        </div>
      </div>

      <section aria-labelledby="money-heading" className="grid gap-4 sm:grid-cols-2">
        <h2 id="money-heading" className="sr-only">
          {t('moneyHeading')}
        </h2>
        <div className="rounded-xl border border-line p-5">
          <p className="text-sm text-subtle">{t('walletBalance')}</p>
          <p className="text-xl font-bold" data-testid="wallet-balance">
            {formatKes(user.walletBalanceCents)}
          </p>
          <AppLink href="/wallet" className="mt-2 inline-flex min-h-11 items-center text-brand underline">
            {t('openWallet')}
          </AppLink>
        </div>
        <div className="rounded-xl border border-line p-5">
          <p className="text-sm text-subtle">{t('referralPoints')}</p>
          <p className="text-xl font-bold" data-testid="referral-points">
            {user.referralPoints}
          </p>
          <p className="mt-2 text-sm">{t.rich('referralCode', { code: user.referralCode, b: (chunks) => <strong>{chunks}</strong> })}</p>
        </div>
      </section>

      <section aria-labelledby="referral-heading" className="space-y-2">
        <h2 id="referral-heading" className="text-xl font-bold">
          {t('inviteHeading')}
        </h2>
        <ReferralShare link={referralLink} />
      </section>

      <section aria-labelledby="money-latest-heading" className="space-y-3">
        <h2 id="money-latest-heading" className="text-xl font-bold">
          {t('latestMoney')}
        </h2>
        <Statement lines={latestMoney.lines} />
      </section>

      <section aria-labelledby="orders-heading" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="orders-heading" className="text-xl font-bold">
            {t('latestOrders')}
          </h2>
          <AppLink href="/orders" className="inline-flex min-h-11 items-center text-brand underline">
            {t('allOrders')}
          </AppLink>
        </div>
        <OrderList orders={latestOrders} />
        <AppLink href="/own-seed" className="inline-flex min-h-11 items-center text-brand underline">
          {ownSeed('heading')}
        </AppLink>
      </section>

      <section aria-labelledby="profile-heading" className="max-w-lg space-y-4">
        <h2 id="profile-heading" className="text-xl font-bold">
          {t('detailsHeading')}
        </h2>
        <ProfileForm profile={profile} />
      </section>

      <section aria-labelledby="ussd-heading" className="max-w-lg space-y-4">
        <h2 id="ussd-heading" className="text-xl font-bold">
          {t('ussdHeading')}
        </h2>
        <PhoneConfirm phone={profile.phone} confirmed={profile.phoneConfirmed} serviceCode={env().USSD_SERVICE_CODE} />
      </section>
    </div>
  );
}
