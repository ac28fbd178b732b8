/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { CartProvider } from '@/components/cart/cart-provider';
import { ProductBrowser } from '@/components/products/product-browser';
import { attachProductFilter } from '@/components/products/product-filter';
import { filterItem, PRODUCT_FILTER_IDS } from '@/components/products/product-filter-ids';
import { DEFAULT_FILTERS, type ProductFilters, type ProductSummary } from '@/lib/catalogue';
import { products as text } from '@/lib/messages';

const product = (id: string, name: string, swahiliName: string, categorySlug: string, priceCents: number): ProductSummary => ({
  id,
  slug: id,
  name,
  swahiliName,
  variety: '',
  varietySw: '',
  categorySlug,
  unitKind: 'seedling',
  traySize: null,
  priceCents,
  stock: 50,
  image: null,
});
const catalogue = [
  product('tomato', 'Tomato Anna F1', 'Nyanya', 'fruiting', 1500),
  product('sukuma', 'Sukuma Wiki (Collards)', 'Sukuma wiki', 'leafy', 300),
  product('cabbage', 'Cabbage Gloria F1', 'Kabichi', 'brassicas', 800),
];
const categories = [
  { slug: 'fruiting', name: 'Fruiting' },
  { slug: 'leafy', name: 'Leafy greens' },
  { slug: 'brassicas', name: 'Brassicas' },
] as never;

/** The list as the server draws it, inside the layout's cart (each card's quick add is the cart's). */
const drawn = (list: ReactNode) => renderToStaticMarkup(<CartProvider>{list}</CartProvider>);

/** The list's count (the cart's live region is a status too). */
const count = () => document.getElementById(PRODUCT_FILTER_IDS.count);

/** The page as the server sends it, with the filter attached as the island attaches it. */
function serve(filters: ProductFilters = DEFAULT_FILTERS) {
  document.body.innerHTML = drawn(<ProductBrowser products={catalogue} categories={categories} filters={filters} />);
  const items = catalogue.map(filterItem);
  return attachProductFilter(document.getElementById(PRODUCT_FILTER_IDS.form) as HTMLFormElement, items);
}

/** The cards a farmer sees, in the order Tab and a screen reader meet them. */
const visibleCards = () =>
  [...document.querySelectorAll<HTMLElement>('#product-grid > li')].filter((li) => !li.hidden).map((li) => within(li).getByRole('heading').textContent);

beforeEach(() => {
  window.history.replaceState(null, '', '/products');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** The list follows a change in the task after it (the keystroke is painted first). */
const settle = () => jest.runOnlyPendingTimers();

describe('the products filter over server-rendered cards', () => {
  it('starts with every card in name order, and the count', () => {
    serve();
    expect(visibleCards()).toEqual(['Cabbage Gloria F1', 'Sukuma Wiki (Collards)', 'Tomato Anna F1']);
    expect(count()).toHaveTextContent('3 seedlings');
    expect(count()).toHaveAttribute('role', 'status');
  });

  it('follows each keystroke: hides what does not match, says so, and keeps the query in the URL', () => {
    serve();
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'nyanya' } });
    expect(window.location.search).toBe('');
    settle();
    expect(visibleCards()).toEqual(['Tomato Anna F1']);
    expect(count()).toHaveTextContent('1 seedling matching “nyanya”');
    expect(window.location.search).toBe('?q=nyanya');
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'mango' } });
    settle();
    expect(visibleCards()).toEqual([]);
    expect(screen.getByText(text.noMatch)).toBeVisible();
  });

  it('sorts by price and filters by category through the selects', () => {
    serve();
    fireEvent.change(screen.getByLabelText(text.sortBy), { target: { value: 'price-desc' } });
    settle();
    expect(visibleCards()).toEqual(['Tomato Anna F1', 'Cabbage Gloria F1', 'Sukuma Wiki (Collards)']);
    fireEvent.change(screen.getByLabelText(text.category), { target: { value: 'leafy' } });
    settle();
    expect(visibleCards()).toEqual(['Sukuma Wiki (Collards)']);
    expect(window.location.search).toBe('?category=leafy&sort=price-desc');
  });

  it('keeps Enter from leaving the page once the filter runs', () => {
    serve();
    const submit = new Event('submit', { cancelable: true });
    screen.getByRole('search').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('applies a shared link’s query to the static page, and follows back and forward', () => {
    window.history.replaceState(null, '', '/products?category=brassicas');
    serve();
    expect(visibleCards()).toEqual(['Cabbage Gloria F1']);
    expect(screen.getByLabelText(text.category)).toHaveValue('brassicas');
    window.history.replaceState(null, '', '/products?q=sukuma');
    fireEvent.popState(window);
    expect(visibleCards()).toEqual(['Sukuma Wiki (Collards)']);
    expect(screen.getByRole('searchbox')).toHaveValue('sukuma');
  });

  it('renders a filtered list for /products/search (no JavaScript) with the form filled in', () => {
    document.body.innerHTML = drawn(<ProductBrowser products={catalogue} categories={categories} filters={{ q: 'kabichi', category: '', sort: 'name' }} />);
    expect(visibleCards()).toEqual(['Cabbage Gloria F1']);
    expect(screen.getByRole('searchbox')).toHaveValue('kabichi');
    expect(count()).toHaveTextContent('1 seedling matching “kabichi”');
  });

  it('renders a sorted list in its order on the server too', () => {
    document.body.innerHTML = drawn(<ProductBrowser products={catalogue} categories={categories} filters={{ q: '', category: '', sort: 'price-asc' }} />);
    expect(visibleCards()).toEqual(['Sukuma Wiki (Collards)', 'Cabbage Gloria F1', 'Tomato Anna F1']);
  });
});
