/**
 * How Miche writes money, dates and phone numbers for people: one place, so every page says them
 * the same way. Dates are Nairobi's (the nursery's and the farmers' clock), whatever the server's.
 */
import { INTL_LOCALE, type Locale } from './i18n/locales';
import { normalizeSpecPhone } from './phone';

/** The nursery's and the farmers' clock. */
export const TIME_ZONE = 'Africa/Nairobi';

/**
 * 123450 → "KES 1,234.50" (spec section 9: KES with 2 decimals), as Kenya writes it in both
 * languages. Written out rather than with Intl.NumberFormat: the first en-KE formatter a page makes
 * loads the locale's data, 36 ms on this machine and four times that on a slow phone (issue 14).
 */
export function formatKes(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const shillings = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}KES ${shillings}.${String(abs % 100).padStart(2, '0')}`;
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
