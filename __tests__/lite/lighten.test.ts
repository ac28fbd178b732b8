import { THEME_SCRIPT } from '@/components/layout/theme';
import { lightenPage } from '@/lib/lite/lighten';

const options = {
  words: { notice: 'Data saver is on: pages without pictures.', fullPages: 'Show full pages', showPicture: 'Show <picture>' },
  islands: { scriptSrc: '/islands.js?v=abc', words: '<script type="application/json" id="miche-words">{}</script>' },
  switchAction: '/api/data-saver',
};

// The shapes Next.js and React give a page of ours (taken from a production build's HTML).
const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="preload" href="/images/products/basil.svg" as="image" fetchPriority="high"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/06gx.js"/>',
  '<script src="/_next/static/chunks/4529.js" async=""></script>',
  `<script>${THEME_SCRIPT}</script>`,
  '<link rel="canonical" href="https://miche.example/products"/>',
  '<link rel="manifest" href="/manifest.webmanifest"/>',
  '<script src="/_next/static/chunks/0cz1.js" noModule=""></script></head>',
  '<body><a href="/" aria-label="Miche home">Miche</a><a href="/sw/products?q=tom">Sw</a><a href="/cart" data-cart-button="">Cart</a>',
  '<main id="main" class="mx-auto">',
  '<script type="application/ld+json">{"name":"Tomato \\u003c/script>"}</script>',
  '<form action="/products/search" method="get"><input name="q"/></form>',
  '<ul><li><a href="/products/tomato-anna-f1"><img src="/images/products/tomato.svg" alt="" width="160" loading="lazy" data-light="hide"/>Tomato</a></li></ul>',
  '<img src="/api/product-images/0b9d6a52-94f1-4c36-9d43-5b0a1e7f3c21/320" srcSet="/api/product-images/0b9d6a52-94f1-4c36-9d43-5b0a1e7f3c21/160 160w" alt="" width="320" loading="eager" data-light="on-request"/>',
  '<img src="/images/hero.svg" alt="Seedlings in trays" data-light="hide"/>',
  '<img src="data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E" data-src="/images/products/kale.svg" alt="" width="320" loading="eager" data-light="on-request"/>',
  '</main><footer><form method="post" action="/api/data-saver" data-saver-switch="on"><input type="hidden" name="mode" value="on"/><button type="submit">Turn on data saver</button></form></footer>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '</body></html>',
].join('');

describe('a light page', () => {
  const light = lightenPage(page, options);

  it('runs none of the framework: only the islands script, the theme script and data blocks are left', () => {
    expect(light).not.toMatch(/_next\/static|__next_f|TURBOPACK|rel="preload"/);
    expect(light.match(/<script\b[^>]*>/g)).toEqual([
      '<script>',
      '<script type="application/ld+json">',
      '<script type="application/json" id="miche-words">',
      '<script data-islands="/islands.js?v=abc">',
    ]);
    expect(light).toContain(`<script>${THEME_SCRIPT}</script>`);
  });

  it('leaves out the pictures of lists and decorations, and keeps the product picture behind a button, smallest file', () => {
    expect(light).not.toMatch(/tomato\.svg|hero\.svg|\/320"|srcSet/);
    expect(light).toContain(
      '<details class="rounded-2xl border border-line"><summary class="flex min-h-11 cursor-pointer items-center px-4 font-bold text-brand">Show &lt;picture&gt;</summary><img src="/api/product-images/0b9d6a52-94f1-4c36-9d43-5b0a1e7f3c21/160"',
    );
    expect(light).toContain('loading="lazy"');
    // A picture that came inside the full page is asked for by its file.
    expect(light).not.toContain('data:image');
    expect(light).toContain('<img src="/images/products/kale.svg" alt="" width="160"');
  });

  it('links the pages that have a light version to it, in the same language and with the same search', () => {
    expect(light).toContain('<a href="/lite" aria-label="Miche home">');
    expect(light).toContain('<a href="/sw/lite/products?q=tom">');
    expect(light).toContain('<a href="/lite/products/tomato-anna-f1">');
    expect(light).toContain('<form action="/lite/products/search" method="get">');
    expect(light).toContain('<a href="/cart" data-cart-button="">');
    expect(light).toContain('href="/manifest.webmanifest"');
    expect(light).toContain('<link rel="canonical" href="https://miche.example/products"/>');
  });

  it('offers the full pages at the top instead of the switch that turned the data saver on', () => {
    expect(light).not.toContain('data-saver-switch="on"');
    expect(light).toContain('<main id="main" class="mx-auto"><form method="post" action="/api/data-saver" data-saver-switch="off"');
    expect(light).toContain('<input type="hidden" name="mode" value="off"/>');
    expect(light).toContain('Show full pages</button>');
  });
});
