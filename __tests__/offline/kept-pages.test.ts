/** @jest-environment jsdom */
/**
 * The offline page's list of pages kept on the phone (components/offline/kept-pages-script.ts), run as
 * the page runs it, over a stand-in for the worker's cache: the pages of the offline page's language,
 * the home page first, each by its title.
 */
import { KEPT_PAGES_SCRIPT } from '@/components/offline/kept-pages-script';
import { listedOnOfflinePage } from '@/lib/offline/rules';

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body></body></html>`;

const KEPT: Record<string, string> = {
  '/': page('Miche: vegetable seedlings for Kenyan farmers'),
  '/products': page('Seedlings | Miche'),
  '/products/tomato-anna-f1': page('Tomato Anna F1 | Miche'),
  '/about': page('About Us | Miche'),
  '/cart': page('Cart | Miche'),
  '/sw': page('Miche: miche ya mboga kwa wakulima wa Kenya'),
  '/sw/products/sukuma-wiki': page('Sukuma wiki | Miche'),
  '/products/tomato-anna-f1?ref=share': page('Tomato again | Miche'),
};

async function listOn(lang: 'en' | 'sw', kept: Record<string, string> = KEPT) {
  document.documentElement.lang = lang;
  document.body.innerHTML = '<p id="kept-none">No pages are kept yet.</p><ul id="kept-pages"></ul>';
  const requests = Object.keys(kept).map((path) => ({ url: `https://miche.test${path}` }));
  Object.defineProperty(window, 'caches', {
    configurable: true,
    value: {
      open: async () => ({
        keys: async () => requests,
        match: async (request: { url: string }) => ({ text: async () => kept[new URL(request.url).pathname + new URL(request.url).search] }),
      }),
    },
  });
  // The script is one expression: the promise of its work.
  await (0, eval)(KEPT_PAGES_SCRIPT);
  const links = [...document.querySelectorAll<HTMLAnchorElement>('#kept-pages a')].map((a) => [a.getAttribute('href'), a.textContent]);
  return { links, noneHidden: document.getElementById('kept-none')!.hidden };
}

describe('the offline page’s pages kept on the phone (issue 29)', () => {
  it('lists the home page first, then the products page and the products, in English', async () => {
    const { links, noneHidden } = await listOn('en');
    expect(links).toEqual([
      ['/', 'Miche: vegetable seedlings for Kenyan farmers'],
      ['/products', 'Seedlings'],
      ['/products/tomato-anna-f1', 'Tomato Anna F1'],
    ]);
    expect(noneHidden).toBe(true);
  });

  it('lists the Kiswahili pages on the Kiswahili offline page', async () => {
    const { links } = await listOn('sw');
    expect(links).toEqual([
      ['/sw', 'Miche: miche ya mboga kwa wakulima wa Kenya'],
      ['/sw/products/sukuma-wiki', 'Sukuma wiki'],
    ]);
  });

  it('says none are kept when no page to browse is', async () => {
    const { links, noneHidden } = await listOn('en', { '/about': KEPT['/about']!, '/cart': KEPT['/cart']! });
    expect(links).toEqual([]);
    expect(noneHidden).toBe(false);
  });

  it('matches whole paths only, each in its own language', () => {
    const en = listedOnOfflinePage('en');
    const sw = listedOnOfflinePage('sw');
    for (const path of ['/', '/products', '/products/tomato-anna-f1']) expect(en.test(path)).toBe(true);
    for (const path of ['/sw', '/sw/products', '/sw/products/tomato-anna-f1']) expect(sw.test(path)).toBe(true);
    for (const path of ['/sw', '/about', '/products/a/b', '/products/Tomato', '//', '/cart']) expect(en.test(path)).toBe(false);
    for (const path of ['/', '/sw/', '/sw/about', '/products', '/swa']) expect(sw.test(path)).toBe(false);
  });
});
