/**
 * The wallet's numbers, in one place (and in docs/money-and-payments.md). The wallet is shop credit: money goes in
 * by M-Pesa, refunds and rewards, and is spent on orders; it is never paid out as cash.
 */

/** A top-up, in whole shillings: at least this... */
export const MIN_TOPUP_KES = 10;
/** ...and at most M-Pesa's single-payment limit (Safaricom says 150,000; the CBK 250,000: the lower is safe). */
export const MAX_TOPUP_KES = 150_000;
/** No wallet holds more than this: shop credit for seedlings, not a savings account. */
export const MAX_WALLET_BALANCE_KES = 100_000;

/** A refusal of the rules below: a code of the API's (lib/api/errors.ts) and what its message needs. */
export type RuleRefusal =
  | { code: 'topup_not_whole'; params?: undefined }
  | { code: 'topup_below_minimum'; params: { minKes: number } }
  | { code: 'topup_above_maximum'; params: { maxKes: number } }
  | { code: 'wallet_cap'; params: { roomKes: number; capKes: number } }
  | { code: 'wallet_full'; params: { capKes: number } }
  | { code: 'redeem_step'; params: { step: number } }
  | { code: 'redeem_too_many'; params: { available: number } };

export type TopupCheck = { ok: true } | ({ ok: false } & RuleRefusal);

/** Whole shillings within the limits, and not past the wallet's cap. */
export function checkTopup(amountKes: number, balanceCents: number): TopupCheck {
  if (!Number.isInteger(amountKes)) return { ok: false, code: 'topup_not_whole' };
  if (amountKes < MIN_TOPUP_KES) return { ok: false, code: 'topup_below_minimum', params: { minKes: MIN_TOPUP_KES } };
  if (amountKes > MAX_TOPUP_KES) return { ok: false, code: 'topup_above_maximum', params: { maxKes: MAX_TOPUP_KES } };
  const room = Math.floor((MAX_WALLET_BALANCE_KES * 100 - balanceCents) / 100);
  if (amountKes > room) {
    return room >= MIN_TOPUP_KES
      ? { ok: false, code: 'wallet_cap', params: { roomKes: room, capKes: MAX_WALLET_BALANCE_KES } }
      : { ok: false, code: 'wallet_full', params: { capKes: MAX_WALLET_BALANCE_KES } };
  }
  return { ok: true };
}

// Referral points.
/** One point per this many shillings of the referred person's first delivered order (before delivery). */
export const KES_PER_POINT_EARNED = 10;
/** At most this many points for one referred person. */
export const MAX_POINTS_PER_REFERRAL = 500;
/** Points turn into wallet credit in multiples of this... */
export const REDEEM_STEP_POINTS = 100;
/** ...at this many shillings a point. */
export const KES_PER_POINT_REDEEMED = 1;

/** The points a referred person's order earns, on its subtotal less anything refunded. */
export function referralPoints(subtotalCents: number, refundedCents = 0): number {
  const kept = Math.max(0, subtotalCents - refundedCents);
  return Math.min(MAX_POINTS_PER_REFERRAL, Math.floor(kept / 100 / KES_PER_POINT_EARNED));
}

export type RedeemCheck = { ok: true; creditCents: number } | ({ ok: false } & RuleRefusal);

export function checkRedemption(points: number, available: number): RedeemCheck {
  if (!Number.isInteger(points) || points <= 0 || points % REDEEM_STEP_POINTS !== 0) {
    return { ok: false, code: 'redeem_step', params: { step: REDEEM_STEP_POINTS } };
  }
  if (points > available) return { ok: false, code: 'redeem_too_many', params: { available } };
  return { ok: true, creditCents: points * KES_PER_POINT_REDEEMED * 100 };
}
