/** The ids that tie the server-rendered products list to the filter that rearranges it. */
export const PRODUCT_FILTER_IDS = {
  form: 'product-search',
  count: 'product-count',
  grid: 'product-grid',
  noMatch: 'product-no-match',
  items: 'product-filter-items',
} as const;
