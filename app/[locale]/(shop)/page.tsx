import type { Metadata } from 'next';
import { CropChips } from '@/components/home/crop-chips';
import { Favourites } from '@/components/home/favourites';
import { TrustSignals } from '@/components/home/trust-signals';
import { LanguageOffer } from '@/components/i18n/language-offer';
import { AppLink } from '@/components/ui/app-link';
import { toSummary } from '@/lib/catalogue';
import { formatKes } from '@/lib/format';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/server/db/client';
import { cheapestDelivery } from '@/lib/server/services/delivery';
import { listCategories, listFeaturedProducts } from '@/lib/server/services/catalogue';
import { inlinePicture } from '@/lib/server/inline-picture';
import { pageLocale, translatedPageMetadata, type LocaleParams } from '@/lib/server/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const metadata = await translatedPageMetadata(params, 'home', '/');
  return { ...metadata, title: { absolute: metadata.title as string } };
}

const STEPS = ['step1', 'step2', 'step3'] as const;

// Without a display of its own: the hero's button shows from `sm` only (hidden sm:inline-flex).
const primary = 'h-12 items-center rounded-lg bg-leaf-600 px-6 font-medium text-white hover:bg-leaf-700';

/**
 * Seedlings on a phone's first screen. A short hero (the heading and one line; the intro,
 * the picture and the button from `sm`), the crops as chips, then the favourites; the trust signals
 * and how ordering works follow.
 */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations('home');
  const db = getDb();
  const [featured, categories, deliveryFrom] = await Promise.all([listFeaturedProducts(db), listCategories(db), cheapestDelivery(db)]);
  return (
    <div className="space-y-5 sm:space-y-10">
      {locale === 'en' && <LanguageOffer />}
      <section className="overflow-hidden rounded-2xl bg-wash sm:grid sm:grid-cols-2 sm:items-center">
        <div className="px-4 py-4 sm:px-10 sm:py-12">
          <h1 className="text-xl leading-tight font-bold sm:text-3xl">{t('heading')}</h1>
          <p className="mt-1 text-sm text-muted sm:hidden">{t('firstScreen.tagline')}</p>
          <p className="mt-3 hidden max-w-xl text-muted sm:block">{t('intro')}</p>
          <AppLink href="/products" className={`${primary} mt-6 hidden sm:inline-flex`}>
            {t('browse')}
          </AppLink>
        </div>
        {/* From `sm` only: on a phone the first screen is for seedlings (lazy, so a phone never fetches it). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- a 9 KB SVG, sharp at every width */}
        <img
          src="/images/hero-seedlings.svg"
          alt={t('heroAlt')}
          width={640}
          height={400}
          className="hidden h-full max-h-96 w-full object-cover object-bottom sm:block"
          loading="lazy"
          fetchPriority="low"
          // Decoration: the data saver's version leaves it out.
          data-saver-drop=""
        />
      </section>

      <CropChips heading={t('categoriesHeading')} browse={t('browse')} categories={categories} locale={locale} />

      <Favourites heading={t('favouritesHeading')} products={featured.map(toSummary)} inlinePicture={inlinePicture} />

      <TrustSignals
        heading={t('trustHeading')}
        items={[
          { icon: 'mpesa', title: t('mpesaTitle'), body: t('mpesaBody') },
          {
            icon: 'truck',
            title: t('deliveryTitle'),
            body: deliveryFrom === null ? t('deliveryBody') : t('deliveryBodyFrom', { fee: formatKes(deliveryFrom) }),
          },
          { icon: 'sun', title: t('hardenedTitle'), body: t('hardenedBody') },
          { icon: 'pin', title: t('nurseryTitle'), body: t('nurseryBody', { hours: t('hours') }) },
        ]}
      />

      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="mb-4 text-xl font-bold">
          {t('howHeading')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s} className="rounded-xl border border-line p-5">
              <p className="font-bold text-brand">{t('step', { n: i + 1 })}</p>
              <h3 className="mt-1 text-xl font-bold">{t(`${s}Title`)}</h3>
              <p className="mt-2 text-muted">{t(`${s}Body`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
