import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, translatedPageMetadata, type LocaleParams } from '@/lib/server/page-metadata';
import { ProductBrowser } from '@/components/products/product-browser';
import { DEFAULT_FILTERS, toSummary } from '@/lib/catalogue';
import { getDb } from '@/lib/server/db/client';
import { listActiveProducts, listCategories } from '@/lib/server/services/catalogue';
import { inlinePicture } from '@/lib/server/inline-picture';

export function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return translatedPageMetadata(params, 'products', '/products');
}

/** Static: every product is in the HTML and the browser filters them; /products/search serves no-JS visitors. */
export default async function ProductsPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('products');
  const db = getDb();
  const [products, categories] = await Promise.all([listActiveProducts(db), listCategories(db)]);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <ProductBrowser products={products.map(toSummary)} categories={categories} filters={DEFAULT_FILTERS} inlinePicture={inlinePicture} />
    </div>
  );
}
