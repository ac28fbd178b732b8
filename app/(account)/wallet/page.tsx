import type { Metadata } from 'next';
import { RedeemForm } from '@/components/wallet/redeem-form';
import { Statement } from '@/components/wallet/statement';
import { TopupForm } from '@/components/wallet/topup-form';
import { formatKes } from '@/lib/format';
import { statementPageSchema } from '@/lib/schemas/wallet';
import { requireAccountViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { walletStatement } from '@/lib/server/services/wallet';
import { firstParam } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Wallet', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /wallet: the balance (KES, 2 decimals), Add money by M-Pesa, points into credit, and the statement
 * newest first, 20 a page (plain links, so paging works without JavaScript), with a CSV download.
 */
export default async function WalletPage({ searchParams }: Props) {
  const { user } = await requireAccountViewer();
  const params = await searchParams;
  const page = statementPageSchema.safeParse({ before: firstParam(params.before) ?? undefined, limit: 20 });
  const before = page.success ? page.data.before : undefined;
  const { lines, nextBefore } = await walletStatement(getDb(), user.uid, { before, limit: 20 });
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Your wallet</h1>
        <p className="text-3xl font-bold" data-testid="wallet-balance">
          {formatKes(user.walletBalanceCents)}
        </p>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
          Shop credit for seedlings: it pays orders, and refunds and rewards land here. It is not paid out as cash.
        </p>
      </div>

      <TopupForm balanceCents={user.walletBalanceCents} />

      <section aria-labelledby="points-heading" className="space-y-3">
        <h2 id="points-heading" className="text-xl font-bold">
          Referral points: <span data-testid="referral-points">{user.referralPoints}</span>
        </h2>
        <RedeemForm points={user.referralPoints} />
      </section>

      <section aria-labelledby="statement-heading" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="statement-heading" className="text-xl font-bold">
            Statement
          </h2>
          <a href="/api/wallet/statement" className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline dark:text-leaf-100" download>
            Download CSV
          </a>
        </div>
        <Statement lines={lines} olderHref={nextBefore ? `/wallet?before=${nextBefore}` : null} newerHref={before ? '/wallet' : null} />
      </section>
    </div>
  );
}
