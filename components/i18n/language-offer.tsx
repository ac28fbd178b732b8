'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { LOCALE_COOKIE, localePath } from '@/lib/i18n/locales';
import { rememberLocale } from './language-switch';

const noSubscription = () => () => {};

/** True for a visitor who reads Kiswahili first: their last choice here, else their browser's languages. */
function prefersKiswahili(): boolean {
  const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (chosen) return chosen === 'sw';
  return (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().startsWith('sw');
}

/**
 * The English home page offers Kiswahili to whoever reads it first (the browser's Accept-Language, or
 * the language they chose before), without changing the static page: a bar fixed at the bottom, so
 * nothing moves (CLS 0). "No thanks" remembers English.
 */
export function LanguageOffer() {
  const t = useTranslations('common');
  // Read in the browser only: the server and hydration draw nothing.
  const prefers = useSyncExternalStore(noSubscription, prefersKiswahili, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!prefers || dismissed) return null;
  return (
    <div role="region" aria-label={t('offerSwahili')} lang="sw" className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface p-3 shadow-lg">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <span>{t('offerSwahili')}</span>
        <a
          href={localePath('sw', '/')}
          hrefLang="sw"
          onClick={() => rememberLocale('sw')}
          className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-4 font-bold text-white"
        >
          {t('offerSwahiliLink')}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale('en');
            setDismissed(true);
          }}
          className="inline-flex h-11 items-center px-2 underline"
        >
          {t('offerNoThanks')}
        </button>
      </p>
    </div>
  );
}
