'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localePath, otherLocale, stripLocale } from '@/lib/i18n/locales';
import { rememberInProfile, rememberLocale } from '@/lib/i18n/remember';
import { hasSignedInHint } from '../auth/session-hint';
import { usePagePath } from './use-page-path';

/**
 * The header's "English / Kiswahili" switch: a link to this page in the other language, so it works
 * without JavaScript; the cart lives in the browser and comes along. Following it remembers the choice
 * (NEXT_LOCALE), which the offer of Kiswahili on the English home page reads, and, for someone signed
 * in, in their profile. Before a public page's framework boots, the islands script does the same
 * (`data-language-switch`).
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
      data-language-switch
      className="inline-flex h-11 items-center rounded-lg px-2 text-sm underline hover:bg-tint"
    >
      {t('languageSwitch')}
    </a>
  );
}
