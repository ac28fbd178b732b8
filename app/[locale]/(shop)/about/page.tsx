import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { pageLocale, translatedPageMetadata, type LocaleParams } from '@/lib/server/page-metadata';

const PROMISES = ['promise1', 'promise2', 'promise3', 'promise4'] as const;

export function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return translatedPageMetadata(params, 'about', '/about');
}

export default async function AboutPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('about');
  return (
    <div className="prose-like mx-auto max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <p>{t('p1')}</p>
      <p>{t('p2')}</p>
      <h2 className="pt-2 text-xl font-bold">{t('promiseHeading')}</h2>
      <ul className="list-disc space-y-1 pl-5">
        {PROMISES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>
        <AppLink href="/contact" className="inline-flex min-h-11 items-center underline">
          {t('agronomist')}
        </AppLink>
      </p>
    </div>
  );
}
