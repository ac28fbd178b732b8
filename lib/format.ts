/**
 * How Miche writes money, dates and phone numbers for people: one place, so every page says them
 * the same way. Dates are Nairobi's (the nursery's and the farmers' clock), whatever the server's.
 */
import { INTL_LOCALE, type Locale } from './i18n/locales';
import { normalizeSpecPhone } from './phone';

/** The nursery's and the farmers' clock. */
export const TIME_ZONE = 'Africa/Nairobi';

/** "KES 1,234" and the cents apart: written out rather than with Intl.NumberFormat, whose first en-KE
 * formatter loads the locale's data, 36 ms on this machine and four times that on a slow phone. */
function kesParts(cents: number): { sign: string; shillings: string; cents: number } {
  const abs = Math.abs(Math.round(cents));
  return { sign: cents < 0 ? '-' : '', shillings: String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ','), cents: abs % 100 };
}

/**
 * 123450 → "KES 1,234.50", 1500 → "KES 15.00": always two decimals, as spec section 9 fixes ("Currency
 * KES, shown with 2 decimals"), in both languages. The USSD screens and SMS, which the spec does not
 * cover, write whole shillings (shortKes, lib/ussd/menu/screen.ts) to save characters.
 */
export function formatKes(cents: number): string {
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

function cachedFormat(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * "23 Nov 2026, 10:15" in Nairobi time; `day` leaves the time out, `second` adds the seconds, `weekday`
 * is "Thursday, 26 November". In Kiswahili the time is Swahili time with its part of the day
 * (docs/glossary.md): "23 Nov 2026, saa 4:15 asubuhi", "Alhamisi, 26 Novemba".
 */
export function formatDate(value: string | Date, precision: keyof typeof DATE_STYLES = 'minute', locale: Locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (locale === 'sw' && (precision === 'minute' || precision === 'second')) {
    const day = cachedFormat('sw:day', INTL_LOCALE.sw, DATE_STYLES.day).format(date);
    return `${day}, ${swahiliTime(date, precision === 'second')}`;
  }
  return cachedFormat(`${locale}:${precision}`, INTL_LOCALE[locale], DATE_STYLES[precision]).format(date);
}

/** Nairobi's 24-hour clock hour, minute and second of a moment. */
function nairobiClock(date: Date): { hour: number; minute: number; second: number } {
  const parts = cachedFormat('clock', 'en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** The part of the day a Kenyan names with Swahili time, from the 24-hour clock's hour. */
function partOfDay(hour: number): string {
  if (hour < 4) return 'usiku';
  if (hour < 6) return 'alfajiri';
  if (hour < 12) return 'asubuhi';
  if (hour < 16) return 'mchana';
  if (hour < 19) return 'jioni';
  return 'usiku';
}

/**
 * Swahili time, the one rule for Kiswahili (docs/glossary.md): counted from 6 am and always with its
 * part of the day, so it cannot be read as the 24-hour clock: 07:00 → "saa 1:00 asubuhi", 13:15 →
 * "saa 7:15 mchana", 18:00 → "saa 12:00 jioni", 00:30 → "saa 6:30 usiku".
 */
export function swahiliTime(date: Date, withSeconds = false): string {
  const { hour, minute, second } = nairobiClock(date);
  const swahiliHour = ((hour + 5) % 12) + 1;
  const two = (n: number) => String(n).padStart(2, '0');
  return `saa ${swahiliHour}:${two(minute)}${withSeconds ? `:${two(second)}` : ''} ${partOfDay(hour)}`;
}

/** "+254 712 345 678": a Kenyan number as people read it aloud; anything else as it was given. */
export function formatPhone(phone: string): string {
  const spec = normalizeSpecPhone(phone);
  if (spec === null) return phone;
  return `+254 ${spec.slice(4, 7)} ${spec.slice(7, 10)} ${spec.slice(10)}`;
}
