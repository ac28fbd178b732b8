import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { KEPT_PAGES_SCRIPT } from '@/components/offline/kept-pages-script';
import { pageLocale, type LocaleParams } from '@/lib/server/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'offline' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * What the service worker shows for a page it does not keep when there is no connection
 * (fetched ahead in both languages and shown in the language of the page asked for,
 * lib/offline/rules.ts): that the page needs a connection, that the cart is safe and opens (the
 * worker fetches the cart page ahead with this one), and the home, products and product
 * pages this phone does keep, to browse meanwhile.
 */
export default async function OfflinePage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('offline');
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <p>{t('needsConnection')}</p>
      <p className="flex flex-wrap gap-3">
        {/* The page this stands in for is at the address shown: loading it again tries the network. */}
        <a href="" className="inline-flex min-h-11 items-center rounded-lg bg-leaf-600 px-4 font-medium text-white hover:bg-leaf-700">
          {t('tryAgain')}
        </a>
        <AppLink href="/cart" className="inline-flex min-h-11 items-center underline">
          {t('openCart')}
        </AppLink>
      </p>
      <h2 className="pt-2 text-xl font-bold">{t('keptHeading')}</h2>
      <p id="kept-none">{t('noneKept')}</p>
      <ul id="kept-pages" className="space-y-1" />
      {/* data-light-keep: the light page keeps it (lib/light-page/reshape.ts). */}
      <script data-light-keep="" dangerouslySetInnerHTML={{ __html: KEPT_PAGES_SCRIPT }} />
    </div>
  );
}
