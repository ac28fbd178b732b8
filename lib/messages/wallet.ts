/** The wallet statement's words (the wallet page and the dashboard; both server-rendered). */
export const statement = {
  empty: 'No transactions yet.',
  balance: (kes: string) => `Balance ${kes}`,
  newer: 'Newer',
  older: 'Older',
  pages: 'Statement pages',
  orderPaidByMpesa: (reference: string) => `Order ${reference} paid by M-Pesa`,
  /** A split payment or M-Pesa's whole-shilling rounding left the wallet a little different. */
  walletPart: (signedKes: string) => `${signedKes} wallet`,
  showEntries: 'Show the two entries',
} as const;
