import { SITE_CSS } from '@/lib/generated/site-css';
import { classesOf, criticalCss, definedClasses } from '@/lib/light-page/critical-css';

const css = [
  '/*! tailwindcss */',
  '@layer theme,base;',
  '@layer base{*,:before{box-sizing:border-box}a{color:inherit}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.w-1\\/2{width:50%}.hover\\:bg-tint:hover{background:var(--tint)}',
  '.\\[\\&_td\\]\\:p-2 td{padding:8px}.space-y-3>:not(:last-child){margin:0}.peer:not(.open)~.x{color:red}',
  '.dark\\:hidden:where(.dark,.dark *){display:none}',
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}}',
  '@property --tw-x{syntax:"*";inherits:false}@keyframes pulse{50%{opacity:.5}}',
].join('');

describe("a page's stylesheet, cut to what it uses", () => {
  const cut = criticalCss(css, new Set(['flex', 'w-1/2', 'hover:bg-tint', '[&_td]:p-2', 'space-y-3', 'sm:flex', 'dark:hidden', 'dark']));

  it('keeps the rules of the classes in use, with their layers and media queries, and drops the rest', () => {
    expect(cut).toContain('.flex{display:flex}');
    expect(cut).toContain('.w-1\\/2{width:50%}');
    expect(cut).toContain('.hover\\:bg-tint:hover{');
    expect(cut).toContain('.\\[\\&_td\\]\\:p-2 td{padding:8px}');
    expect(cut).toContain('.space-y-3>:not(:last-child){margin:0}');
    expect(cut).toContain('.dark\\:hidden:where(.dark,.dark *){display:none}');
    expect(cut).toContain('@media (min-width:40rem){.sm\\:flex{display:flex}}');
    expect(cut).not.toMatch(/\.grid\{|sm\\:grid|\.peer/);
  });

  it('keeps what no class decides: the reset, element rules, statements, @property and @keyframes', () => {
    expect(cut).toContain('@layer theme,base;');
    expect(cut).toContain('@layer base{*,:before{box-sizing:border-box}a{color:inherit}}');
    expect(cut).toContain('@property --tw-x{syntax:"*";inherits:false}');
    expect(cut).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(cut).not.toContain('/*!');
  });

  it('reads the classes of a page, as the stylesheet names them', () => {
    expect([...classesOf('<a class="flex  w-1/2" href="/">x</a><p class="[&amp;_td]:p-2"></p>')].sort()).toEqual([
      '[&_td]:p-2',
      'dark',
      'flex',
      'light',
      'signed-in',
      'w-1/2',
    ]);
    expect(definedClasses(css)).toEqual(
      new Set(['flex', 'grid', 'w-1/2', 'hover:bg-tint', '[&_td]:p-2', 'space-y-3', 'peer', 'x', 'dark:hidden', 'dark', 'sm:grid', 'sm:flex']),
    );
  });
});

describe("the shop's own stylesheet", () => {
  it('keeps every rule a page needs and leaves a balanced stylesheet, much smaller', () => {
    const page =
      '<main class="mx-auto w-full max-w-6xl flex-1 px-4 py-6"><h1 class="text-3xl font-bold">x</h1><a class="hover:bg-tint rounded-lg" href="/">y</a></main>';
    const used = classesOf(page);
    const cut = criticalCss(SITE_CSS, used);
    expect(cut.length).toBeLessThan(SITE_CSS.length * 0.6);
    expect((cut.match(/\{/g) ?? []).length).toBe((cut.match(/\}/g) ?? []).length);
    const kept = definedClasses(cut);
    // signed-in only ever narrows another class's rule (in-[.signed-in]:…), kept with that class.
    for (const name of used) if (definedClasses(SITE_CSS).has(name) && name !== 'signed-in') expect(kept).toContain(name);
    expect(kept).not.toContain('sm:w-96');
  });
});
