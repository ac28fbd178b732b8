import { isAccountIslandsPage, isIslandsPage, islandsRouteFor } from '@/lib/islands/pages';

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
    ['/offline', '/en/islands/offline'],
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
    '/lite/products',
    '/products/Tomato',
    '/products/a/b',
    '/api/health',
    '/sw/wallet',
    '/en/about',
  ])('%s is not one (accounts and checkout need React at once; the rest are not public pages)', (path) => expect(isIslandsPage(path)).toBe(false));

  it.each([
    ['/login', '/en/islands/login'],
    ['/register', '/en/islands/register'],
    ['/dashboard', '/en/islands/dashboard'],
    ['/sw/wallet', '/sw/islands/wallet'],
    ['/orders', '/en/islands/orders'],
    ['/order-confirmation/5099d54c-3b6c-4f20-822e-afcbf4d3e1fe', '/en/islands/order-confirmation/5099d54c-3b6c-4f20-822e-afcbf4d3e1fe'],
  ])('the account page %s too, from %s, booted at the first touch', (page, route) => {
    expect(isAccountIslandsPage(page)).toBe(true);
    expect(isIslandsPage(page)).toBe(false);
    expect(islandsRouteFor(page)).toBe(route);
  });

  it.each(['/checkout', '/admin', '/admin/orders', '/verify-email', '/order-confirmation/x', '/orders/1', '/products', '/en/dashboard'])(
    '%s is not an account page served so (the checkout and the back office need React at once)',
    (path) => expect(isAccountIslandsPage(path)).toBe(false),
  );
});
