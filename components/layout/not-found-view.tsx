'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '../ui/app-link';

/**
 * The not-found page's words, from the layout's catalogue in the browser's context: a not-found page
 * knows no [locale] of its own, and asking the request for it would make static pages dynamic. The
 * server draws it too (NotFoundPage), so it reads the same without JavaScript.
 */
export function NotFoundView() {
  const t = useTranslations('notFound');
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      <p className="mt-3 text-muted">{t('body')}</p>
      <p className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-3">
        <AppLink href="/products" className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-medium text-white">
          {t('browse')}
        </AppLink>
        <AppLink href="/" className="inline-flex h-11 items-center underline">
          {t('home')}
        </AppLink>
      </p>
    </div>
  );
}
