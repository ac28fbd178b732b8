import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { TIME_ZONE } from '@/lib/format';

/**
 * next-intl's per-request configuration: the page's language (from the [locale] segment, which the
 * pages set with setRequestLocale so they stay static; on a per-request page, also from the header
 * proxy.ts sets from the path, for what renders before a layout has set it) and its catalogue.
 * Anything else is English.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    timeZone: TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
