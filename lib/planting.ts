/**
 * The cart's planting day: "When will you plant?" is kept beside the cart in the browser
 * (its own local storage key, so the spec's `cart` keeps its shape), and checked with the rules of
 * lib/booking.ts. Pure: the caller gives today's date (nairobiToday) and the stored text.
 */
import { latestPlantingDate, lineSource, QUICK_PLANTING_WEEKS } from './booking';
import { parseDay } from './calendar-day';
import { addDays, nairobiToday } from './growing';
import { TIME_ZONE } from './format';
import { INTL_LOCALE, type Locale } from './i18n/locales';
import { fill, isCleanText } from './text';

export const PLANTING_STORAGE_KEY = 'cart-planting';

/**
 * What the picker needs of a cart line: the ready stock seen when it was added and the product's
 * growing figures (lib/cart.ts CartProduct). A line without figures (a card's quick add, a cart
 * stored before lines carried growing figures) is taken as met on any day: the server, which knows them, has the last
 * word, and its refusal offers the day it can meet.
 */
export interface PlantingLine {
  quantity: number;
  product: { stock?: number; raisingDaysMin?: number; sellableDays?: number };
}

/** The stored planting day, or null (today's order) when none is stored or the text is not a date. */
export function parseStoredPlanting(raw: string | null): string | null {
  if (raw === null || raw.length > 40 || !isCleanText(raw)) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('date' in value)) return null;
  const date = value.date;
  // The one date rule: a stored day the parser would not accept is no day.
  return parseDay(date);
}

export function storedPlanting(date: string | null): string | null {
  return date === null ? null : JSON.stringify({ date });
}

/**
 * Whether a line can be met for a planting day (lib/booking.ts lineSource): set aside from the
 * ready stock while it stays fit to plant, or grown from a sowing made today. Unknown stock is taken
 * as covering the line.
 */
export function lineMeets(line: PlantingLine, today: string, date: string): boolean {
  const { raisingDaysMin, sellableDays, stock } = line.product;
  if (raisingDaysMin === undefined || sellableDays === undefined) return true;
  return lineSource({ plantingDate: date, today, readyStock: stock ?? line.quantity, quantity: line.quantity, raisingDaysMin, sellableDays }) !== null;
}

/** The picker's choices for a cart on a given day. */
export interface PlantingBounds {
  today: string;
  /** The first day the whole cart can be met: today when the ready stock covers every line. */
  earliest: string;
  latest: string;
  /** "Now (ready today)" can be chosen: the ready stock covers every line. */
  nowPossible: boolean;
  /** The later days that can be met, as runs of days from `from` to `to` (a gap where ready stock would be past its best and a sowing not yet ready). */
  windows: Array<{ from: string; to: string }>;
  quick: Array<{ weeks: number; date: string; possible: boolean }>;
}

export function plantingBounds(lines: readonly PlantingLine[], today: string): PlantingBounds {
  const latest = latestPlantingDate(today);
  const meets = (date: string) => lines.every((line) => lineMeets(line, today, date));
  const windows: PlantingBounds['windows'] = [];
  let open: { from: string; to: string } | null = null;
  for (let date = addDays(today, 1); date <= latest; date = addDays(date, 1)) {
    if (meets(date)) {
      if (open) open.to = date;
      else windows.push((open = { from: date, to: date }));
    } else {
      open = null;
    }
  }
  const nowPossible = meets(today);
  const inWindow = (date: string) => windows.some((w) => w.from <= date && date <= w.to);
  return {
    today,
    earliest: nowPossible ? today : (windows[0]?.from ?? latest),
    latest,
    nowPossible,
    windows,
    quick: QUICK_PLANTING_WEEKS.map((weeks) => {
      const date = addDays(today, weeks * 7);
      return { weeks, date, possible: inWindow(date) };
    }),
  };
}

/** Whether a later day can be booked for the cart. */
export function plantingDayPossible(date: string, bounds: Pick<PlantingBounds, 'windows'>): boolean {
  return parseDay(date) !== null && bounds.windows.some((w) => w.from <= date && date <= w.to);
}

/**
 * The planting day a checkout sends: the stored day when the cart can still be met on it and it is
 * after today (a day today is today's order), else null. A day that has passed, or that the cart can
 * no longer meet, is dropped rather than sent to be refused.
 */
export function effectivePlantingDate(stored: string | null, bounds: Pick<PlantingBounds, 'today' | 'windows'>): string | null {
  if (stored === null || stored <= bounds.today) return null;
  return plantingDayPossible(stored, bounds) ? stored : null;
}

/**
 * "When will you plant?" on a product's page: now, or in 2, 4 or 6 weeks, each possible for
 * one seedling of this product as lineMeets says. The choices count days from today, so a static
 * page's answer, worked out when it was built, stays true on any later day.
 */
export function productPlantingChoices(product: PlantingLine['product'], today: string): Array<{ weeks: number; possible: boolean }> {
  return [0, ...QUICK_PLANTING_WEEKS].map((weeks) => ({ weeks, possible: lineMeets({ quantity: 1, product }, today, addDays(today, weeks * 7)) }));
}

/**
 * The product page's "ready from" day, "24 Dec" ("24 Des"): a sowing made today in Nairobi
 * is ready at the raising days' fast end (lib/booking.ts earliestPlantingDate). Worked out in the
 * browser, as the page is static and a day written when it was built would go stale. Nairobi keeps no
 * summer time, so its day N × 24 hours from now is its today + N; Intl is asked directly, as
 * formatDate's Swahili time would weigh a kilobyte in the islands script.
 */
export function readyFromDay(now: Date, raisingDaysMin: number, locale: Locale): string {
  const ready = new Date(now.getTime() + raisingDaysMin * 86_400_000);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', timeZone: TIME_ZONE }).format(ready);
}

/** The planting day a quick choice stores: null for now (today's order), else today in Nairobi + the weeks. */
export const quickPlantingDay = (weeks: number, now: Date): string | null => (weeks === 0 ? null : addDays(nairobiToday(now), weeks * 7));

/** Whether a quick choice shows pressed: it is the stored planting day (now: none stored), and the product can meet it. */
export const quickChoicePressed = (weeks: number, possible: boolean, stored: string | null, now: Date): boolean =>
  possible && quickPlantingDay(weeks, now) === stored;

/**
 * What the product page says once a quick choice is made, from its words (`chosen` with a `{date}`
 * blank): "now" for now, else the day the seedlings are ready for, in the page's language.
 */
export function quickChoiceSaid(weeks: number, now: Date, locale: Locale, words: { now: string; chosen: string }): string {
  return weeks === 0 ? words.now : fill(words.chosen, { date: readyFromDay(now, weeks * 7, locale) });
}
