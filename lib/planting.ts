/**
 * The cart's planting day (issue 30): "When will you plant?" is kept beside the cart in the browser
 * (its own local storage key, so the spec's `cart` keeps its shape), and checked against the bounds
 * of lib/booking.ts. Pure: the caller gives today's date (nairobiToday) and the stored text.
 */
import { earliestPlantingDate, latestPlantingDate, plantingDateProblem, quickPlantingDates } from './booking';
import { isIsoDate } from './growing';
import { isCleanText } from './text';

export const PLANTING_STORAGE_KEY = 'cart-planting';

/**
 * Raising days assumed for a line whose product did not say (a cart stored before issue 30): the
 * slowest seed crop's promise (onions, 8 weeks), so the picker never offers a day the nursery cannot meet.
 */
export const UNKNOWN_RAISING_DAYS = 56;

/** What the picker needs of a cart line. `stock` is the ready stock seen when the line was added. */
export interface PlantingLine {
  quantity: number;
  product: { stock?: number; raisingDaysMax?: number };
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
  return typeof date === 'string' && isIsoDate(date) ? date : null;
}

export function storedPlanting(date: string | null): string | null {
  return date === null ? null : JSON.stringify({ date });
}

/**
 * The earliest planting day for the whole cart: the latest of its lines' earliest days (a line the
 * ready stock covers is ready today; a line of unknown stock is taken as covered, the server checks).
 */
export function cartEarliestPlantingDate(lines: readonly PlantingLine[], today: string): string {
  let earliest = today;
  for (const line of lines) {
    const readyStock = line.product.stock ?? line.quantity;
    const date = earliestPlantingDate({ today, readyStock, quantity: line.quantity, raisingDaysMax: line.product.raisingDaysMax ?? UNKNOWN_RAISING_DAYS });
    if (date > earliest) earliest = date;
  }
  return earliest;
}

/** The picker's bounds and choices for a cart on a given day. */
export interface PlantingBounds {
  today: string;
  earliest: string;
  latest: string;
  /** "Now (ready today)" can be chosen: the ready stock covers every line. */
  nowPossible: boolean;
  quick: Array<{ weeks: number; date: string; possible: boolean }>;
}

export function plantingBounds(lines: readonly PlantingLine[], today: string): PlantingBounds {
  const earliest = cartEarliestPlantingDate(lines, today);
  return { today, earliest, latest: latestPlantingDate(today), nowPossible: earliest === today, quick: quickPlantingDates(today, earliest) };
}

/**
 * The planting day a checkout sends: the stored day when it can still be booked and is after today
 * (a day today is today's order), else null. A day that has passed, or that the cart can no longer
 * meet, is dropped rather than sent to be refused.
 */
export function effectivePlantingDate(stored: string | null, bounds: Pick<PlantingBounds, 'today' | 'earliest'>): string | null {
  if (stored === null || stored <= bounds.today) return null;
  return plantingDateProblem(stored, bounds) === null ? stored : null;
}
