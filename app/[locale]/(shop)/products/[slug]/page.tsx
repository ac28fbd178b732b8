import type { Metadata } from 'next';
import { AddToCart } from '@/components/cart/add-to-cart';
import { unitWords } from '@/components/products/catalogue-text';
import { ShareButton } from '@/components/products/share-button';
import { ProductImage } from '@/components/products/product-image';
import { ReadyFrom } from '@/components/products/ready-from';
import { PlantingQuick } from '@/components/products/planting-quick';
import { nairobiToday } from '@/lib/growing';
import { productPlantingChoices } from '@/lib/planting';
import { inlinePicture } from '@/lib/server/inline-picture';
import { StockBadge } from '@/components/products/stock-badge';
import { AppLink } from '@/components/ui/app-link';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { getTranslations } from 'next-intl/server';
import { inPageLanguage, productText, stockState, unitLabel as englishUnit, type Product } from '@/lib/catalogue';
import { formatKes } from '@/lib/format';
import { productSubtitle, productTitle, productVariety, withTray } from '@/lib/product-names';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { productSlugSchema } from '@/lib/schemas/admin-products';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { getActiveProductBySlug, listActiveProducts } from '@/lib/server/services/catalogue';
import { cheapestDelivery } from '@/lib/server/services/delivery';
import { notFoundMetadata, pageLocale, shopPageMetadata } from '@/lib/server/page-metadata';

type Params = { params: Promise<{ locale: string; slug: string }> };

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return (await listActiveProducts(getDb())).map((p) => ({ slug: p.slug }));
}

/** The product the path names, or null: a malformed slug never reaches the database. */
async function load(params: Params['params']): Promise<Product | null> {
  const slug = productSlugSchema.safeParse((await params).slug);
  return slug.success ? getActiveProductBySlug(getDb(), slug.data) : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  // An unknown product's page is the not-found page, and says so in its title too (not the home page's).
  const locale = await pageLocale(params);
  const p = await load(params);
  if (!p) return notFoundMetadata(locale);
  const t = await getTranslations('meta');
  const tc = await getTranslations('common');
  return shopPageMetadata({
    title: p.swahiliName
      ? t('productTitleSwahili', { name: withTray(p.name, p, locale), swahiliName: p.swahiliName })
      : t('productTitle', { name: withTray(p.name, p, locale) }),
    description: `${productText(p, locale).description} ${formatKes(p.priceCents)} ${unitWords(tc, p)}.`,
    path: `/products/${p.slug}`,
    locale,
    ownPreview: true,
  });
}

