import { formatDate, TIME_ZONE } from '@/lib/format';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';

/** A calendar day ("2026-12-24") as a farmer reads it: "Thursday, 24 December" ("Alhamisi, 24 Desemba"). */
export function formatPlantingDay(date: string, locale: Locale): string {
  // Noon in Nairobi: the same calendar day whatever the reader's clock.
  return formatDate(`${date}T12:00:00+03:00`, 'weekday', locale);
}

/**
 * The product page's "ready from" day (issue 30), "24 Dec" ("24 Des"): a sowing made today in Nairobi
 * is ready at the raising days' fast end (lib/booking.ts earliestPlantingDate). Worked out in the
 * browser, as the page is static and a day written when it was built would go stale. Nairobi keeps no
 * summer time, so its day N × 24 hours from now is its today + N; Intl is asked directly, as
 * formatDate's Swahili time would weigh a kilobyte in the islands script.
 */
export function readyFromDay(now: Date, raisingDaysMin: number, locale: Locale): string {
  const ready = new Date(now.getTime() + raisingDaysMin * 86_400_000);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', timeZone: TIME_ZONE }).format(ready);
}
