/**
 * The USSD menu's layout: a small core (lib/ussd/menu/ types, screen, facts, order-facts, replay) that
 * imports no area; one file per area that imports the core and no other area; menu.ts putting them
 * together. Each file stays readable at a sitting, and the route hands the step to the service
 * without touching the database itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const MENU = join(ROOT, 'lib', 'ussd', 'menu');
const CORE = ['types', 'screen', 'facts', 'order-facts', 'replay'];
const files = readdirSync(MENU)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.replace(/\.ts$/, ''));
const areas = files.filter((name) => !CORE.includes(name));
const source = (path: string) => readFileSync(path, 'utf8');
/** The sibling files a menu file imports (`./x`). */
const siblings = (name: string) => [...source(join(MENU, `${name}.ts`)).matchAll(/from '\.\/([\w-]+)'/g)].map((m) => m[1]!);

describe('the USSD menu by area', () => {
  it('has its core and its areas', () => {
    expect(files).toEqual(expect.arrayContaining(CORE));
    expect(areas.sort()).toEqual(['book', 'buy', 'help', 'language', 'orders', 'wallet', 'where']);
  });

  it('keeps every file under 300 lines', () => {
    const long = [...files.map((name) => join(MENU, `${name}.ts`)), join(ROOT, 'lib', 'ussd', 'menu.ts')]
      .map((path) => ({ path, lines: source(path).split('\n').length }))
      .filter((f) => f.lines > 300);
    expect(long).toEqual([]);
  });

  it('has a core that imports no area, and areas that import only the core', () => {
    const wrong = files.flatMap((name) =>
      siblings(name)
        .filter((to) => !CORE.includes(to))
        .map((to) => `${name} -> ${to}`),
    );
    expect(wrong).toEqual([]);
  });

  it('leaves the database to the service: the route imports no schema or query builder', () => {
    const route = source(join(ROOT, 'app', 'api', 'ussd', '[secret]', 'route.ts'));
    expect(route).not.toMatch(/drizzle-orm|db\/schema|\.select\(|\.insert\(|\.update\(/);
  });
});
