'use client';

import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { filterProducts, parseFilters, type Category, type ProductFilters, type ProductSummary } from '@/lib/catalogue';
import { CategoryOptions } from './category-options';

/** What the filter needs of a product: the fields it matches and sorts on, never the card itself. */
export type FilterItem = Pick<ProductSummary, 'id' | 'name' | 'swahiliName' | 'variety' | 'categorySlug' | 'priceCents'>;

/** The products grid's id; its cards carry data-product-id. */
export const PRODUCT_GRID_ID = 'product-grid';

// The URL's query string is the filter state, so a filtered list can be shared, reloaded and
// used without JavaScript (the form then submits to /products/search, rendered on the server).
const URL_CHANGE = 'miche:urlchange';

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(URL_CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(URL_CHANGE, listener);
  };
}

function setFilters(f: ProductFilters) {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  if (f.category) params.set('category', f.category);
  if (f.sort !== 'name') params.set('sort', f.sort);
  const query = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  window.dispatchEvent(new Event(URL_CHANGE));
}

/** Shows the matching cards in the chosen order and hides the rest; React never re-renders a card. */
function arrangeCards(shown: readonly FilterItem[]) {
  const rank = new Map(shown.map((p, i) => [p.id, i]));
  for (const card of document.querySelectorAll<HTMLElement>(`#${PRODUCT_GRID_ID} > [data-product-id]`)) {
    const position = rank.get(card.dataset.productId ?? '');
    card.hidden = position === undefined;
    card.style.order = position === undefined ? '' : String(position);
  }
}

const field = 'h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 dark:border-neutral-600 dark:bg-neutral-900';

/**
 * The search form and the count over the server-rendered grid (children). A keystroke re-renders
 * this form and moves cards by their `hidden` and `order`, so typing stays quick on a slow phone
 * however long the list.
 */
export function ProductFilter({
  items,
  categories,
  initialQuery,
  children,
}: {
  items: FilterItem[];
  categories: Category[];
  initialQuery: string;
  children: ReactNode;
}) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => initialQuery,
  );
  const filters = parseFilters(Object.fromEntries(new URLSearchParams(search)));
  const shown = filterProducts(items, filters);
  const update = (patch: Partial<ProductFilters>) => setFilters({ ...filters, ...patch });

  // This island renders only when the query changes: each render's cards are arranged before paint.
  useLayoutEffect(() => arrangeCards(shown));

  return (
    <div className="space-y-4">
      <form
        action="/products/search"
        method="get"
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        onSubmit={(e) => {
          // Results already follow every keystroke; Enter only closes the phone's keyboard.
          e.preventDefault();
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        }}
      >
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Search by English or Swahili name</span>
          <input
            type="search"
            name="q"
            value={filters.q}
            onChange={(e) => update({ q: e.target.value })}
            placeholder="e.g. sukuma, nyanya, cabbage"
            className={field}
            maxLength={60}
          />
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Category</span>
          <select name="category" value={filters.category} onChange={(e) => update({ category: e.target.value })} className={field}>
            <CategoryOptions categories={categories} blank="All categories" />
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Sort by</span>
          <select name="sort" value={filters.sort} onChange={(e) => update({ sort: e.target.value as ProductFilters['sort'] })} className={field}>
            <option value="name">Name (A to Z)</option>
            <option value="price-asc">Price (lowest first)</option>
            <option value="price-desc">Price (highest first)</option>
          </select>
        </label>
        <button type="submit" className="h-11 rounded-lg bg-leaf-600 px-5 font-semibold text-white hover:bg-leaf-700">
          Search
        </button>
      </form>
      <p className="text-sm text-neutral-700 dark:text-neutral-300" role="status" aria-live="polite">
        {shown.length === 1 ? '1 seedling' : `${shown.length} seedlings`}
        {filters.q ? ` matching “${filters.q}”` : ''}
      </p>
      {children}
      {shown.length === 0 && <p className="py-8 text-center">No seedlings match your search. Try another name, or clear the category.</p>}
    </div>
  );
}
