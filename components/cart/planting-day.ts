import { formatDate } from '@/lib/format';
import { addDays, nairobiToday } from '@/lib/growing';
import type { Locale } from '@/lib/i18n/locales';

// Noon in Nairobi: the same calendar day whatever the reader's clock.
const noon = (date: string) => `${date}T12:00:00+03:00`;

/** A calendar day ("2026-12-24") as a farmer reads it: "Thursday, 24 December" ("Alhamisi, 24 Desemba"). */
export function formatPlantingDay(date: string, locale: Locale): string {
  return formatDate(noon(date), 'weekday', locale);
}

/**
 * The product page's "ready from" day (issue 30), "24 Dec" ("24 Des"): a sowing made today in Nairobi
 * is ready at the raising days' fast end (lib/booking.ts earliestPlantingDate). Worked out in the
 * browser, as the page is static and a day written when it was built would go stale.
 */
export function readyFromDay(now: Date, raisingDaysMin: number, locale: Locale): string {
  return formatDate(noon(addDays(nairobiToday(now), raisingDaysMin)), 'short', locale);
}
