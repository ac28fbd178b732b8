/**
 * The Miche pages the bench measures. `public` pages carry the strict budgets (static HTML for
 * farmers on slow, costly data); `account` pages are the sign-in, checkout and account screens, with
 * looser ones. `{order}` in a path is the bench farmer's own order (session-cookie.ts makes one).
 */
export type PageKind = 'public' | 'product' | 'account';

export interface BenchPage {
  name: string;
  path: string;
  kind: PageKind;
  /** Measured signed in (the bench farmer's session cookie); the others signed out, as a first visit. */
  session?: boolean;
}

export const PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/', kind: 'public' },
  { name: 'products', path: '/products', kind: 'public' },
  // A seed product (lib/server/db/seed-data.ts) with a picture, so image bytes are counted.
  { name: 'product', path: '/products/tomato-anna-f1', kind: 'product' },
  { name: 'about', path: '/about', kind: 'public' },
  { name: 'contact', path: '/contact', kind: 'public' },
  { name: 'cart', path: '/cart', kind: 'public' },
  { name: 'login', path: '/login', kind: 'account' },
  { name: 'register', path: '/register', kind: 'account' },
  { name: 'dashboard', path: '/dashboard', kind: 'account', session: true },
  { name: 'wallet', path: '/wallet', kind: 'account', session: true },
  { name: 'orders', path: '/orders', kind: 'account', session: true },
  { name: 'order', path: '/order-confirmation/{order}', kind: 'account', session: true },
  // The Kiswahili pages keep the same budgets.
  { name: 'home-sw', path: '/sw', kind: 'public' },
  { name: 'products-sw', path: '/sw/products', kind: 'public' },
  { name: 'product-sw', path: '/sw/products/tomato-anna-f1', kind: 'product' },
  { name: 'about-sw', path: '/sw/about', kind: 'public' },
  { name: 'contact-sw', path: '/sw/contact', kind: 'public' },
  { name: 'cart-sw', path: '/sw/cart', kind: 'public' },
  { name: 'login-sw', path: '/sw/login', kind: 'account' },
  { name: 'dashboard-sw', path: '/sw/dashboard', kind: 'account', session: true },
];

/** BENCH_PAGES (comma-separated names) measures only those, for a quick look at one change. */
export function selectedPages(names: readonly string[] | undefined): readonly BenchPage[] {
  if (!names) return PAGES;
  const unknown = names.filter((n) => !PAGES.some((p) => p.name === n));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES names no page called ${unknown.join(', ')} (known: ${PAGES.map((p) => p.name).join(', ')})`);
  return PAGES.filter((p) => names.includes(p.name));
}
