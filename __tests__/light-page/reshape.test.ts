/**
 * The reshaping of a public page, and its failing closed. These pages are written by hand
 * in Next.js's shape; e2e/light-page-contract.spec.ts runs the same code over a real build's pages.
 */
import { FRAMEWORK_LIST_ID, flightBuildId } from '@/lib/light-page/contract';
import { lightPage } from '@/lib/light-page/reshape';
import { HEAD_SCRIPT } from '@/lib/theme';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const push = (value: unknown) => `<script>self.__next_f.push(${JSON.stringify(value)})</script>`;
const css = '.flex{display:flex}.grid{display:grid}.text-red{color:red}@media (min-width:40rem){.sm\\:grid{display:grid}}';
const block = JSON.stringify({ src: '/islands.js?v=abc123', css: '/site.css?v=def456', words: {} });

function page(over: { scripts?: string; flight?: string[]; body?: string } = {}): string {
  const flight = over.flight ?? ['1:"$Sreact.fragment"\n0:{"P":null,"b":"BUILD_1","c":["","en"]}\n', '2:["$","p",null,{}]\n'];
  return (
    `<!DOCTYPE html><html lang="en"><head><style id="site-css">${css}</style><script>${HEAD_SCRIPT}</script>` +
    `<link rel="preload" as="script" fetchPriority="low" href="${chunk('a')}"/><link rel="preload" as="image" href="/images/x.svg"/>` +
    `<script src="${chunk('a')}" async=""></script></head><body><main class="flex">` +
    (over.body ??
      '<img src="/images/list.svg" data-saver-drop="" class="grid"/><template data-saver-only=""><p class="sm:grid">Data saver is on</p></template>') +
    `<script type="application/json" id="miche-islands">${block}</script><script type="application/ld+json">{"@type":"Product"}</script></main>` +
    `<script src="${chunk('b')}" async=""></script><script src="${chunk('polyfills')}" noModule=""></script>` +
    `<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>` +
    (over.scripts ?? '') +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${flight.map((text) => push([1, text])).join('')}</body></html>`
  );
}

describe('a light page', () => {
  it("lists the framework's scripts with the build that drew the page instead of loading them, and leaves React's data out", () => {
    const light = lightPage(page(), 'light')!;
    expect(light).not.toContain('async=""');
    expect(light).not.toContain('noModule');
    expect(light).not.toContain('__next_f');
    expect(light).not.toContain('rel="preload" as="script"');
    expect(light).toContain('<link rel="preload" as="image" href="/images/x.svg"/>');
    expect(light).toContain(
      `<script type="application/json" id="${FRAMEWORK_LIST_ID}" data-build="BUILD_1" data-variant="light">["${chunk('a')}","${chunk('b')}"]</script>`,
    );
    // What stays: the theme, data blocks, Turbopack's chunk list; the loader comes last.
    expect(light).toContain(`<script>${HEAD_SCRIPT}</script>`);
    expect(light).toContain('<script type="application/ld+json">');
    expect(light).toContain('<script id="_R_">');
    expect(light).toMatch(/<script data-islands="\/islands\.js\?v=abc123">[^<]*<\/script><\/body><\/html>$/);
  });

  it('cuts the stylesheet to what the page uses, and names the whole one for after the boot', () => {
    const light = lightPage(page(), 'light')!;
    expect(light).toContain(
      '<style id="site-css" data-full="/site.css?v=def456">.flex{display:flex}.grid{display:grid}@media (min-width:40rem){.sm\\:grid{display:grid}}</style>',
    );
  });

  it("keeps the data saver's markup in its template, and the pictures, for a visitor", () => {
    const light = lightPage(page(), 'light')!;
    expect(light).toContain('<template data-saver-only=""><p class="sm:grid">Data saver is on</p></template>');
    expect(light).toContain('data-saver-drop=""');
  });

  it("shows the data saver's markup and leaves the marked pictures and forms out, for a data saver", () => {
    const body =
      '<form action="/api/data-saver" data-saver-drop=""><button>Turn on</button></form><img src="/a.svg" data-saver-drop="" alt=""/><template data-saver-only=""><p>On</p></template>';
    const saver = lightPage(page({ body }), 'saver')!;
    expect(saver).toContain('<main class="flex"><p>On</p>');
    expect(saver).not.toContain('data-saver-drop');
    expect(saver).toContain('data-variant="saver"');
  });

  it('keeps an inline script of ours marked to stay', () => {
    expect(lightPage(page({ scripts: '<script data-light-keep="">listKeptPages()</script>' }), 'light')).toContain('listKeptPages()');
  });
});

describe('a page of another shape is served as Next.js drew it (null)', () => {
  it.each([
    ['a chunk with a query (skew protection)', page().replace(`${chunk('b')}"`, `${chunk('b')}?dpl=d1"`)],
    ['a script from elsewhere', page({ scripts: '<script src="https://cdn.example/x.js" async=""></script>' })],
    ['an inline script of another shape', page({ scripts: '<script>$RC("B:0","S:0")</script>' })],
    ["React's data as form state", page({ scripts: '' }).replace('</body>', `${push([2, 'x'])}</body>`)],
    ["React's data without its start", page().replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', '')],
    ['no build id', page({ flight: ['1:"x"\n0:{"P":null}\n'] })],
    ['no islands block', page().replace(/<script type="application\/json" id="miche-islands">[^<]*<\/script>/, '')],
    ['an islands block naming another script', page().replace('/islands.js?v=abc123', 'https://evil.example/x.js')],
    ['a module preload', page().replace('</head>', '<link rel="modulepreload" href="/x.js"/></head>')],
    ['a script preload from elsewhere', page().replace('</head>', '<link rel="preload" as="script" href="https://cdn.example/x.js"/></head>')],
    ['no inlined stylesheet', page().replace(/<style id="site-css">[^<]*<\/style>/, '')],
    ['two bodies', `${page()}</body>`],
    ['no framework at all', page().replace(/<script src="[^"]+" async=""><\/script>/g, '')],
  ])('%s', (_, html) => expect(lightPage(html, 'light')).toBeNull());
});

describe("the build that drew React's data", () => {
  it('is `b` of its first row, wherever the row sits', () => {
    expect(flightBuildId('1:"a"\n0:{"P":null,"b":"x-Y_9","c":[]}\n2:[]')).toBe('x-Y_9');
    expect(flightBuildId('0:{"b":"top","x":{"b":"nested"}}')).toBe('top');
    expect(flightBuildId('0:{"b":"no spaces allowed"}')).toBeNull();
    expect(flightBuildId('0:{not json')).toBeNull();
    expect(flightBuildId('10:{"b":"x"}')).toBeNull();
  });
});
