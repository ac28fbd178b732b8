/** How the fallback error page describes what went wrong (spec sections 2 and 8). */
export type ErrorDescription =
  | { kind: 'chunk' }
  | { kind: 'response'; status: number; statusText: string }
  | { kind: 'application'; stack: string | null; reference: string | null };

const CHUNK_MESSAGE = /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGE.test(error.message);
}

/**
 * A thrown Response-like value shows its status; a failed chunk load gets its own message and a
 * reload; anything else is an Application Error whose stack is shown in development only. In
 * production the digest (Next's server-side error id) is the reference staff can look up in logs.
 */
export function describeError(error: unknown, options: { dev: boolean }): ErrorDescription {
  if (isChunkLoadError(error)) return { kind: 'chunk' };
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const statusText = 'statusText' in error && typeof error.statusText === 'string' ? error.statusText : '';
    return { kind: 'response', status: error.status, statusText };
  }
  const digest = typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;
  const stack = options.dev && error instanceof Error ? (error.stack ?? error.message) : null;
  return { kind: 'application', stack, reference: options.dev ? null : digest };
}
