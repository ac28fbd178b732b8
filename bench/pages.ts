/**
 * The Miche pages the bench measures. `public` pages carry the strict budgets (static HTML for
 * farmers on slow, costly data); `signed-in` pages are interactive screens with a looser score.
 * `optional` pages may not exist yet: a 404 or a redirect reports them as not available.
 */
export type PageKind = 'public' | 'product' | 'signed-in';

export interface BenchPage {
  name: string;
  path: string;
  kind: PageKind;
  optional: boolean;
  /** Measured signed in (a bench farmer's session cookie); the others signed out, as a first visit. */
  session?: boolean;
}

export const PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/', kind: 'public', optional: false },
  { name: 'products', path: '/products', kind: 'public', optional: false },
  // A seed product (lib/server/db/seed-data.ts) with a picture, so image bytes are counted.
  { name: 'product', path: '/products/tomato-anna-f1', kind: 'product', optional: false },
  { name: 'login', path: '/login', kind: 'signed-in', optional: true },
  // Signed in as a bench farmer (session-cookie.ts); without a session it redirects to /login.
  { name: 'dashboard', path: '/dashboard', kind: 'signed-in', optional: true, session: true },
];
