// The one matcher behind both routing tables (server-routes.ts, control-api.ts). Patterns compare a path
// segment by segment: `:name` takes one segment, even an empty one, because the control API has always
// passed `//` through to its handlers; a final `*` takes whatever segments follow, even none.

export interface Route<H> {
  /**
   * `*` takes any method. With several, the first is the documented one and the only one a 405 names;
   * the others are still accepted because scripts already send them.
   */
  method: string | readonly string[];
  path: string;
  handler: H;
}

/** A route's named segments. `get` throws for a name its pattern lacks: a mistake in the table, not in the request. */
export interface Params {
  get(name: string): string;
  has(name: string): boolean;
}

export type RouteMatch<H> =
  | { kind: 'found'; handler: H; params: Params }
  /** The path matched but the method did not; params are those of the first route whose path matched. */
  | { kind: 'wrong-method'; allowed: readonly string[]; params: Params }
  | { kind: 'not-found' };

/** "/a/b" → ["a", "b"]; "/" → [""]. Patterns and request paths split alike. */
export function splitPath(path: string): string[] {
  return path.split('/').slice(1);
}

function paramsOf(values: ReadonlyMap<string, string>): Params {
  return {
    get(name) {
      const value = values.get(name);
      if (value === undefined) throw new Error(`route has no :${name}`);
      return value;
    },
    has: (name) => values.has(name),
  };
}

function matchPath(pattern: readonly string[], segments: readonly string[]): Params | undefined {
  const open = pattern.at(-1) === '*';
  const fixed = open ? pattern.slice(0, -1) : pattern;
  if (segments.length < fixed.length || (!open && segments.length > fixed.length)) return undefined;
  const values = new Map<string, string>();
  for (const [index, part] of fixed.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(':')) values.set(part.slice(1), segment);
    else if (part !== segment) return undefined;
  }
  return paramsOf(values);
}

/** The first route whose path and method both match wins, so specific routes go before catch-alls. */
export function matchRoute<H>(routes: readonly Route<H>[], method: string, segments: readonly string[]): RouteMatch<H> {
  const allowed: string[] = [];
  let pathParams: Params | undefined;
  for (const route of routes) {
    const params = matchPath(splitPath(route.path), segments);
    if (params === undefined) continue;
    const methods = typeof route.method === 'string' ? [route.method] : route.method;
    if (methods.includes(method) || methods.includes('*')) return { kind: 'found', handler: route.handler, params };
    pathParams ??= params;
    const documented = methods[0];
    if (documented !== undefined && !allowed.includes(documented)) allowed.push(documented);
  }
  return pathParams === undefined ? { kind: 'not-found' } : { kind: 'wrong-method', allowed, params: pathParams };
}
