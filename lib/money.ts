/**
 * Money is integer cents everywhere inside Miche. The spec's wire fields (`price`, `total`,
 * `amount`, `walletBalance`) carry KES (lib/api/wire.ts turns whole answers); these are the
 * crossings for single amounts. Writing money for people is lib/format.ts.
 */

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
