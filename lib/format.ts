/**
 * How Miche writes money, dates and phone numbers for people: one place, so every page says them
 * the same way. Dates are Nairobi's (the nursery's and the farmers' clock), whatever the server's.
 */
import { INTL_LOCALE, type Locale } from './i18n/locales';
import { normalizeSpecPhone } from './phone';

/** The nursery's and the farmers' clock. */
export const TIME_ZONE = 'Africa/Nairobi';

/** "KES 1,234" and the cents apart: written out rather than with Intl.NumberFormat, whose first en-KE
 * formatter loads the locale's data, 36 ms on this machine and four times that on a slow phone (issue 14). */
function kesParts(cents: number): { sign: string; shillings: string; cents: number } {
  const abs = Math.abs(Math.round(cents));
  return { sign: cents < 0 ? '-' : '', shillings: String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ','), cents: abs % 100 };
}

/**
 * 1500 → "KES 15", 123450 → "KES 1,234.50": whole shillings without decimals, as Kenyan shops, M-Pesa
 * and our USSD write them, in both languages (issue 27); an amount with cents keeps its cents.
 */
export function formatKes(cents: number): string {
  const { sign, shillings, cents: rest } = kesParts(cents);
  return rest === 0 ? `${sign}KES ${shillings}` : `${sign}KES ${shillings}.${String(rest).padStart(2, '0')}`;
}

/**
 * 1500 → "KES 15.00": always two decimals. Only where the spec fixes that format (the cart panel's unit
 * price, spec section 8: "unit price in KES with 2 decimals"); everywhere else uses formatKes.
 */
export function formatKesWithCents(cents: number): string {
  const { sign, shillings, cents: rest } = kesParts(cents);
  return `${sign}KES ${shillings}.${String(rest).padStart(2, '0')}`;
}

const DATE_STYLES = {
  day: { dateStyle: 'medium' },
  minute: { dateStyle: 'medium', timeStyle: 'short' },
  second: { dateStyle: 'medium', timeStyle: 'medium' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "23 Nov 2026, 10:15" in Nairobi time; `day` leaves the time out, `second` adds the seconds, `weekday`
 * is "Thursday, 26 November". In Kiswahili (sw-KE): "23 Nov 2026, 10:15", "Alhamisi, 26 Novemba".
 */
export function formatDate(value: string | Date, precision: keyof typeof DATE_STYLES = 'minute', locale: Locale = 'en'): string {
  const key = `${locale}:${precision}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...DATE_STYLES[precision], timeZone: TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

/** "+254 712 345 678": a Kenyan number as people read it aloud; anything else as it was given. */
export function formatPhone(phone: string): string {
  const spec = normalizeSpecPhone(phone);
  if (spec === null) return phone;
  return `+254 ${spec.slice(4, 7)} ${spec.slice(7, 10)} ${spec.slice(10)}`;
}
