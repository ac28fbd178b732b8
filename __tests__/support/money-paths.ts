/**
 * Finds every path that moves money, from the code itself, so the race registry can
 * require each one: a function moves money when it calls a money primitive (a ledger entry, an M-Pesa
 * prompt) or another function that does, followed through the files of lib/server; a route handler
 * does when it calls one. Read with TypeScript's own parser, not by pattern.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The only ways money moves: a posting to the ledger, and a prompt that brings M-Pesa money in. */
export const MONEY_PRIMITIVES = ['postEntry', 'startStkPayment'] as const;

const ROOT = join(__dirname, '..', '..');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
}

/** A top-level function of a file (declared, or a const holding an arrow or a call such as apiHandler(…)), with the names it calls. */
interface FunctionCalls {
  file: string;
  name: string;
  calls: Set<string>;
}

function calledNames(node: ts.Node, into: Set<string>): void {
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    if (ts.isIdentifier(callee)) into.add(callee.text);
    else if (ts.isPropertyAccessExpression(callee)) into.add(callee.name.text);
  }
  // A function handed on without being called (`afterResponse(() => …)`, `.then(creditAttempt)`) still runs.
  if (ts.isIdentifier(node) && node.parent && ts.isCallExpression(node.parent) && node.parent.arguments.includes(node)) into.add(node.text);
  ts.forEachChild(node, (child) => calledNames(child, into));
}

/** An arrow or function, or a call that wraps one (`apiHandler('name', async () => …)`). */
const isFunctionLike = (node: ts.Expression): boolean =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || (ts.isCallExpression(node) && node.arguments.some((a) => isFunctionLike(a)));

function topLevelFunctions(file: string): FunctionCalls[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: FunctionCalls[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      const calls = new Set<string>();
      calledNames(statement.body, calls);
      found.push({ file, name: statement.name.text, calls });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || !init || !isFunctionLike(init)) continue;
        const calls = new Set<string>();
        calledNames(init, calls);
        found.push({ file, name: declaration.name.text, calls });
      }
    }
  }
  return found;
}

export interface MoneyPaths {
  /** Service functions (lib/server) that move money, as `file#name`. */
  services: string[];
  /** Route handler files (app/api) that call one of them. */
  routes: string[];
}

/**
 * Every money-moving function of lib/server and every route handler that calls one. Names are matched
 * across files by name alone, which can only widen the set: a false alarm asks for a registry line,
 * a miss would let a path skip it.
 */
export function findMoneyPaths(): MoneyPaths {
  const serviceFiles = filesUnder('lib/server', (p) => p.endsWith('.ts') || p.endsWith('.tsx'));
  const functions = serviceFiles.flatMap(topLevelFunctions);
  const moving = new Set<string>(MONEY_PRIMITIVES);
  for (let grew = true; grew;) {
    grew = false;
    for (const fn of functions) {
      if (moving.has(fn.name)) continue;
      if ([...fn.calls].some((name) => moving.has(name))) {
        moving.add(fn.name);
        grew = true;
      }
    }
  }
  const services = functions
    .filter((fn) => moving.has(fn.name) && !(MONEY_PRIMITIVES as readonly string[]).includes(fn.name))
    .map((fn) => `${fn.file}#${fn.name}`);
  const routes = filesUnder('app/api', (p) => /\/route\.tsx?$/.test(p)).filter((file) =>
    topLevelFunctions(file).some((fn) => [...fn.calls].some((name) => moving.has(name))),
  );
  return { services: [...new Set(services)].sort(), routes };
}
