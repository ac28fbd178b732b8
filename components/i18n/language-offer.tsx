import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/locales';

/**
 * The English home page offers Kiswahili to whoever reads it first (the browser's Accept-Language, or
 * the language they chose before), without changing the static page: a bar fixed at the bottom, so
 * nothing moves (CLS 0). Drawn hidden; the islands script (components/islands) shows it to such a visitor,
 * and "No thanks" remembers English.
 */
export async function LanguageOffer() {
  const t = await getTranslations('common');
  return (
    <div
      role="region"
      aria-label={t('offerSwahili')}
      lang="sw"
      hidden
      data-language-offer
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface p-3 shadow-lg"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <span>{t('offerSwahili')}</span>
        <a
          href={localePath('sw', '/')}
          hrefLang="sw"
          data-remember-locale="sw"
          className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-4 font-medium text-white"
        >
          {t('offerSwahiliLink')}
        </a>
        <button type="button" data-remember-locale="en" className="inline-flex h-11 items-center px-2 underline">
          {t('offerNoThanks')}
        </button>
      </p>
    </div>
  );
}
