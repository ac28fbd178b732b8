/**
 * Drawing a screen within a phone's 182 characters, and the short forms the screens (and the SMS
 * written from them) share: shillings, plain characters, dates.
 */
import { cutNames } from '../labels';
import type { UssdWords } from '../words';

/** A screen holds about 182 characters, `CON ` or `END ` included (AT's documentation). */
export const USSD_SCREEN_LIMIT = 182;

/** "KES 1,250" for whole shillings, "KES 12.50" otherwise: short, as a screen needs. */
export function shortKes(cents: number): string {
  const shillings = cents / 100;
  return `KES ${shillings.toLocaleString('en-KE', { minimumFractionDigits: Number.isInteger(shillings) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** Plain characters for a small screen: dashes and quotes a basic phone may not show. */
export const plain = (s: string) => s.replace(/[‐-―]/g, '-').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

/** "07/01": a planting date as a screen shows it (bookings are at most 120 days ahead). */
export function shortDate(iso: string): string {
  const [, month, day] = iso.split('-');
  return `${day}/${month}`;
}

/**
 * An option line: text as it is, or a product-like line whose `name` may be shortened while its
 * `head` (the number) and `tail` (unit, price, status) never are.
 */
export type Option = string | { head: string; name: string; tail: string };

const whole = (o: Option) => (typeof o === 'string' ? o : `${o.head}${o.name}${o.tail}`);

const screenText = (kind: 'CON' | 'END', header: readonly string[], lines: readonly string[], footer: readonly string[]) =>
  `${kind} ${[...header, ...lines, ...footer].join('\n')}`;

/** Whether a screen fits as it is, nothing shortened or cut (fitScreen then lays it out unchanged). */
export function fitsWhole(kind: 'CON' | 'END', header: readonly string[], options: readonly Option[] = [], footer: readonly string[] = []): boolean {
  return screenText(kind, header, options.map(whole), footer).length <= USSD_SCREEN_LIMIT;
}

/**
 * Lays a screen out within the limit: the names of the options are shortened to one length if they
 * must be (labels.ts: never their tails, never two reading the same), then the header is cut; a
 * screen is never cut in the middle of a number or left over the limit.
 */
export function fitScreen(kind: 'CON' | 'END', header: readonly string[], options: readonly Option[] = [], footer: readonly string[] = []): string {
  const join = (h: readonly string[], lines: readonly string[]) => screenText(kind, h, lines, footer);
  let text = join(header, options.map(whole));
  if (text.length <= USSD_SCREEN_LIMIT) return text;
  // A plain option (a command: "1 Pay with M-Pesa") is never shortened; a name is.
  const named = options.map((o) => (typeof o === 'string' ? { head: o, name: '', tail: '' } : o));
  const lines = (cap: number) => {
    const names = cutNames(
      named.map((o) => o.name),
      named.map((o) => `${o.head}|${o.tail}`),
      cap,
    );
    return named.map((o, i) => `${o.head}${names[i]}${o.tail}`);
  };
  const longest = Math.max(0, ...named.map((o) => o.name.length));
  const shortest = 6;
  for (let cap = longest - 1; cap >= shortest; cap--) {
    text = join(header, lines(cap));
    if (text.length <= USSD_SCREEN_LIMIT) return text;
  }
  const rest = lines(shortest);
  const room = USSD_SCREEN_LIMIT - join([], rest).length - 1;
  const head = header.join('\n');
  text = join(room > 1 ? [head.length <= room ? head : `${head.slice(0, room - 1).trimEnd()}.`] : [], rest);
  return text.length <= USSD_SCREEN_LIMIT ? text : text.slice(0, USSD_SCREEN_LIMIT);
}

/** "1 Buy", "2 My orders", …: labels numbered from 1. */
export const numbered = (labels: readonly string[]) => labels.map((label, i) => `${i + 1} ${label}`);

/** The bottom line of a CON screen: none (the main menu), back and home, or more as well. */
export type Nav = 'none' | 'back' | 'more';

export const navLines = (w: UssdWords, nav: Nav) => (nav === 'none' ? [] : nav === 'more' ? [`${w.more} ${w.back} ${w.home}`] : [`${w.back} ${w.home}`]);

/** A CON screen with its invalid line (if any) on top and back/home at the bottom. */
export function con(w: UssdWords, note: string | undefined, header: readonly string[], options: readonly Option[], nav: Nav = 'back'): string {
  return fitScreen('CON', note ? [note, ...header] : header, options, navLines(w, nav));
}
