import type { Metadata } from 'next';
import { ProfileForm } from '@/components/account/profile-form';
import { ReferralShare } from '@/components/account/referral-share';
import { Statement } from '@/components/wallet/statement';
import { OrderList } from '@/components/orders/order-list';
import { Avatar } from '@/components/auth/avatar-menu';
import { AppLink } from '@/components/ui/app-link';
import { greetingName } from '@/lib/auth/display-name';
import { formatKes } from '@/lib/format';
import { requireAccountViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { listOrders } from '@/lib/server/services/orders';
import { walletStatement } from '@/lib/server/services/wallet';
import { toProfile } from '@/lib/server/services/users';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

export default async function DashboardPage() {
  const { user } = await requireAccountViewer();
  const profile = toProfile(user);
  const [latestOrders, latestMoney] = await Promise.all([listOrders(getDb(), user.uid, 3), walletStatement(getDb(), user.uid, { limit: 3 })]);
  const referralLink = new URL(`/register?ref=${user.referralCode}`, env().SITE_URL).toString();
  return (
    <div className="space-y-8">
      <div className="flex items-center gap-4">
        <Avatar user={profile} size={56} />
        <div>
          <h1 className="text-2xl font-bold">Karibu, {greetingName(profile.name, profile.email)}!</h1>
          <p className="text-neutral-700 dark:text-neutral-300">{profile.email}</p>
        </div>
      </div>

      <section aria-labelledby="money-heading" className="grid gap-4 sm:grid-cols-2">
        <h2 id="money-heading" className="sr-only">
          Wallet and points
        </h2>
        <div className="rounded-xl border border-neutral-200 p-5 dark:border-neutral-700">
          <p className="text-sm text-neutral-600 dark:text-neutral-300">Wallet balance</p>
          <p className="text-2xl font-bold" data-testid="wallet-balance">
            {formatKes(user.walletBalanceCents)}
          </p>
          <AppLink href="/wallet" className="mt-2 inline-flex min-h-11 items-center font-semibold text-leaf-700 underline dark:text-leaf-100">
            Open wallet
          </AppLink>
        </div>
        <div className="rounded-xl border border-neutral-200 p-5 dark:border-neutral-700">
          <p className="text-sm text-neutral-600 dark:text-neutral-300">Referral points</p>
          <p className="text-2xl font-bold" data-testid="referral-points">
            {user.referralPoints}
          </p>
          <p className="mt-2 text-sm">
            Your referral code: <strong>{user.referralCode}</strong>
          </p>
        </div>
      </section>

      <section aria-labelledby="referral-heading" className="space-y-2">
        <h2 id="referral-heading" className="text-xl font-bold">
          Invite a farmer
        </h2>
        <ReferralShare link={referralLink} />
      </section>

      <section aria-labelledby="money-latest-heading" className="space-y-3">
        <h2 id="money-latest-heading" className="text-xl font-bold">
          Latest wallet transactions
        </h2>
        <Statement lines={latestMoney.lines} />
      </section>

      <section aria-labelledby="orders-heading" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="orders-heading" className="text-xl font-bold">
            Latest orders
          </h2>
          <AppLink href="/orders" className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline dark:text-leaf-100">
            All orders
          </AppLink>
        </div>
        <OrderList orders={latestOrders} />
      </section>

      <section aria-labelledby="profile-heading" className="max-w-lg space-y-4">
        <h2 id="profile-heading" className="text-xl font-bold">
          Your details
        </h2>
        <ProfileForm profile={profile} />
      </section>
    </div>
  );
}
