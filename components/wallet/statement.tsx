import { formatDate, formatKes } from '@/lib/format';
import type { WalletTransaction } from '@/lib/wallet-view';
import { AppLink } from '../ui/app-link';

/** The wallet's statement, newest first: what came in, what went out, and what was left after each. */
export function Statement({ lines, olderHref, newerHref }: { lines: WalletTransaction[]; olderHref?: string | null; newerHref?: string | null }) {
  if (lines.length === 0) return <p>No transactions yet.</p>;
  return (
    <div className="space-y-3">
      <ul
        className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-700 dark:border-neutral-700"
        data-testid="wallet-statement"
      >
        {lines.map((t) => (
          <li key={t.id} className="flex justify-between gap-3 p-3">
            <span className="min-w-0">
              <span className="block font-medium capitalize">{t.kind}</span>
              <span className="block text-sm text-neutral-600 dark:text-neutral-300">
                {formatDate(t.date)}
                {t.reference ? ` · ${t.reference}` : ''}
              </span>
              <span className="block text-sm text-neutral-600 dark:text-neutral-300">{t.description}</span>
            </span>
            <span className="shrink-0 text-right tabular-nums">
              <span className={`block font-semibold ${t.amountCents > 0 ? 'text-leaf-700 dark:text-leaf-100' : ''}`}>
                {t.amountCents > 0 ? '+' : ''}
                {formatKes(t.amountCents)}
              </span>
              <span className="block text-sm text-neutral-600 dark:text-neutral-300">Balance {formatKes(t.balanceCents)}</span>
            </span>
          </li>
        ))}
      </ul>
      {(olderHref || newerHref) && (
        <nav aria-label="Statement pages" className="flex justify-between">
          {newerHref ? (
            <AppLink href={newerHref} className="inline-flex min-h-11 items-center font-semibold underline">
              Newer
            </AppLink>
          ) : (
            <span />
          )}
          {olderHref && (
            <AppLink href={olderHref} className="inline-flex min-h-11 items-center font-semibold underline">
              Older
            </AppLink>
          )}
        </nav>
      )}
    </div>
  );
}
