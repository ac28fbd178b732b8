import { circles, describeCircle, importEdges, sourceFiles } from '../support/import-graph';

/**
 * No import circles among the project's own source files (lib/, app/, components/, scripts/, tools/,
 * netlify/; tests, generated files and packages left out). A circle means no file of it can be read,
 * changed or tested without all the others, and at run time one of them sees the others half loaded.
 *
 * Two graphs are checked. Imports that carry values are what runs: a circle there is a real loading
 * order problem. Type-only imports (`import type`, `export type … from`, names all marked `type`)
 * vanish when the code is compiled, so they cannot break loading; they still tie the two files'
 * designs together, so they are held to the same rule in the second graph.
 *
 * Each circle still to break is listed here, with the reason it must go; the list only shrinks.
 */
const ALLOWED: readonly (readonly string[])[] = [];

const key = (circle: readonly string[]) => [...circle].sort().join(' | ');

describe('the import graph', () => {
  const files = sourceFiles();
  const edges = importEdges(files);

  it('reads the imports it knows are there (a reader that reads nothing would find no circle)', () => {
    expect(files).toEqual(expect.arrayContaining(['lib/server/services/orders.ts', 'app/api/writeToSheet/route.ts', 'tools/mpesa-sandbox/engine.ts']));
    expect(files.some((file) => file.includes('__tests__') || file.includes('/generated/'))).toBe(false);
    const has = (from: string, to: string) => edges.some((edge) => edge.from === from && edge.to === to);
    // An `@/` import, a relative one, and a type-only one.
    expect(has('app/api/writeToSheet/route.ts', 'lib/server/services/orders.ts')).toBe(true);
    expect(has('lib/server/services/orders.ts', 'lib/server/services/stock.ts')).toBe(true);
    expect(edges.find((edge) => edge.from === 'lib/server/services/orders.ts' && edge.to === 'lib/server/db/client.ts')?.typeOnly).toBe(true);
  });

  it('finds a circle when there is one', () => {
    const made = [
      { from: 'a.ts', to: 'b.ts', typeOnly: false },
      { from: 'b.ts', to: 'c.ts', typeOnly: false },
      { from: 'c.ts', to: 'a.ts', typeOnly: true },
      { from: 'c.ts', to: 'd.ts', typeOnly: false },
      { from: 'e.ts', to: 'e.ts', typeOnly: false },
    ];
    expect(circles(made)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
    expect(circles(made.filter((edge) => !edge.typeOnly))).toEqual([['e.ts']]);
  });

  const check = (name: string, graph: typeof edges) => {
    it(name, () => {
      const found = circles(graph);
      // The imports that run make the same circles as all of them, or smaller ones inside them.
      const unexpected = found.filter((circle) => !ALLOWED.some((allowed) => circle.every((file) => allowed.includes(file))));
      if (unexpected.length > 0) {
        console.error(`Import circles (${unexpected.length}):\n${unexpected.map((circle) => describeCircle(circle, graph)).join('\n')}`);
      }
      expect(unexpected.map((circle) => describeCircle(circle, graph))).toEqual([]);
    });
  };
  check(
    'has no circle among the imports that run',
    edges.filter((edge) => !edge.typeOnly),
  );
  check('has no circle even counting the type-only imports', edges);

  it('allows no circle that is gone (the list only shrinks)', () => {
    const found = new Set(circles(edges).map(key));
    expect(ALLOWED.map(key).filter((circle) => !found.has(circle))).toEqual([]);
  });
});
