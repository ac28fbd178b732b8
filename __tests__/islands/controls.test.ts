/** @jest-environment jsdom */
/**
 * The registry of the public pages' controls (lib/light-page/controls.ts) covers what the components
 * draw: a data attribute in a component's markup is a registered control's hook or part, or one of
 * the attributes listed as no control's. A control drawn without an entry would get no early-tap
 * holding and no hook the islands script finds it by.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@/lib/light-page/contract';
import { CONTROL_PARTS, EARLY_TAPS, OTHER_DATA_ATTRIBUTES, PUBLIC_CONTROLS } from '@/lib/light-page/controls';

const root = path.resolve(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The data attributes a file's markup draws: `data-x=`, a bare `data-x`, or a spread's `'data-x':`.
 * Not Tailwind's `data-x:` variants, which style by an attribute rather than draw one, nor comments.
 */
function drawnAttributes(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(?<!:)\/\/[^\n]*/g, '');
  const written = [...code.matchAll(/(?<![\w-])data-[a-z][a-z-]*(?=[=\s>/}]|['"]\s*:)/g)].map((m) => m[0]);
  // Drawn by a name the light page's contract gives it: `{...{ [TEMPLATE_ATTRIBUTE]: name }}`.
  const named = Object.entries(contract).flatMap(([name, value]) =>
    typeof value === 'string' && value.startsWith('data-') && code.includes(`[${name}]`) ? [value] : [],
  );
  return [...written, ...named];
}

const drawn = new Map<string, string>();
for (const file of [...sources('components'), ...sources('app')]) {
  for (const attribute of drawnAttributes(readFileSync(file, 'utf8'))) if (!drawn.has(attribute)) drawn.set(attribute, path.relative(root, file));
}

const registered = new Set<string>([
  ...Object.values(PUBLIC_CONTROLS).map((control) => control.hook),
  ...Object.values(CONTROL_PARTS).flat(),
  ...Object.keys(OTHER_DATA_ATTRIBUTES),
]);

describe('the registry of public controls', () => {
  it('reads the markup it checks', () => {
    expect(drawn.get('data-cart-button')).toBe('components/cart/cart-button.tsx');
    expect(drawn.get('data-add-to-cart')).toBe('components/cart/add-to-cart.tsx');
    expect(drawnAttributes('<p className="data-nudged:bg-warn" data-said>{/* the data-saver version */}</p>')).toEqual(['data-said']);
  });

  it('has an entry for every data attribute a component draws', () => {
    const unregistered = [...drawn].filter(([attribute]) => !registered.has(attribute)).map(([attribute, file]) => `${attribute} (${file})`);
    expect(unregistered).toEqual([]);
  });

  it('names only hooks the components draw', () => {
    expect(Object.values(PUBLIC_CONTROLS).filter((control) => !drawn.has(control.hook))).toEqual([]);
  });

  it('holds an early tap on each control that asks for it, the planting-day buttons among them', () => {
    const document = new DOMParser().parseFromString(
      '<div data-planting-quick><button data-weeks="4">In 4 weeks</button></div><div data-add-to-cart><button data-add>Add</button></div>' +
        '<button data-cart-button>Cart</button><div data-language-offer><a data-remember-locale="sw">Kiswahili</a></div>',
      'text/html',
    );
    const held = (selector: string) => document.querySelector(selector)!.closest(EARLY_TAPS) !== null;
    expect(held('[data-weeks]')).toBe(true);
    expect(held('[data-add]')).toBe(true);
    expect(held('[data-cart-button]')).toBe(true);
    expect(held('[data-remember-locale]')).toBe(false);
  });
});
