/**
 * What each ledger entry says about itself. The server writes these English descriptions into the
 * ledger (they stay in the CSV statement and the back office); the farmer's statement reads them back
 * into their parts and words them in the page's language. Writer and reader live here
 * together, so a change to one is a change to the other (the round trip is tested).
 */
const UNNAMED_FRIEND = 'a friend';

/**
 * The refund reason the server writes when the nursery cancels a paid order without a note of its
 * own: read back as its own key, so the Kiswahili statement words it instead of showing the English.
 */
export const NURSERY_CANCELLED = 'Cancelled by the nursery';

/**
 * The reasons a booking's money comes back, each read back as its own key so every
 * language words it: cancelled by the farmer, the balance unpaid a week after ready (the deposit
 * returns as credit), or a batch the nursery could not raise.
 */
export const BOOKING_REFUND_REASONS = {
  refundBookingCancelled: 'Booking cancelled by you',
  refundBalanceUnpaid: 'Balance not paid in time',
  refundNurseryCannotRaise: 'The nursery could not raise these seedlings',
} as const;

export const walletDescription = {
  topUp: () => 'M-Pesa top-up',
  mpesaForOrder: () => 'M-Pesa payment',
  orderPayment: (reference: string) => `Payment for order ${reference}`,
  bookingDeposit: (reference: string) => `Deposit for booking ${reference}`,
  bookingBalance: (reference: string) => `Balance for booking ${reference}`,
  refund: (reference: string, reason: string) => `Refund for order ${reference}: ${reason}`,
  referral: (friend: string, reference: string) => `Referral: ${friend || UNNAMED_FRIEND}'s first order ${reference}`,
  referralReduced: (reference: string, pointsUsed: number) =>
    `Referral reward reduced: order ${reference} was refunded${pointsUsed > 0 ? ` (${pointsUsed} points had already been used)` : ''}`,
  pointsCredit: (points: number) => `${points} referral points`,
  adjustment: (reason: string) => `Adjustment by the nursery: ${reason}`,
  phoneTransfer: (phone: string) => `Moved from the USSD wallet of ${phone}`,
} as const;

/** A description read back: the catalogue key under `wallet.statement.describe` and its blanks. */
export type ReadDescription = {
  key: keyof typeof walletDescription | 'referralUnnamed' | 'refundNurseryCancelled' | keyof typeof BOOKING_REFUND_REASONS;
  params: Record<string, string>;
};

const PATTERNS: ReadonlyArray<[keyof typeof walletDescription, RegExp, readonly string[]]> = [
  ['topUp', /^M-Pesa top-up$/, []],
  ['mpesaForOrder', /^M-Pesa payment$/, []],
  ['orderPayment', /^Payment for order (\S+)$/, ['reference']],
  ['bookingDeposit', /^Deposit for booking (\S+)$/, ['reference']],
  ['bookingBalance', /^Balance for booking (\S+)$/, ['reference']],
  ['refund', /^Refund for order (\S+): ([\s\S]*)$/, ['reference', 'reason']],
  ['referral', /^Referral: ([\s\S]*)'s first order (\S+)$/, ['friend', 'reference']],
  ['referralReduced', /^Referral reward reduced: order (\S+) was refunded(?: \((\d+) points had already been used\))?$/, ['reference', 'pointsUsed']],
  ['pointsCredit', /^(\d+) referral points$/, ['points']],
  ['adjustment', /^Adjustment by the nursery: ([\s\S]*)$/, ['reason']],
  ['phoneTransfer', /^Moved from the USSD wallet of (\+\d+)$/, ['phone']],
];

/** The parts of a description this module wrote, or null for any other text (shown as it is). */
export function readWalletDescription(description: string): ReadDescription | null {
  for (const [key, pattern, names] of PATTERNS) {
    const match = pattern.exec(description);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '0']));
    if (key === 'referral' && params.friend === UNNAMED_FRIEND) return { key: 'referralUnnamed', params: { reference: params.reference ?? '' } };
    if (key === 'refund' && params.reason === NURSERY_CANCELLED) return { key: 'refundNurseryCancelled', params: { reference: params.reference ?? '' } };
    const booking = (Object.keys(BOOKING_REFUND_REASONS) as Array<keyof typeof BOOKING_REFUND_REASONS>).find(
      (k) => BOOKING_REFUND_REASONS[k] === params.reason,
    );
    if (key === 'refund' && booking) return { key: booking, params: { reference: params.reference ?? '' } };
    return { key, params };
  }
  return null;
}
