/**
 * The server's refusals in the farmer's language. Every code of lib/api/errors.ts has a
 * message in the "apiErrors" namespace; its English says word for word what the API's `message`
 * says for the same params, and its Kiswahili formats with them.
 */
import { createTranslator } from 'use-intl/core';
import { API_ERROR_BLANKS, apiErrorParams, apiErrorValues } from '@/components/i18n/use-api-error-text';
import { API_ERRORS, errorMessage, type ApiErrorCode, type ErrorParams } from '@/lib/api/errors';
import en from '@/messages/en.json';
import sw from '@/messages/sw.json';

/** Representative params for every code with blanks (the rest take none). */
const FIXTURES: { [C in ApiErrorCode]?: ErrorParams<C>[] } = {
  invalid_input: [{ message: 'Please enter a phone number' }],
  rate_limited: [{ retryAfter: 1 }, { retryAfter: 45 }, { retryAfter: 89 }, { retryAfter: 90 }, { retryAfter: 121 }, { retryAfter: 3600 }],
  county_not_served: [{ county: 'Turkana' }],
  sold_out: [{ name: 'Tomato (Anna F1)' }],
  cart_out_of_date: [{ problems: ['Kale is out of stock.'] }, { problems: ['Kale is out of stock.', 'Only 3 of Onion left.'] }],
  prices_changed: [{ totalCents: 123450 }, { totalCents: 50 }],
  total_changed: [{ totalCents: 1234567 }],
  transition_refused: [
    { from: 'delivered', to: 'cancelled', allowed: [] },
    { from: 'dispatched', to: 'cancelled', allowed: ['delivered'] },
    { from: 'pending', to: 'delivered', allowed: ['processing', 'cancelled'] },
  ],
  amount_above_order: [{ maxCents: 250000 }],
  amount_below_needed: [{ minCents: 100 }],
  mpesa_invalid_request: [{ detail: 'Bad Request - Invalid PhoneNumber' }],
  c2b_registration_failed: [{ detail: 'Urls are already registered' }],
  payment_not_under_review: [{ status: 'paid' }],
  receipt_taken: [{ receipt: 'SGH7K2L9XQ' }],
  topup_below_minimum: [{ minKes: 10 }],
  topup_above_maximum: [{ maxKes: 150000 }],
  wallet_cap: [{ roomKes: 2500, capKes: 100000 }],
  wallet_full: [{ capKes: 100000 }],
  redeem_step: [{ step: 100 }],
  redeem_too_many: [{ available: 40 }, { available: 1500 }],
  refund_too_much: [{ leftCents: 99999 }],
  booking_date_too_soon: [{ date: '24/12/2026' }],
  booking_date_full: [{ date: '07/01/2027' }],
  booking_unpaid_cap: [{ cap: 20000, unpaid: 15000 }],
  own_seed_drop_off_too_late: [{ date: '26/01/2027' }],
  own_seed_planting_too_soon: [{ date: '26/12/2026' }],
  own_seed_balance_due: [{ amountCents: 30000 }, { amountCents: 123456 }],
  adjustment_below_zero: [{ balanceCents: 0 }, { balanceCents: 1234500 }],
  slug_taken: [{ slug: 'tomato-anna-f1' }],
  stock_too_little: [{ stock: 7 }, { stock: 1200 }],
};

const codes = Object.keys(API_ERRORS) as ApiErrorCode[];

type Catalogue = { apiErrors: Record<string, string> };

