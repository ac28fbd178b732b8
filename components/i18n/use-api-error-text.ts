import { useTranslations } from 'next-intl';
import { NO_CONNECTION_CODE } from '@/lib/api/client';
import { formatKes } from '@/lib/format';

/**
 * The server's refusals in the farmer's language. The API keeps its English `message`;
 * every refusal also carries its `code` and `params` (lib/api/errors.ts), and the "apiErrors"
 * namespace has one message per code whose English is word for word the server's. A page whose
 * client components use this hook sends API_ERROR_NAMESPACES to the browser with its other
 * namespaces; without them (or for a code the catalogue does not know) the server's words are shown.
 */

/** The namespaces this hook reads: add them to the page's pick (lib/i18n/pick.ts). */
export const API_ERROR_NAMESPACES = ['apiErrors'] as const;

/** `KES 150,000`: how lib/api/errors.ts writes whole shillings (its `kes`). */
const wholeKes = (n: number) => `KES ${n.toLocaleString('en-KE')}`;

/**
 * The params of a refusal as the "apiErrors" messages want them. Every param is passed on under its
 * own name, and:
 * - numbers as their plain digits (String(n), as the server's template writes them: "1500", not
 *   "1,500"; the precompiled formatter and use-intl's ICU formatter would otherwise disagree);
 * - arrays joined: `problems` (sentences) with ' ', any other (`allowed`, order statuses) with ', ';
 * - `xCents` (integer cents) also as `x` = formatKes(xCents): `totalCents` → `{total}` "KES 1,234.50";
 * - `xKes` (whole shillings) also as `x` = "KES 150,000": `minKes` → `{min}`, `capKes` → `{cap}`;
 * - rate_limited's `retryAfter` (seconds) also as `retryUnit` ('seconds' under 90 s, else
 *   'minutes') and `retryIn` (the seconds, or the minutes rounded up), for a select on the unit;
 * - transition_refused's `allowed` list also as `anyAllowed` ('yes' / 'no', the list empty), for a
 *   select between "cannot change any more" and "cannot become ... Allowed: ...", and as
 *   `allowedList` ("processing_cancelled"), for a select that names the statuses in words rather
 *   than as the server's codes.
 */
export function apiErrorParams(params: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!params) return out;
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      out[key] = value.map(String).join(key === 'problems' ? ' ' : ', ');
    } else if (typeof value === 'number') {
      out[key] = String(value);
      if (key.endsWith('Cents') && key.length > 5) out[key.slice(0, -5)] = formatKes(value);
      if (key.endsWith('Kes') && key.length > 3) out[key.slice(0, -3)] = wholeKes(value);
    } else if (value !== undefined && value !== null) {
      out[key] = String(value);
    }
  }
  const retryAfter = params.retryAfter;
  if (typeof retryAfter === 'number') {
    out.retryUnit = retryAfter < 90 ? 'seconds' : 'minutes';
    out.retryIn = String(retryAfter < 90 ? retryAfter : Math.ceil(retryAfter / 60));
  }
  if (Array.isArray(params.allowed)) {
    out.anyAllowed = params.allowed.length === 0 ? 'no' : 'yes';
    out.allowedList = params.allowed.length === 0 ? 'none' : params.allowed.map(String).join('_');
  }
  return out;
}

/**
 * The blanks of each "apiErrors" message with any (the same in both languages: the catalogue test
 * checks it, __tests__/i18n/api-errors.test.ts checks this list). A refusal missing one is shown in
 * the server's words: asking use-intl would log an error and print the key.
 */
export const API_ERROR_BLANKS: Readonly<Record<string, readonly string[]>> = {
  invalid_input: ['message'],
  rate_limited: ['retryUnit', 'retryIn'],
  county_not_served: ['county'],
  sold_out: ['name'],
  cart_out_of_date: ['problems'],
  prices_changed: ['total'],
  total_changed: ['total'],
  transition_refused: ['anyAllowed', 'from', 'to', 'allowed', 'allowedList'],
  amount_above_order: ['max'],
  amount_below_needed: ['min'],
  mpesa_invalid_request: ['detail'],
  c2b_registration_failed: ['detail'],
  payment_not_under_review: ['status'],
  receipt_taken: ['receipt'],
  topup_below_minimum: ['min'],
  topup_above_maximum: ['max'],
  wallet_cap: ['room', 'cap'],
  wallet_full: ['cap'],
  redeem_step: ['step'],
  redeem_too_many: ['available'],
  refund_too_much: ['left'],
  adjustment_below_zero: ['balance'],
  slug_taken: ['slug'],
  stock_too_little: ['stock'],
  booking_date_too_soon: ['date'],
  booking_date_full: ['date'],
  booking_unpaid_cap: ['cap', 'unpaid'],
  own_seed_drop_off_too_late: ['date'],
  own_seed_planting_too_soon: ['date'],
  own_seed_balance_due: ['amount'],
};

/** The values for a code's message (apiErrorParams), or null when the refusal lacks one of its blanks. */
export function apiErrorValues(code: string, params: Record<string, unknown> | undefined): Record<string, string> | null {
  const values = apiErrorParams(params);
  const blanks = Object.prototype.hasOwnProperty.call(API_ERROR_BLANKS, code) ? API_ERROR_BLANKS[code]! : [];
  return blanks.every((name) => Object.prototype.hasOwnProperty.call(values, name)) ? values : null;
}

export interface ApiFailureLike {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

type LooseTranslator = ((key: string, values?: Record<string, string>) => string) & { has(key: string): boolean };

/** A refusal of the API in the page's language, by its code; the server's words when the catalogue has none. */
export function useApiErrorText(): (failure: ApiFailureLike) => string {
  // Codes come from the server at run time: looked up as plain strings, guarded by `has`.
  const t = useTranslations('apiErrors') as unknown as LooseTranslator;
  const common = useTranslations('common');
  return (failure) => {
    try {
      if (failure.code === NO_CONNECTION_CODE) return common('noConnection');
      if (!t.has(failure.code)) return failure.message;
      const values = apiErrorValues(failure.code, failure.params);
      if (values === null) return failure.message;
      const text = t(failure.code, values);
      // Should a message still fail to format, use-intl returns the key's fallback, "apiErrors.<code>".
      return text === '' || text === `apiErrors.${failure.code}` ? failure.message : text;
    } catch {
      return failure.message;
    }
  };
}
