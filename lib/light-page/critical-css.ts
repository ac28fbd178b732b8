/**
 * The stylesheet a light page carries in its <head>, cut to the rules its HTML (the
 * islands' templates included) can use. The whole shop's stylesheet (30 KB, Tailwind) cost a slow phone about 150 ms of its first
 * paint on every page, most of it for the back office's tables and the checkout's forms. The whole
 * stylesheet follows as a file once the page has painted, for what React draws after it boots.
 *
 * Tailwind's output is flat (no nesting): rules inside @layer, @media and @supports blocks, plus
 * @property and @keyframes. A rule stays when every class its selector needs is in use; rules
 * without classes (the reset, element and custom property rules) always stay.
 */

/** Classes every page may wear without its HTML saying so: the head script puts them on <html> (lib/theme.ts). */
const ALWAYS = ['light', 'dark', 'signed-in'];

/** The classes a page's HTML uses (its `class` attributes). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>(ALWAYS);
  for (const [, value = ''] of html.matchAll(/\bclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) classes.add(name.replace(/&amp;/g, '&'));
  return classes;
}

const unescape = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );

/** The classes a selector needs, left out those under :not() (it applies when they are absent). */
function selectorClasses(selector: string): string[] {
  let plain = selector;
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/:not\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) => unescape(m[1]!));
}

/** The selectors of a rule's comma-separated list (commas inside brackets belong to one selector). */
function selectors(prelude: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      list.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  list.push(prelude.slice(start));
  return list;
}

/** Where the block opened at `open` closes. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i === -1) break;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

function prune(css: string, used: ReadonlySet<string>): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (open === -1) return out + css.slice(i).trim();
    // A statement such as `@layer theme, base;`.
    if (semicolon !== -1 && semicolon < open) {
      out += css.slice(i, semicolon + 1);
      i = semicolon + 1;
      continue;
    }
    const end = closing(css, open);
    const prelude = css.slice(i, open).trim();
    if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      const inner = prune(css.slice(open + 1, end), used);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || selectors(prelude).some((s) => selectorClasses(s).every((name) => used.has(name)))) {
      out += `${prelude}${css.slice(open, end + 1)}`;
    }
    i = end + 1;
  }
  return out;
}

/** `css` with only the rules `used` classes can match. */
export function criticalCss(css: string, used: ReadonlySet<string>): string {
  return prune(css.replace(/\/\*[\s\S]*?\*\//g, ''), used);
}

/** Every class the stylesheet defines a rule for. */
export function definedClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const walk = (block: string) => {
    let i = 0;
    while (i < block.length) {
      const open = block.indexOf('{', i);
      if (open === -1) return;
      const end = closing(block, open);
      const prelude = block.slice(i, open).trim();
      if (/^@(media|supports|layer|container)\b/.test(prelude)) walk(block.slice(open + 1, end));
      else if (!prelude.startsWith('@')) for (const name of selectorClasses(prelude.replace(/^[^{]*;/, ''))) classes.add(name);
      i = end + 1;
    }
  };
  walk(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  return classes;
}
