/**
 * The one reading of every date a person or a client sends Miche: a booking's planting
 * date, the day a batch was sown, an own-seed drop-off, the plan export's `from`. A day is a real
 * calendar date written YYYY-MM-DD (no 2026-02-30, no 0000-01-01), in Nairobi's day (see
 * nairobi-day.ts), and within sane bounds: from FIRST_DAY to two years after today. Outside them a
 * date is a typing slip or a probe, and is refused as bad input before it reaches the database, whose
 * `date` type and the calendar helpers of growing.ts would otherwise fail on it (year 0, year 10000).
 *
 * Whether a day is too soon or too late for what it is used for (a planting date in the past, a
 * booking more than 120 days ahead) is the rule of that use, checked by its service with its own
 * refusal; this is only the shape and the sane range. Pure: the caller says what today is.
 */

/** No date before this means anything to the nursery (it opened later). */
export const FIRST_DAY = '2020-01-01';
/** How far ahead any date may be: two years after today. */
export const YEARS_AHEAD = 2;
/** The bound when today is not known (a schema shared by the browser and the server): the service then checks against today. */
export const LAST_DAY_EVER = '2099-12-31';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DayProblem = 'invalid' | 'too_early' | 'too_late';

/** True for a real calendar date written YYYY-MM-DD, whatever its year (not 2026-02-30, not 2026-2-3). */
function isCalendarDate(value: string): boolean {
  const match = SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeapYear(year) ? 1 : 0);
  return day <= daysInMonth;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The last day a date may name: today two years on (29 February on to the 28th). */
export function lastDay(today: string): string {
  const year = Number(today.slice(0, 4)) + YEARS_AHEAD;
  const monthDay = today.slice(5);
  return monthDay === '02-29' && !isLeapYear(year) ? `${year}-02-28` : `${year}-${monthDay}`;
}

/**
 * What is wrong with a date input, or null when it is a day: not a string or not a real calendar
 * date ('invalid'), before FIRST_DAY ('too_early'), after two years from `today` (or after
 * LAST_DAY_EVER when today is not given: 'too_late').
 */
export function dayProblem(value: unknown, options: { today?: string } = {}): DayProblem | null {
  if (typeof value !== 'string' || !isCalendarDate(value)) return 'invalid';
  if (value < FIRST_DAY) return 'too_early';
  if (value > (options.today ? lastDay(options.today) : LAST_DAY_EVER)) return 'too_late';
  return null;
}

/** The day a date input names, or null when it names none within the bounds (dayProblem says why). */
export function parseDay(value: unknown, options: { today?: string } = {}): string | null {
  return dayProblem(value, options) === null ? (value as string) : null;
}
