import { DEFAULT_FILTERS, SORTS, filterProducts, type Category, type ProductFilters, type ProductSummary } from '@/lib/catalogue';
import { products as text } from '@/lib/messages/products';
import { CategoryOptions } from './category-options';
import { ProductCard } from './product-card';
import { PRODUCT_FILTER_IDS as ids } from './product-filter-ids';
import { ProductFilterIsland } from './product-filter-island';

const EAGER_IMAGES = 4;
const field = 'h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 dark:border-neutral-600 dark:bg-neutral-900';

/**
 * The products list, all of it HTML from the server: the search form (it submits to /products/search
 * without JavaScript), the count, and every card: those `filters` match first, in their order, then
 * the rest, hidden. With JavaScript, the filter (product-filter.ts, fetched when the form is first
 * used) only hides and moves these cards; React never renders the list in the browser.
 */
export function ProductBrowser({ products, categories, filters }: { products: ProductSummary[]; categories: Category[]; filters: ProductFilters }) {
  const byName = filterProducts(products, DEFAULT_FILTERS);
  const shown = filterProducts(products, filters);
  const hidden = byName.filter((p) => !shown.includes(p));
  return (
    <div className="space-y-4">
      <form id={ids.form} action="/products/search" method="get" role="search" className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <label className="block">
          <span className="mb-1 block text-sm font-medium">{text.searchLabel}</span>
          <input type="search" name="q" defaultValue={filters.q} placeholder={text.searchPlaceholder} className={field} maxLength={60} />
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">{text.category}</span>
          <select name="category" defaultValue={filters.category} className={field}>
            <CategoryOptions categories={categories} blank={text.allCategories} />
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">{text.sortBy}</span>
          <select name="sort" defaultValue={filters.sort} className={field}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {text.sorts[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="h-11 rounded-lg bg-leaf-600 px-5 font-semibold text-white hover:bg-leaf-700">
          {text.search}
        </button>
      </form>
      <p id={ids.count} className="text-sm text-neutral-700 dark:text-neutral-300" role="status" aria-live="polite">
        {text.count(shown.length, filters.q)}
      </p>
      <ul id={ids.grid} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {shown.map((p, i) => (
          <ProductCard key={p.id} product={p} eager={i < EAGER_IMAGES} />
        ))}
        {hidden.map((p) => (
          <ProductCard key={p.id} product={p} hidden />
        ))}
      </ul>
      <p id={ids.noMatch} hidden={shown.length > 0} className="py-8 text-center">
        {text.noMatch}
      </p>
      <ProductFilterIsland
        items={byName.map(({ id, name, swahiliName, variety, categorySlug, priceCents }) => ({ id, name, swahiliName, variety, categorySlug, priceCents }))}
      />
    </div>
  );
}
