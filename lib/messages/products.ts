/** The products list's words: the server renders them, and the filter (loaded on first use) updates them. */
export const products = {
  searchLabel: 'Search by English or Swahili name',
  searchPlaceholder: 'e.g. sukuma, nyanya, cabbage',
  category: 'Category',
  allCategories: 'All categories',
  sortBy: 'Sort by',
  sorts: { name: 'Name (A to Z)', 'price-asc': 'Price (lowest first)', 'price-desc': 'Price (highest first)' },
  search: 'Search',
  count: (shown: number, q: string) => `${shown === 1 ? '1 seedling' : `${shown} seedlings`}${q ? ` matching “${q}”` : ''}`,
  noMatch: 'No seedlings match your search. Try another name, or clear the category.',
} as const;
