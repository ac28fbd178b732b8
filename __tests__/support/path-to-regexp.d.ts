/** The path matcher Next.js uses for `headers()` sources and proxy matchers, vendored without types. */
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string): RegExp;
}