/** schema.org Product with an Offer in KES, so search engines show price and availability. */
function productJsonLd(p: Product, locale: Locale) {
  const url = new URL(localePath(locale, `/products/${p.slug}`), env().SITE_URL).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    inLanguage: locale,
    name: productTitle(p, locale),
    sku: p.id,
    description: productText(p, locale).description,
    category: inPageLanguage(p.categoryName, p.categoryNameSw, locale),
    ...(p.image ? { image: new URL(p.image, env().SITE_URL).toString() } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'KES',
      price: (p.priceCents / 100).toFixed(2),
      availability: stockState(p.stock) === 'out-of-stock' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export default async function ProductPage({ params }: Params) {
  const locale = await pageLocale(params);
  const p = await load(params);
  // Drawn here, not thrown: see NotFoundPage. The page stays static, and so does its 404.
  if (!p) return <NotFoundPage />;
  const t = await getTranslations('product');
  const booking = await getTranslations('booking.product');
  const unit = unitWords(await getTranslations('common'), p);
  const delivery = await cheapestDelivery(getDb());
  const words = productText(p, locale);
  const subtitle = productSubtitle(p, locale);
  // JSON-LD must not let a "</script>" in the data end the tag early.
  const jsonLd = JSON.stringify(productJsonLd(p, locale)).replace(/</g, '\\u003c');
  const title = productTitle(p, locale);
  const price = formatKes(p.priceCents);
  return (
    // On a 360 × 740 phone the buy box (name, local name, price, quantity, Add to cart) is on
    // the first screen, under a picture kept shorter there (4:3, square from md up; a tray's from its
    // top, where its size is written); the rest follows.
    <article className="flex flex-col gap-3">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <AppLink href="/products" className="inline-flex min-h-11 items-center underline">
          {t('seedlings')}
        </AppLink>{' '}
        / <span>{inPageLanguage(p.categoryName, p.categoryNameSw, locale)}</span>
      </nav>
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        <div className="mx-auto w-full max-w-sm overflow-hidden rounded-2xl">
          <ProductImage
            src={p.image}
            size={320}
            eager
            saver="on-request"
            inline={inlinePicture(p.image)}
            shape={`aspect-[4/3] md:aspect-square ${p.unitKind === 'tray' ? 'object-top' : ''}`}
          />
        </div>
        <div className="space-y-4">
          <div className="space-y-3" data-buy-box>
            <div>
              <h1 className="text-xl leading-tight font-bold sm:text-3xl">{title}</h1>
              {subtitle && <p className="text-subtle">{subtitle}</p>}
            </div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-xl font-bold text-brand">
                {price} <span className="text-base font-normal text-muted">{unit}</span>
              </span>
              <StockBadge stock={p.stock} />
            </p>
            <AddToCart
              product={{
                id: p.id,
                slug: p.slug,
                name: p.name,
                priceCents: p.priceCents,
                image: p.image,
                stock: p.stock,
                unit: englishUnit(p),
                growing: { raisingDaysMin: p.raisingDaysMin, sellableDays: p.sellableDays },
              }}
              bar={{ price, unit }}
            />
          </div>
          {/* After the buy box so its first screen is unchanged: what is ready now, and booking for later. The
              page is static, so it writes the days and the browser the date (ReadyFrom): a day written at build time would go stale. */}
          <div className="space-y-1 text-sm" data-testid="product-readiness">
            <p className="font-medium">{booking('readyNow', { count: p.stock })}</p>
            <ReadyFrom
              days={p.raisingDaysMin}
              fallback={booking('readyLater', { days: p.raisingDaysMin })}
              template={booking('readyFrom', { date: '{date}' })}
            />
            <PlantingQuick choices={productPlantingChoices(p, nairobiToday(new Date()))} />
            <AppLink href="/cart#planting" className="inline-flex min-h-11 items-center text-brand underline">
              {booking('chooseDay')}
            </AppLink>
          </div>
          {delivery !== null && <p className="text-sm text-subtle">{t('deliveryFrom', { fee: formatKes(delivery) })}</p>}
          <p className="text-muted">{t('variety', { variety: productVariety(p, locale) })}</p>
          <p className="text-ink">{words.description}</p>
          <ShareButton
            url={new URL(localePath(locale, `/products/${p.slug}`), env().SITE_URL).toString()}
            title={`${title}, ${price} ${unit}`}
            label={t('share')}
          />
        </div>
      </div>
      <section aria-labelledby="guide-heading" className="mt-5 rounded-2xl border border-line p-5">
        <h2 id="guide-heading" className="text-xl font-bold">
          {t('guideHeading')}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-subtle">{t('spacing')}</dt>
            <dd className="font-medium">{words.spacing}</dd>
          </div>
          <div>
            <dt className="text-sm text-subtle">{t('transplant')}</dt>
            <dd className="font-medium">{t('transplantWeeks', { weeks: p.guide.weeksToTransplant })}</dd>
          </div>
          <div>
            <dt className="text-sm text-subtle">{t('harvest')}</dt>
            <dd className="font-medium">{t('harvestWeeks', { weeks: p.guide.weeksToHarvest })}</dd>
          </div>
        </dl>
        {words.tips.length > 0 && (
          <>
            <h3 className="mt-4 font-bold">{t('tips')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {words.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}
