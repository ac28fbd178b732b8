import { DEFAULT_FILTERS, SORTS, filterProducts, type Category, type ProductFilters, type ProductSummary } from '@/lib/catalogue';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/locales';
import { CategoryOptions } from './category-options';
import { ProductCard } from './product-card';
import { filterItem, PRODUCT_FILTER_IDS as ids } from './product-filter-ids';
import { ProductFilterIsland } from './product-filter-island';

// The first row on a phone: above the fold, so worth fetching first; the rest load as they come near.
const EAGER_IMAGES = 2;
const SORT_KEYS = { name: 'sortName', 'price-asc': 'sortPriceAsc', 'price-desc': 'sortPriceDesc' } as const;
const field = 'h-11 w-full rounded-lg border border-line-strong bg-surface px-3';

/**
 * The products list, all of it HTML from the server: the search form (it submits to /products/search
 * without JavaScript), the count, and every card: those `filters` match first, in their order, then
 * the rest, hidden. With JavaScript, the filter (product-filter.ts, fetched when the form is first
 * used) only hides and moves these cards; React never renders the list in the browser.
 */
export function ProductBrowser({
  products,
  categories,
  filters,
  inlinePicture,
}: {
  products: ProductSummary[];
  categories: Category[];
  filters: ProductFilters;
  /** The first row's pictures inside the page (the page passes lib/server/inline-picture's). */
  inlinePicture?: (src: string | null) => string | null;
}) {
  const byName = filterProducts(products, DEFAULT_FILTERS);
  const shown = filterProducts(products, filters);
  const hidden = byName.filter((p) => !shown.includes(p));
  const t = useTranslations('products');
  const locale = useLocale();
  // The count's four forms, with their blanks, for the filter to fill in the browser.
  const blanks = { shown: '{shown}', q: '{q}' };
  const forms = {
    one: t('countOne', blanks),
    many: t('countMany', blanks),
    oneMatching: t('countOneMatching', blanks),
    manyMatching: t('countManyMatching', blanks),
  };
  const form = forms[`${shown.length === 1 ? 'one' : 'many'}${filters.q ? 'Matching' : ''}`];
  return (
    <div className="space-y-3">
      {/* Compact on a phone, so the first results show above the fold even with the keyboard open:
          the search and its button on one row, category and sort on the next; labels for screen
          readers, as the placeholder and the selected choices say the same to the eye. */}
      <form
        id={ids.form}
        action={localePath(locale, '/products/search')}
        method="get"
        role="search"
        className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_auto_auto_auto]"
      >
        <div className="col-span-2 flex gap-2 sm:col-span-1">
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('searchLabel')}</span>
            <input type="search" name="q" defaultValue={filters.q} placeholder={t('searchPlaceholder')} className={field} maxLength={60} />
          </label>
          <button type="submit" className="h-11 shrink-0 rounded-lg bg-leaf-600 px-4 font-medium text-white hover:bg-leaf-700">
            {t('search')}
          </button>
        </div>
        <label className="min-w-0">
          <span className="sr-only">{t('category')}</span>
          <select name="category" defaultValue={filters.category} className={field}>
            <CategoryOptions categories={categories} blank={t('allCategories')} locale={locale} />
          </select>
        </label>
        <label className="min-w-0">
          <span className="sr-only">{t('sortBy')}</span>
          <select name="sort" defaultValue={filters.sort} className={field}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_KEYS[s])}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p
        id={ids.count}
        className="text-sm text-muted"
        role="status"
        aria-live="polite"
        data-one={forms.one}
        data-many={forms.many}
        data-one-matching={forms.oneMatching}
        data-many-matching={forms.manyMatching}
      >
        {form.replace('{shown}', String(shown.length)).replace('{q}', filters.q)}
      </p>
      <ul id={ids.grid} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {shown.map((p, i) => (
          <ProductCard key={p.id} product={p} eager={i < EAGER_IMAGES} inline={i < EAGER_IMAGES ? (inlinePicture?.(p.image) ?? null) : null} />
        ))}
        {hidden.map((p) => (
          <ProductCard key={p.id} product={p} hidden />
        ))}
      </ul>
      <p id={ids.noMatch} hidden={shown.length > 0} className="py-8 text-center">
        {t('noMatch')}
      </p>
      {/* What the filter matches on, for React's island and the islands script alike. */}
      <script
        type="application/json"
        id={ids.items}
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(byName.map(filterItem)).replace(/</g, '\\u003c'),
        }}
      />
      <ProductFilterIsland />
    </div>
  );
}
