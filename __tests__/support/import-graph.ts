/**
 * The project's import graph, read with TypeScript's own parser (not by pattern), and its circles:
 * the strongly connected components of more than one file, or a file that imports itself.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');

/** Where the project's own source lives: tests, generated files and packages are not part of it. */
export const SOURCE_DIRS = ['lib', 'app', 'components', 'scripts', 'tools', 'netlify'] as const;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];
const isSource = (path: string): boolean =>
  SOURCE_EXTENSIONS.some((ext) => path.endsWith(ext)) &&
  !path.endsWith('.d.ts') &&
  !/\.test\.[cm]?[jt]sx?$/.test(path) &&
  !path.split('/').some((part) => part === 'node_modules' || part === '__tests__' || part === 'generated');

export function sourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
      .filter(isSource),
  ).sort();
}

export interface ImportEdge {
  from: string;
  to: string;
  /** Only types cross it (`import type`, `export type … from`, or every name marked `type`). */
  typeOnly: boolean;
}

/** Every module specifier a file names, with whether only types cross it. */
function specifiersOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const everyNameIsType =
        !!clause &&
        !clause.name &&
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: !!clause?.isTypeOnly || everyNameIsType });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const everyNameIsType = !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || everyNameIsType });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push({ specifier: expression.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      // `import('…')` and `require('…')` load the module too, even if later than the file itself.
      const [argument] = node.arguments;
      const loads = node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require');
      if (loads && argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // `typeof import('…')` in a type position.
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** The project file a specifier names, or undefined for a package (or anything outside the project). */
function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = join(ROOT, dirname(from), specifier);
  else return undefined;
  // `./x.js` may name `./x.ts` (TypeScript's rule for ES module specifiers).
  const stem = base.replace(/\.([cm]?)js$/, '.$1ts');
  const candidates = [
    base,
    stem,
    stem.replace(/\.([cm]?)ts$/, '.$1tsx'),
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  const hit = candidates.find(isFile);
  return hit === undefined ? undefined : relative(ROOT, hit);
}

/** Every import from one project file to another, with where it could not be followed left out. */
export function importEdges(files: readonly string[] = sourceFiles()): ImportEdge[] {
  const inside = new Set(files);
  const edges = new Map<string, ImportEdge>();
  for (const from of files) {
    for (const { specifier, typeOnly } of specifiersOf(from)) {
      const to = resolve(from, specifier);
      if (to === undefined || !inside.has(to)) continue;
      const key = `${from}\n${to}`;
      const seen = edges.get(key);
      // Two imports of one file: the edge carries values if either does.
      edges.set(key, { from, to, typeOnly: seen ? seen.typeOnly && typeOnly : typeOnly });
    }
  }
  return [...edges.values()];
}

/** The circles of a graph: Tarjan's strongly connected components of two files or more, or a file importing itself. */
export function circles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = children.includes(frame.node);
        if (component.length > 1 || selfImport) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A circle in words: its files, then each import that ties two of them. */
export function describeCircle(circle: readonly string[], edges: readonly ImportEdge[]): string {
  const members = new Set(circle);
  const ties = edges
    .filter((edge) => members.has(edge.from) && members.has(edge.to))
    .map((edge) => `    ${edge.from} -> ${edge.to}${edge.typeOnly ? ' (types only)' : ''}`)
    .sort();
  return [`  ${circle.length} files: ${circle.join(', ')}`, ...ties].join('\n');
}
