import { parseDay } from '../calendar-day';
import { text } from './text';

/**
 * A date field of any body, query or form (issue 35): read by the one parser, lib/calendar-day.ts,
 * so 0000-01-01, 9999-12-31 and 2026-02-30 are all the same 400 with the field's own message. The
 * use's own bounds against today (a planting date in the past, a day sown in the future) are its
 * service's refusals.
 */
export const dayField = (message: string) => text({ max: 10, invalid: message, tooLong: message }).refine((v) => parseDay(v) !== null, message);
