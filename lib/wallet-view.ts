/** One line of a wallet statement (spec section 3's wallet transaction): a posting on the person's wallet. */
export type WalletTransactionKind = 'top-up' | 'order payment' | 'refund' | 'referral reward' | 'adjustment';

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
}
