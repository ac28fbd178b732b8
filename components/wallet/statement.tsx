import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatKes } from '@/lib/format';
import { statementEntries, type WalletTransaction, type WalletTransactionKind } from '@/lib/wallet-view';
import { readWalletDescription } from '@/lib/wallet-descriptions';
import { AppLink } from '../ui/app-link';

const signed = (cents: number) => `${cents > 0 ? '+' : ''}${formatKes(cents)}`;

const KIND_KEYS = {
  'top-up': 'topUp',
  'order payment': 'orderPayment',
  refund: 'refund',
  'referral reward': 'referralReward',
  adjustment: 'adjustment',
  transfer: 'transfer',
} as const satisfies Record<WalletTransactionKind, string>;

/** Blanks that are numbers of points, written with the language's digit grouping. */
const COUNTS = new Set(['points', 'pointsUsed']);

function Posting({ line }: { line: WalletTransaction }) {
  const t = useTranslations('wallet.statement');
  const locale = useLocale();
  /** The server's English description, in the page's language where it is one the server writes. */
  const describe = (description: string): string => {
    const read = readWalletDescription(description);
    if (!read) return description;
    const params = Object.fromEntries(Object.entries(read.params).map(([name, value]) => [name, COUNTS.has(name) ? Number(value) : value]));
    return t(`describe.${read.key}`, params as never);
  };
  return (
    <>
      <span className="min-w-0">
        <span className="block capitalize">{t(`kind.${KIND_KEYS[line.kind]}`)}</span>
        <span className="block text-sm text-subtle">
          {formatDate(line.date, 'minute', locale)}
          {line.reference ? ` · ${line.reference}` : ''}
        </span>
        <span className="block text-sm text-subtle">{describe(line.description)}</span>
      </span>
      <span className="shrink-0 text-right tabular-nums">
        <span className={`block font-bold ${line.amountCents > 0 ? 'text-brand' : ''}`}>{signed(line.amountCents)}</span>
        <span className="block text-sm text-subtle">{t('balance', { amount: formatKes(line.balanceCents) })}</span>
      </span>
    </>
  );
}

/**
 * The wallet's statement, newest first: what came in, what went out, and what was left after each. An
 * order paid by M-Pesa is one line, with its deposit and payment behind it (statementEntries).
 */
export function Statement({ lines, olderHref, newerHref }: { lines: WalletTransaction[]; olderHref?: string | null; newerHref?: string | null }) {
  const t = useTranslations('wallet.statement');
  const locale = useLocale();
  if (lines.length === 0) return <p>{t('empty')}</p>;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-line rounded-xl border border-line" data-testid="wallet-statement">
        {statementEntries(lines).map((entry) =>
          entry.type === 'line' ? (
            <li key={entry.line.id} className="flex justify-between gap-3 p-3">
              <Posting line={entry.line} />
            </li>
          ) : (
            <li key={entry.postings[0].id} className="p-3">
              <div className="flex justify-between gap-3">
                <span className="min-w-0">
                  <span className="block">{t('orderPaidByMpesa', { reference: entry.orderReference })}</span>
                  <span className="block text-sm text-subtle">{formatDate(entry.date, 'minute', locale)}</span>
                </span>
                <span className="shrink-0 text-right tabular-nums">
                  <span className="block font-bold">{formatKes(entry.paidCents)}</span>
                  {entry.netCents !== 0 && <span className="block text-sm">{t('walletPart', { amount: signed(entry.netCents) })}</span>}
                  <span className="block text-sm text-subtle">{t('balance', { amount: formatKes(entry.balanceCents) })}</span>
                </span>
              </div>
              <details className="mt-1">
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-brand underline">{t('showEntries')}</summary>
                <ul className="mt-1 space-y-2 border-l-2 border-line pl-3">
                  {entry.postings.map((line) => (
                    <li key={line.id} className="flex justify-between gap-3">
                      <Posting line={line} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
      {(olderHref || newerHref) && (
        <nav aria-label={t('pages')} className="flex justify-between">
          {newerHref ? (
            <AppLink href={newerHref} className="inline-flex min-h-11 items-center underline">
              {t('newer')}
            </AppLink>
          ) : (
            <span />
          )}
          {olderHref && (
            <AppLink href={olderHref} className="inline-flex min-h-11 items-center underline">
              {t('older')}
            </AppLink>
          )}
        </nav>
      )}
    </div>
  );
}
