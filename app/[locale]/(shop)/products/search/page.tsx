import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/lib/server/page-metadata';
import type { Metadata } from 'next';
import { ProductBrowser } from '@/components/products/product-browser';
import { parseFilters, toSummary } from '@/lib/catalogue';
import { getDb } from '@/lib/server/db/client';
import { listActiveProducts, listCategories } from '@/lib/server/services/catalogue';
import { inlinePicture } from '@/lib/server/inline-picture';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'meta' });
  return { title: t('searchTitle'), robots: { index: false } };
}

/**
 * The products form's target when JavaScript is off: the same browser, filtered on the server from
 * the query string. With JavaScript the form never submits and /products stays static.
 */
export default async function ProductSearchPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await pageLocale(params);
  const t = await getTranslations('products');
  const filters = parseFilters(await searchParams);
  const db = getDb();
  const [products, categories] = await Promise.all([listActiveProducts(db), listCategories(db)]);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <ProductBrowser products={products.map(toSummary)} categories={categories} filters={filters} inlinePicture={inlinePicture} />
    </div>
  );
}
