import { THEME_SCRIPT } from '@/components/layout/theme';
import { ACCOUNT_PAGE_ATTRIBUTE, FRAMEWORK_LIST_ID, frameworkScripts, holdFramework, pageData } from '@/lib/islands/hold-framework';

// The shapes Next.js and React give a public page (taken from a production build's HTML).
const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="preload" href="/images/products/basil.svg" as="image" fetchPriority="high"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/06gx.js"/>',
  '<script src="/_next/static/chunks/4529.js" async=""></script>',
  '<script src="/_next/static/chunks/34rj.js" async=""></script>',
  `<script>${THEME_SCRIPT}</script>`,
  '<script src="/_next/static/chunks/0cz1.js" noModule=""></script></head>',
  '<body><main id="main"><h1>Tomato</h1>',
  '<script type="application/ld+json">{"name":"Tomato \\u003c/script>"}</script></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script src="/_next/static/chunks/06gx.js" async=""></script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '</body></html>',
].join('');

describe('a public page with its framework held back', () => {
  const words = '<script type="application/json" id="miche-words">{"title":"Your Cart"}</script>';
  const held = holdFramework(page, { scriptSrc: '/islands.js?v=abc', words });

  it('loads none of the framework: its scripts and their preloads go, the picture preload stays', () => {
    expect(held).not.toMatch(/<script src="\/_next\/static\/chunks\/(4529|34rj|06gx)\.js"/);
    expect(held).not.toContain('as="script"');
    expect(held).toContain('<link rel="preload" href="/images/products/basil.svg" as="image" fetchPriority="high"/>');
    expect(held).toContain('noModule=""');
  });

  it("leaves React's data for the page out (the boot asks for it), and lists the scripts to boot in order", () => {
    expect(held).not.toContain('__next_f');
    expect(held).toContain('globalThis["TURBOPACK"]');
    expect(held).toContain(`<script>${THEME_SCRIPT}</script>`);
    expect(held).toContain(
      `<script type="application/json" id="${FRAMEWORK_LIST_ID}">["/_next/static/chunks/4529.js","/_next/static/chunks/34rj.js","/_next/static/chunks/06gx.js"]</script>`,
    );
    expect(frameworkScripts(page)).toEqual(['/_next/static/chunks/4529.js', '/_next/static/chunks/34rj.js', '/_next/static/chunks/06gx.js']);
  });

  it('carries the islands their words, and loads their script only after the first paint, named for the bench', () => {
    expect(held).toContain(`${words}<script data-islands=`);
    const loader = /<script data-islands="\/islands\.js\?v=abc">([\s\S]*?)<\/script><\/body>/.exec(held)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    expect(loader).toContain('"/islands.js?v=abc"');
  });

  it("gives the boot React's data as the page pushed it, in order, as JSON", () => {
    expect(JSON.parse(pageData(page))).toEqual([[0], [1, '1:"$Sreact.fragment"\n']]);
    expect(pageData('<p>no framework</p>')).toBe('[]');
  });

  it('leaves a page without a body or framework as it was, but for the loader', () => {
    expect(holdFramework('<p>hi</p>', { scriptSrc: '/islands.js', words })).toBe('<p>hi</p>');
  });
});

describe('an account page with its framework held back', () => {
  const nonce = 'qPprLY/f+Lq9yunz2Sl75A==';
  // A page rendered per request: Next.js puts the nonce on every script, in either order with `async`.
  const accountPage = page
    .replace(/<script src="(\/_next\/static\/chunks\/4529\.js)" async="">/, `<script src="$1" nonce="${nonce}" async="">`)
    .replace(/<script src="(\/_next\/static\/chunks\/(34rj|06gx)\.js)" async="">/g, `<script src="$1" async="" nonce="${nonce}">`)
    .replace(/<script>(\(?self\.__next_f)/g, `<script nonce="${nonce}">$1`);
  const held = holdFramework(accountPage, { scriptSrc: '/islands.js?v=abc', words: '', nonce, keepPageData: true });

  it("holds its scripts back, keeps React's data in the page (drawn for this farmer now), and marks it an account page", () => {
    expect(held).not.toMatch(/<script src="\/_next\/static\/chunks\/(4529|34rj|06gx)\.js"/);
    expect(held).toContain(`<script nonce="${nonce}">self.__next_f.push([1,`);
    expect(held).toContain(`<script type="application/json" id="${FRAMEWORK_LIST_ID}" ${ACCOUNT_PAGE_ATTRIBUTE}="">["/_next/static/chunks/4529.js",`);
  });

  it('gives the loader the nonce its policy allows, and holds every button and form until React answers them', () => {
    const loader =
      new RegExp(`<script nonce="${nonce.replace(/[+/]/g, '\\$&')}" data-islands="/islands.js\\?v=abc">([\\s\\S]*?)</script>`).exec(held)?.[1] ?? '';
    expect(loader).toContain(',button,input[type=\\"submit\\"]');
    expect(loader).toContain("addEventListener('submit'");
  });
});
