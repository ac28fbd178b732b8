import { fullPathFor, lightPathFor, pageAfterSwitch, wantsLightPages } from '@/lib/lite/pages';

describe('which pages have a light version', () => {
  it.each([
    ['/', '/lite'],
    ['/products', '/lite/products'],
    ['/products/search', '/lite/products/search'],
    ['/products/tomato-anna-f1', '/lite/products/tomato-anna-f1'],
    ['/sw', '/sw/lite'],
    ['/sw/products/tomato-anna-f1', '/sw/lite/products/tomato-anna-f1'],
  ])('%s is light at %s, and back', (full, light) => {
    expect(lightPathFor(full)).toBe(light);
    expect(fullPathFor(light)).toBe(full);
  });

  it.each(['/cart', '/checkout', '/login', '/orders/1', '/about', '/sw/cart', '/products/Tomato', '/products/a/b', '/lite/products', '/api/health'])(
    '%s has none (it needs the full shop, or is not a page)',
    (path) => expect(lightPathFor(path)).toBeNull(),
  );

  it.each(['/products', '/lite/cart', '/lite/lite', '/litex', '/sw/lite/checkout'])('%s is not a light path', (path) => expect(fullPathFor(path)).toBeNull());
});

describe('who gets the light pages', () => {
  it("follows the farmer's switch over the browser's Save-Data", () => {
    expect(wantsLightPages('on', null)).toBe(true);
    expect(wantsLightPages('off', 'on')).toBe(false);
    expect(wantsLightPages(undefined, 'on')).toBe(true);
    expect(wantsLightPages(undefined, ' On ')).toBe(true);
    expect(wantsLightPages(undefined, null)).toBe(false);
    expect(wantsLightPages('maybe', 'off')).toBe(false);
  });
});

describe('where the switch sends the farmer', () => {
  const host = 'miche.example';
  it('back to the same page, in the version chosen, keeping the search', () => {
    expect(pageAfterSwitch('https://miche.example/products/search?q=tom', host, true)).toBe('/lite/products/search?q=tom');
    expect(pageAfterSwitch('https://miche.example/sw/lite/products', host, false)).toBe('/sw/products');
    expect(pageAfterSwitch('https://miche.example/cart', host, true)).toBe('/cart');
    expect(pageAfterSwitch('https://miche.example/lite', host, true)).toBe('/lite');
  });

  it('never to another site', () => {
    expect(pageAfterSwitch('https://evil.example/products', host, true)).toBe('/lite');
    expect(pageAfterSwitch('https://miche.example//evil.example/x', host, false)).toBe('/evil.example/x');
    expect(pageAfterSwitch('not a url', host, false)).toBe('/');
    expect(pageAfterSwitch(null, host, true)).toBe('/lite');
    expect(pageAfterSwitch('https://miche.example/products', null, false)).toBe('/');
  });
});
