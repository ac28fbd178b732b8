import type { Metadata } from 'next';
import { ProductBrowser } from '@/components/products/product-browser';
import { parseFilters, toSummary } from '@/lib/catalogue';
import { getDb } from '@/lib/server/db/client';
import { listActiveProducts, listCategories } from '@/lib/server/services/catalogue';

export const metadata: Metadata = { title: 'Search seedlings', robots: { index: false } };

/**
 * The products form's target when JavaScript is off: the same browser, filtered on the server from
 * the query string. With JavaScript the form never submits and /products stays static.
 */
export default async function ProductSearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const filters = parseFilters(await searchParams);
  const db = getDb();
  const [products, categories] = await Promise.all([listActiveProducts(db), listCategories(db)]);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">Seedlings</h1>
      <ProductBrowser products={products.map(toSummary)} categories={categories} filters={filters} />
    </div>
  );
}
