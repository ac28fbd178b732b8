import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';

/** A calendar day ("2026-12-24") as a farmer reads it: "Thursday, 24 December" ("Alhamisi, 24 Desemba"). */
export function formatPlantingDay(date: string, locale: Locale): string {
  // Noon in Nairobi: the same calendar day whatever the reader's clock.
  return formatDate(`${date}T12:00:00+03:00`, 'weekday', locale);
}
