/**
 * Money is integer cents everywhere inside Miche. The spec's wire fields (`price`, `total`,
 * `amount`, `walletBalance`) carry KES; these helpers are the only crossing between the two.
 */

const kes = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123450 → "KES 1,234.50" (spec section 9: KES with 2 decimals). */
export function formatKes(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}KES ${kes.format(Math.abs(cents) / 100)}`;
}

/** KES (possibly with decimals, from the wire) → integer cents. Rounds half away from zero at the cent. */
export function kesToCents(kesAmount: number): number {
  return Math.sign(kesAmount) * Math.round(Math.abs(kesAmount) * 100);
}

/** Integer cents → KES number for the spec's wire fields. */
export function centsToKes(cents: number): number {
  return cents / 100;
}

/** M-Pesa takes whole shillings: charge the cents rounded up; the remainder is credited to the wallet. */
export function mpesaShillings(cents: number): number {
  return Math.ceil(cents / 100);
}
