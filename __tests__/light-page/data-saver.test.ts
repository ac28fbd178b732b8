import { pageAfterSwitch, wantsLightPages } from '@/lib/light-page/data-saver';
import { isPublicPage, pageCacheTag } from '@/lib/light-page/public-pages';
import { cookieValue, pageVariant } from '@/lib/light-page/variant';

describe('which pages may be served light', () => {
  it.each(['/', '/products', '/products/tomato-anna-f1', '/about', '/contact', '/cart', '/offline', '/sw', '/sw/products/tomato-anna-f1', '/sw/cart'])(
    '%s is a public page',
    (path) => expect(isPublicPage(path)).toBe(true),
  );

  it.each([
    '/products/search',
    '/sw/products/search',
    '/checkout',
    '/login',
    '/dashboard',
    '/orders/1',
    '/products/Tomato',
    '/products/a/b',
    '/api/health',
    '/lite',
  ])('%s is not (per request, per farmer, or not a page)', (path) => expect(isPublicPage(path)).toBe(false));

  it("carries the tag Next.js gives the page's cache entry, so a staff edit purges both", () => {
    expect([pageCacheTag('/'), pageCacheTag('/products'), pageCacheTag('/sw'), pageCacheTag('/sw/products/kale')]).toEqual([
      '_N_T_/en',
      '_N_T_/en/products',
      '_N_T_/sw',
      '_N_T_/sw/products/kale',
    ]);
  });
});

describe('who gets which version of a page', () => {
  const headers = (cookie: string | null, saveData: string | null = null) =>
    new Headers([...(cookie ? [['cookie', cookie]] : []), ...(saveData ? [['save-data', saveData]] : [])] as [string, string][]);

  it("follows the farmer's data saver switch over the browser's Save-Data", () => {
    expect(wantsLightPages('on', null)).toBe(true);
    expect(wantsLightPages('off', 'on')).toBe(false);
    expect(wantsLightPages(undefined, 'on')).toBe(true);
    expect(wantsLightPages(undefined, ' On ')).toBe(true);
    expect(wantsLightPages(undefined, null)).toBe(false);
    expect(wantsLightPages('maybe', 'off')).toBe(false);
  });

  it('light for a visitor, whole for someone signed in, the data saver for a data saver (signed in or not)', () => {
    expect(pageVariant(headers(null))).toBe('light');
    expect(pageVariant(headers('a=1; miche_signed_in=1'))).toBe('full');
    expect(pageVariant(headers('miche_signed_in=; data-saver=off'))).toBe('light');
    expect(pageVariant(headers('miche_signed_in=1; data-saver=on'))).toBe('saver');
    expect(pageVariant(headers(null, 'on'))).toBe('saver');
    expect(pageVariant(headers('data-saver=off', 'on'))).toBe('light');
  });

  it('reads one cookie out of a header, by its exact name', () => {
    expect(cookieValue('x-data-saver=on; data-saver= on ', 'data-saver')).toBe('on');
    expect(cookieValue(null, 'data-saver')).toBeUndefined();
  });
});

describe('where the switch sends the farmer', () => {
  const host = 'miche.example';
  it('back to the same page, keeping the search', () => {
    expect(pageAfterSwitch('https://miche.example/products/search?q=tom', host)).toBe('/products/search?q=tom');
    expect(pageAfterSwitch('https://miche.example/sw/products', host)).toBe('/sw/products');
  });

  it('never to another site', () => {
    expect(pageAfterSwitch('https://evil.example/products', host)).toBe('/');
    expect(pageAfterSwitch('https://miche.example//evil.example/x', host)).toBe('/evil.example/x');
    expect(pageAfterSwitch('not a url', host)).toBe('/');
    expect(pageAfterSwitch(null, host)).toBe('/');
    expect(pageAfterSwitch('https://miche.example/products', null)).toBe('/');
  });
});
