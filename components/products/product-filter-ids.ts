import type { ProductSummary } from '@/lib/catalogue';

/** The ids that tie the server-rendered products list to the filter that rearranges it. */
export const PRODUCT_FILTER_IDS = {
  form: 'product-search',
  count: 'product-count',
  grid: 'product-grid',
  noMatch: 'product-no-match',
  items: 'product-filter-items',
} as const;

/** What the filter needs of a product: the fields it matches and sorts on. */
export type FilterItem = Pick<ProductSummary, 'id' | 'name' | 'swahiliName' | 'variety' | 'varietySw' | 'categorySlug' | 'traySize' | 'priceCents'>;

/** A product as the server hands it to the filter (the page's JSON block), and nothing more. */
export function filterItem({ id, name, swahiliName, variety, varietySw, categorySlug, traySize, priceCents }: FilterItem): FilterItem {
  return { id, name, swahiliName, variety, varietySw, categorySlug, traySize, priceCents };
}
