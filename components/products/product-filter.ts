/**
 * The products filter, as plain DOM code over the server-rendered list (ProductBrowser): no React
 * render per keystroke, only the cards' `hidden` and `order`, the count, and the URL. Started when
 * the form is first used, by the islands script before the framework boots and by
 * ProductFilterIsland where React runs the page.
 */
import { filterProducts, parseFilters } from '@/lib/catalogue';
import { PRODUCT_FILTER_IDS, type FilterItem } from './product-filter-ids';

export type { FilterItem } from './product-filter-ids';

/** The query string for the form's state; the same one the form submits without JavaScript. */
function queryOf(form: HTMLFormElement): string {
  const f = parseFilters(Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>));
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  if (f.category) params.set('category', f.category);
  if (f.sort !== 'name') params.set('sort', f.sort);
  return params.size ? `?${params}` : '';
}

/**
 * Shows what the query matches, in its order, then the rest hidden. The cards themselves are moved,
 * not only drawn elsewhere with CSS, so Tab and a screen reader meet them in the order seen.
 */
function arrange(items: readonly FilterItem[], query: string) {
  const filters = parseFilters(Object.fromEntries(new URLSearchParams(query)));
  const shown = filterProducts(items, filters);
  const grid = document.getElementById(PRODUCT_FILTER_IDS.grid);
  if (grid) {
    const cards = new Map([...grid.querySelectorAll<HTMLElement>(':scope > [data-product-id]')].map((card) => [card.dataset.productId, card]));
    const wanted = new Set(shown.map((p) => p.id));
    const order = [...shown, ...items.filter((p) => !wanted.has(p.id))].flatMap((p) => cards.get(p.id) ?? []);
    order.forEach((card, i) => {
      card.hidden = !wanted.has(card.dataset.productId ?? '');
      if (grid.children[i] !== card) grid.insertBefore(card, grid.children[i] ?? null);
    });
  }
  const count = document.getElementById(PRODUCT_FILTER_IDS.count);
  const noMatch = document.getElementById(PRODUCT_FILTER_IDS.noMatch);
  const words = count ? countWords(count, shown.length, filters.q) : '';
  // Only a change is written: the live region reads out every write.
  if (count && count.textContent !== words) count.textContent = words;
  if (noMatch) noMatch.hidden = shown.length > 0;
}

/**
 * "12 seedlings matching “nyanya”" in the page's language, from the four forms the server wrote on the
 * count (ProductBrowser), so the filter carries no catalogue of its own.
 */
function countWords(count: HTMLElement, shown: number, q: string): string {
  const form = `${shown === 1 ? 'one' : 'many'}${q ? 'Matching' : ''}` as const;
  return (count.dataset[form] ?? '').replace('{shown}', String(shown)).replace('{q}', q);
}

/** Sets the form's fields from a query string (back and forward, a shared link on static /products). */
function fill(form: HTMLFormElement, query: string) {
  const filters = parseFilters(Object.fromEntries(new URLSearchParams(query)));
  for (const [name, value] of Object.entries(filters)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
  }
}

/** What the filter matches on, as ProductBrowser wrote it into the page. */
export function filterItems(): FilterItem[] {
  const block = document.getElementById(PRODUCT_FILTER_IDS.items);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as FilterItem[]) : [];
  } catch {
    return [];
  }
}

/**
 * Puts the list, its count and the URL back as the server drew them for `serverQuery`, so React can
 * hydrate the page (the islands script, before the framework boots).
 */
export function resetProductFilter(items: readonly FilterItem[], serverQuery: string): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${serverQuery}`);
  arrange(items, serverQuery);
}

/** Filters as the farmer types or chooses; the URL keeps the state, so a list can be shared. Returns a detach. */
export function attachProductFilter(form: HTMLFormElement, items: readonly FilterItem[]): () => void {
  // The letter typed shows at once; the list follows in the next task, so a slow phone paints the
  // keystroke before it moves the cards (and several quick keystrokes move them once).
  let pending: number | undefined;
  const onChange = () => {
    window.clearTimeout(pending);
    pending = window.setTimeout(() => {
      const query = queryOf(form);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}`);
      arrange(items, query);
    }, 0);
  };
  const onSubmit = (e: SubmitEvent) => {
    // Results already follow every keystroke; Enter only closes the phone's keyboard.
    e.preventDefault();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  const onPopState = () => {
    fill(form, window.location.search);
    arrange(items, window.location.search);
  };
  form.addEventListener('input', onChange);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  window.addEventListener('popstate', onPopState);
  // What was typed while this code downloaded, or the query of a shared link.
  if (form.contains(document.activeElement) || queryOf(form) !== '') onChange();
  else if (window.location.search) onPopState();
  return () => {
    window.clearTimeout(pending);
    form.removeEventListener('input', onChange);
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
    window.removeEventListener('popstate', onPopState);
  };
}
