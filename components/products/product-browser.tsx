import { filterProducts, type Category, type ProductFilters, type ProductSummary } from '@/lib/catalogue';
import { ProductCard } from './product-card';
import { PRODUCT_GRID_ID, ProductFilter } from './product-filter';

const EAGER_IMAGES = 4;

/**
 * The products list: every card rendered on the server, in name order, those outside `filters`
 * hidden and the rest placed by `order`, so the page is right without JavaScript; with it, the
 * filter island only rearranges these cards.
 */
export function ProductBrowser({ products, categories, filters }: { products: ProductSummary[]; categories: Category[]; filters: ProductFilters }) {
  const byName = filterProducts(products, { q: '', category: '', sort: 'name' });
  const rank = new Map(filterProducts(products, filters).map((p, i) => [p.id, i]));
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  return (
    <ProductFilter
      items={byName.map(({ id, name, swahiliName, variety, categorySlug, priceCents }) => ({ id, name, swahiliName, variety, categorySlug, priceCents }))}
      categories={categories}
      initialQuery={params.size ? `?${params}` : ''}
    >
      <ul id={PRODUCT_GRID_ID} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {byName.map((p) => {
          const position = rank.get(p.id);
          return <ProductCard key={p.id} product={p} eager={position !== undefined && position < EAGER_IMAGES} position={position ?? null} />;
        })}
      </ul>
    </ProductFilter>
  );
}
