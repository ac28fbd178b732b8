import { isIslandsPage, islandsRouteFor } from '@/lib/islands/pages';

describe('which pages are served with their framework on demand (issue 14)', () => {
  it.each([
    ['/', '/en/islands'],
    ['/products', '/en/islands/products'],
    ['/products/search', '/en/islands/products/search'],
    ['/products/tomato-anna-f1', '/en/islands/products/tomato-anna-f1'],
    ['/about', '/en/islands/about'],
    ['/contact', '/en/islands/contact'],
    ['/cart', '/en/islands/cart'],
    ['/sw', '/sw/islands'],
    ['/sw/products/tomato-anna-f1', '/sw/islands/products/tomato-anna-f1'],
    ['/sw/cart', '/sw/islands/cart'],
  ])('%s, from %s', (page, route) => {
    expect(isIslandsPage(page)).toBe(true);
    expect(islandsRouteFor(page)).toBe(route);
  });

  it.each([
    '/checkout',
    '/login',
    '/dashboard',
    '/orders',
    '/order-confirmation/x',
    '/admin',
    '/verify-email',
    '/offline',
    '/lite/products',
    '/products/Tomato',
    '/products/a/b',
    '/api/health',
    '/sw/wallet',
    '/en/about',
  ])('%s is not one (accounts and checkout need React at once; the rest are not public pages)', (path) => expect(isIslandsPage(path)).toBe(false));
});
