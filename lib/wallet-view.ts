/** One line of a wallet statement (spec section 3's wallet transaction): a posting on the person's wallet. */
export type WalletTransactionKind = 'top-up' | 'order payment' | 'refund' | 'referral reward' | 'adjustment' | 'transfer';

export interface WalletTransaction {
  id: string;
  userId: string;
  kind: WalletTransactionKind;
  /** Positive into the wallet, negative out of it. */
  amountCents: number;
  /** What the wallet held after this line. */
  balanceCents: number;
  date: string;
  /** The M-Pesa receipt or the order reference, whichever the person would recognise. */
  reference: string | null;
  description: string;
  /** The order the money was for (a deposit for an order, its payment, its refund), else null. */
  orderReference: string | null;
}

/**
 * What a statement shows a farmer: its lines, except that an order paid by M-Pesa is one line, not the
 * plumbing behind it. All M-Pesa money enters through the wallet (architecture section 3), so such an
 * order is a deposit then a payment, and "Top-up +427, Order payment -427" read as a top-up the farmer
 * never made. Both postings stay behind the line, for whoever opens it.
 */
export type StatementEntry =
  | { type: 'line'; line: WalletTransaction }
  | {
      type: 'order-by-mpesa';
      orderReference: string;
      /** What the order cost, and what the wallet gained or spent on top (rounding, or the wallet's part of a split). */
      paidCents: number;
      netCents: number;
      balanceCents: number;
      date: string;
      /** The payment and the deposit, newest first as on the statement. */
      postings: [WalletTransaction, WalletTransaction];
    };

/** Groups a page of statement lines (newest first): a deposit for an order with that order's payment right after it. */
export function statementEntries(lines: readonly WalletTransaction[]): StatementEntry[] {
  const entries: StatementEntry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const payment = lines[i]!;
    const deposit = lines[i + 1];
    const pair =
      payment.kind === 'order payment' && deposit?.kind === 'top-up' && payment.orderReference !== null && deposit.orderReference === payment.orderReference;
    if (!pair) {
      entries.push({ type: 'line', line: payment });
      continue;
    }
    entries.push({
      type: 'order-by-mpesa',
      orderReference: payment.orderReference!,
      paidCents: -payment.amountCents,
      netCents: payment.amountCents + deposit.amountCents,
      balanceCents: payment.balanceCents,
      date: payment.date,
      postings: [payment, deposit],
    });
    i++;
  }
  return entries;
}
