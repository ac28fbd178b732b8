import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RedeemForm } from '@/components/wallet/redeem-form';
import { Statement } from '@/components/wallet/statement';
import { TopupForm } from '@/components/wallet/topup-form';
import { formatKes } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { statementPageSchema } from '@/lib/schemas/wallet';
import { requireAccountViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { walletStatement } from '@/lib/server/services/wallet';
import { firstParam } from '@/lib/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'wallet' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /wallet: the balance (KES, 2 decimals), Add money by M-Pesa, points into credit, and the statement
 * newest first, 20 a page (plain links, so paging works without JavaScript), with a CSV download.
 */
export default async function WalletPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations('wallet');
  const { user } = await requireAccountViewer();
  const query = await searchParams;
  const page = statementPageSchema.safeParse({ before: firstParam(query.before) ?? undefined, limit: 20 });
  const before = page.success ? page.data.before : undefined;
  const { lines, nextBefore } = await walletStatement(getDb(), user.uid, { before, limit: 20 });
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <div>
        <h1 className="text-xl font-bold">{t('heading')}</h1>
        <p className="text-3xl font-bold" data-testid="wallet-balance">
          {formatKes(user.walletBalanceCents)}
        </p>
        <p className="mt-1 text-sm text-subtle">{t('creditNote')}</p>
      </div>

      <TopupForm balanceCents={user.walletBalanceCents} phone={user.phone} />

      <section aria-labelledby="points-heading" className="space-y-3">
        <h2 id="points-heading" className="text-xl font-bold">
          {t.rich('pointsHeading', {
            points: String(user.referralPoints),
            count: (chunks) => <span data-testid="referral-points">{chunks}</span>,
          })}
        </h2>
        <RedeemForm points={user.referralPoints} />
      </section>

      <section aria-labelledby="statement-heading" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="statement-heading" className="text-xl font-bold">
            {t('statementHeading')}
          </h2>
          <a href="/api/wallet/statement" className="inline-flex min-h-11 items-center text-brand underline" download>
            {t('downloadCsv')}
          </a>
        </div>
        <Statement lines={lines} olderHref={nextBefore ? `/wallet?before=${nextBefore}` : null} newerHref={before ? '/wallet' : null} />
      </section>
    </div>
  );
}
