import type { Metadata } from 'next';
import { ProductBrowser } from '@/components/products/product-browser';
import { DEFAULT_FILTERS, toSummary } from '@/lib/catalogue';
import { getDb } from '@/lib/server/db/client';
import { listActiveProducts, listCategories } from '@/lib/server/services/catalogue';

export const metadata: Metadata = {
  title: 'Seedlings',
  description: 'All vegetable seedlings at Miche: search by English or Swahili name, filter by category, sort by price.',
};

/** Static: every product is in the HTML and the browser filters them; /products/search serves no-JS visitors. */
export default async function ProductsPage() {
  const db = getDb();
  const [products, categories] = await Promise.all([listActiveProducts(db), listCategories(db)]);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">Seedlings</h1>
      <ProductBrowser products={products.map(toSummary)} categories={categories} filters={DEFAULT_FILTERS} />
    </div>
  );
}
