import { NONCE_PAGE_PREFIXES } from '@/lib/security/headers.mjs';
import { isBuildAsset, isImage, isPublicPage, mayKeep, offlineAnswersFor, offlinePageFor, pagesKeptAhead } from '@/lib/offline/rules';

const response = (status: number, headers: Record<string, string> = {}, type = 'basic') => ({ status, type, headers: new Headers(headers) });

describe('what the service worker keeps on the phone (issue 17)', () => {
  it.each([
    '/',
    '/products',
    '/products/tomato-anna-f1',
    '/about',
    '/contact',
    '/cart',
    '/sw',
    '/sw/products',
    '/sw/products/sukuma-wiki',
    '/sw/cart',
    '/offline',
  ])('keeps the public page %s', (path) => expect(isPublicPage(path)).toBe(true));

  it.each([
    // Every page rendered per request, in both languages, and below it.
    ...NONCE_PAGE_PREFIXES.flatMap((p) => [p, `/sw${p}`, `${p}/9f1c`]),
    '/api/products',
    '/api/cart',
    '/.netlify/functions/products',
    '/__/auth/handler',
    '/products/../dashboard',
    '/products/Tomato',
    '/products/a/b',
    '/service-worker.js',
    // The data saver's old addresses: redirects now, never kept.
    '/lite/products',
    '/lite/cart',
  ])('never keeps %s', (path) => expect(isPublicPage(path)).toBe(false));

  it('answers a page it does not keep with the offline page in that page’s language', () => {
    expect(offlinePageFor('/checkout')).toBe('/offline');
    expect(offlinePageFor('/sw/checkout')).toBe('/sw/offline');
    expect(offlinePageFor('/sw')).toBe('/sw/offline');
  });

  it('fetches the offline page and the cart ahead, in the language the farmer reads (issue 26), then the offline page in the other (issue 29)', () => {
    expect(pagesKeptAhead('/products/tomato-anna-f1')).toEqual(['/offline', '/cart', '/sw/offline']);
    expect(pagesKeptAhead('/')).toEqual(['/offline', '/cart', '/sw/offline']);
    expect(pagesKeptAhead('/sw/products')).toEqual(['/sw/offline', '/sw/cart', '/offline']);
    expect(pagesKeptAhead('/sw')).toEqual(['/sw/offline', '/sw/cart', '/offline']);
    // Whatever language the farmer read, a page asked for in either is answered in its own language.
    for (const read of ['/', '/sw']) {
      for (const asked of ['/checkout', '/sw/checkout', '/about', '/sw/login']) expect(pagesKeptAhead(read)).toContain(offlineAnswersFor(asked)[0]);
    }
    // Both are pages the worker may keep, and the cart the offline page leads to is among them.
    for (const page of [...pagesKeptAhead('/'), ...pagesKeptAhead('/sw')]) expect(isPublicPage(page)).toBe(true);
  });

  it('answers the cart offline with the cart fetched ahead, any other page with the offline page', () => {
    // "Open your cart" on the offline page leads to the cart, never back to the offline page.
    expect(offlineAnswersFor('/cart')).toEqual(['/cart', '/offline', '/sw/offline']);
    expect(offlineAnswersFor('/sw/cart')).toEqual(['/sw/cart', '/sw/offline', '/offline']);
    expect(offlineAnswersFor('/cart')[0]).toBe(pagesKeptAhead('/offline')[1]);
    expect(offlineAnswersFor('/sw/cart')[0]).toBe(pagesKeptAhead('/sw/offline')[1]);
    // The rest: the offline page in the page's language, then in the other.
    expect(offlineAnswersFor('/checkout')).toEqual(['/offline', '/sw/offline']);
    expect(offlineAnswersFor('/sw/login')).toEqual(['/sw/offline', '/offline']);
    expect(offlineAnswersFor('/about')).toEqual(['/offline', '/sw/offline']);
    // A path that only looks like the cart is no cart.
    expect(offlineAnswersFor('/cart/x')).toEqual(['/offline', '/sw/offline']);
    expect(offlineAnswersFor('/lite/cart')).toEqual(['/offline', '/sw/offline']);
    for (const path of ['/cart', '/sw/cart', '/checkout', '/sw/about']) expect(offlineAnswersFor(path)).toContain(offlinePageFor(path));
  });

  it('keeps only full, public answers', () => {
    expect(mayKeep(response(200, { 'cache-control': 's-maxage=31536000' }))).toBe(true);
    expect(mayKeep(response(200))).toBe(true);
    expect(mayKeep(response(200, { 'cache-control': 'private, no-cache' }))).toBe(false);
    expect(mayKeep(response(200, { 'Cache-Control': 'No-Store' }))).toBe(false);
    expect(mayKeep(response(200, { 'set-cookie': 'session=1' }))).toBe(false);
    expect(mayKeep(response(404))).toBe(false);
    expect(mayKeep(response(206))).toBe(false);
    expect(mayKeep(response(500))).toBe(false);
    expect(mayKeep(response(0, {}, 'opaque'))).toBe(false);
  });

  it('tells build files and pictures apart from pages', () => {
    expect(isBuildAsset('/_next/static/chunks/app-1a2b.js')).toBe(true);
    expect(isBuildAsset('/_next/image')).toBe(false);
    expect(isImage('/images/products/tomato.svg')).toBe(true);
    expect(isImage('/icons/192.png')).toBe(true);
    expect(isImage('/api/product-images/abc')).toBe(false);
  });
});
