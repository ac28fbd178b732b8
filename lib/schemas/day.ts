import { dayProblem, parseDay } from '../calendar-day';
import { text } from './text';

/**
 * A date field of any body, query or form: read by the one parser, lib/calendar-day.ts,
 * so 0000-01-01, 9999-12-31 and 2026-02-30 are all the same 400 with the field's own message. The
 * use's own bounds against today (a day sown in the future, say) are its service's refusals.
 */
export const dayField = (message: string) => text({ max: 10, invalid: message, tooLong: message }).refine((v) => parseDay(v) !== null, message);

/**
 * A date field whose service reads it with the one parser against today and refuses a day out of
 * bounds in its own words, in both languages (a booking's planting date: 2000-01-01 is "before
 * today", 9999-12-31 "at most 120 days ahead"). Here only a real calendar date written YYYY-MM-DD
 * passes; the service checks it before any date arithmetic or the database sees it.
 */
export const calendarDayField = (message: string) => text({ max: 10, invalid: message, tooLong: message }).refine((v) => dayProblem(v) !== 'invalid', message);
