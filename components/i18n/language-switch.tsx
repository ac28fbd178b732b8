'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_COOKIE, localePath, otherLocale, stripLocale, type Locale } from '@/lib/i18n/locales';
import { hasSignedInHint } from '../auth/session-hint';
import { usePagePath } from './use-page-path';

/** Remembers a language for a year: the last one a farmer read the shop in. */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The profile remembers it too, so another phone signed in later opens in it. `keepalive`: the
 * request outlives this page, which the link is already leaving; a failure costs only that memory.
 */
function rememberInProfile(locale: Locale) {
  void fetch('/api/profile', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The header's "English / Kiswahili" switch: a link to this page in the other language, so it works
 * without JavaScript; the cart lives in the browser and comes along. Following it remembers the choice
 * (NEXT_LOCALE), which the offer of Kiswahili on the English home page reads, and, for someone signed
 * in, in their profile.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useTranslations('common');
  const other = otherLocale(locale);
  const href = localePath(other, stripLocale(usePagePath()));
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t('languageSwitchLabel')}
      onClick={() => {
        rememberLocale(other);
        // The hint cookie, not the session read: a tap before that read finishes still counts.
        if (hasSignedInHint()) rememberInProfile(other);
      }}
      data-full-load
      className="inline-flex h-11 items-center rounded-lg px-2 text-sm font-bold underline hover:bg-tint"
    >
      {t('languageSwitch')}
    </a>
  );
}