/** A message's blanks, as the catalogue test finds them: {name}, {count, plural, ...}. */
function blanks(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

/** Every code with each of its fixtures (one `undefined` for a code without blanks). */
type Case = [ApiErrorCode, Record<string, unknown> | undefined];
const cases: Case[] = codes.flatMap((code): Case[] => {
  const fixtures = FIXTURES[code] as Record<string, unknown>[] | undefined;
  if (typeof API_ERRORS[code].message !== 'function') return [[code, undefined]];
  return (fixtures ?? []).map((params): Case => [code, params]);
});

function translator(locale: 'en' | 'sw') {
  const errors: unknown[] = [];
  const t = createTranslator({
    locale,
    messages: (locale === 'en' ? en : sw) as never,
    namespace: 'apiErrors' as never,
    timeZone: 'Africa/Nairobi',
    onError: (error) => errors.push(error),
  }) as unknown as ((key: string, values?: Record<string, string>) => string) & { has(key: string): boolean };
  return { t, errors };
}

describe('the apiErrors catalogue', () => {
  it('has a fixture for every code with blanks', () => {
    const missing = codes.filter((code) => typeof API_ERRORS[code].message === 'function' && !FIXTURES[code]?.length);
    expect(missing).toEqual([]);
  });

  it('has exactly one message per code, in both languages', () => {
    const sorted = [...codes].sort();
    expect(Object.keys((en as { apiErrors: object }).apiErrors).sort()).toEqual(sorted);
    expect(Object.keys((sw as { apiErrors: object }).apiErrors).sort()).toEqual(sorted);
  });

  it.each(cases)('%s says in English what the API says (%j)', (code, params) => {
    const { t, errors } = translator('en');
    const values = apiErrorValues(code, params);
    expect(values).not.toBeNull();
    expect(t(code, values!)).toBe(errorMessage(code, params as never));
    expect(errors).toEqual([]);
  });

  it.each(cases)('%s formats in Kiswahili (%j)', (code, params) => {
    const { t, errors } = translator('sw');
    const text = t(code, apiErrorValues(code, params)!);
    expect(errors).toEqual([]);
    expect(text).not.toBe(`apiErrors.${code}`);
    expect(text.trim()).not.toBe('');
  });

  it.each(codes)('%s lists the blanks its messages have', (code) => {
    const listed = [...(API_ERROR_BLANKS[code] ?? [])].sort();
    expect(blanks((en as unknown as Catalogue).apiErrors[code]!)).toEqual(listed);
    expect(blanks((sw as unknown as Catalogue).apiErrors[code]!)).toEqual(listed);
  });

  it('leaves a refusal without its blanks to the server words', () => {
    expect(apiErrorValues('cart_out_of_date', undefined)).toBeNull();
    expect(apiErrorValues('prices_changed', { totalCents: null })).toBeNull();
    expect(apiErrorValues('not_found', undefined)).toEqual({});
  });

  it('words an order status in Kiswahili', () => {
    const { t } = translator('sw');
    expect(t('transition_refused', apiErrorParams({ from: 'delivered', to: 'cancelled', allowed: [] }))).toBe('Oda ambayo imefika haiwezi kubadilishwa tena.');
    expect(t('rate_limited', apiErrorParams({ retryAfter: 120 }))).toBe('Maombi ni mengi mno. Tafadhali jaribu tena baada ya dakika 2.');
  });
});

describe('apiErrorParams', () => {
  it('adds money in KES beside cents and whole shillings, joins lists, keeps digits plain', () => {
    expect(apiErrorParams({ totalCents: 123450, capKes: 100000, problems: ['A.', 'B.'], allowed: ['paid', 'cancelled'], stock: 1200 })).toEqual({
      totalCents: '123450',
      total: 'KES 1,234.50',
      capKes: '100000',
      cap: 'KES 100,000',
      problems: 'A. B.',
      allowed: 'paid, cancelled',
      anyAllowed: 'yes',
      allowedList: 'paid_cancelled',
      stock: '1200',
    });
    expect(apiErrorParams(undefined)).toEqual({});
  });
});

describe('status codes in a Kiswahili refusal (issue 27)', () => {
  it('names the statuses an order may take in words, not as the server’s codes', () => {
    const { t } = translator('sw');
    const text = t('transition_refused', apiErrorParams({ from: 'paid', to: 'delivered', allowed: ['processing', 'cancelled'] }));
    expect(text).toContain('“Inaandaliwa” au “Imeghairiwa”');
    expect(text).not.toMatch(/processing|cancelled/);
  });

  it('names a payment’s status in words', () => {
    const { t } = translator('sw');
    for (const status of ['sending', 'pending', 'paid', 'failed', 'cancelled', 'timeout']) {
      expect(t('payment_not_under_review', apiErrorParams({ status }))).not.toContain(status);
    }
  });
});
