/** How the fallback error page describes what went wrong (spec sections 2 and 8). */
export type ErrorDescription =
  { kind: 'chunk' } | { kind: 'response'; status: number; statusText: string } | { kind: 'application'; stack: string | null; reference: string | null };

const CHUNK_MESSAGE = /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGE.test(error.message);
}

/**
 * A thrown response: a real Response, or a plain object shaped like one (numeric status and a status
 * text). An Error is never one, even with a `status` of its own (ApiFailure, say).
 */
function thrownResponse(error: unknown): { status: number; statusText: string } | null {
  if (typeof Response !== 'undefined' && error instanceof Response) return { status: error.status, statusText: error.statusText };
  if (typeof error !== 'object' || error === null || error instanceof Error) return null;
  if (!('status' in error) || typeof error.status !== 'number' || !('statusText' in error) || typeof error.statusText !== 'string') return null;
  return { status: error.status, statusText: error.statusText };
}

// Browser errors have no digest: each gets a short reference of its own, the same for every render.
const references = new WeakMap<object, string>();
const primitiveReferences = new Map<unknown, string>();

function newReference(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = new Uint8Array(8);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else bytes.forEach((_, i) => (bytes[i] = Math.floor(Math.random() * 256)));
  return `W-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * What staff look up for an error: Next's digest for one raised on the server (also in the server
 * log), else a reference made here for one raised in the browser ("W-…"), which the error page logs
 * to the console with the error.
 */
export function errorReference(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string' && error.digest) return error.digest;
  const known = typeof error === 'object' && error !== null ? references.get(error) : primitiveReferences.get(error);
  if (known) return known;
  const reference = newReference();
  if (typeof error === 'object' && error !== null) references.set(error, reference);
  else primitiveReferences.set(error, reference);
  return reference;
}

/**
 * A thrown Response-like value shows its status; a failed chunk load gets its own message and a
 * reload; anything else is an Application Error whose stack is shown in development only. In
 * production a reference is shown instead (errorReference).
 */
export function describeError(error: unknown, options: { dev: boolean }): ErrorDescription {
  if (isChunkLoadError(error)) return { kind: 'chunk' };
  const response = thrownResponse(error);
  if (response) return { kind: 'response', ...response };
  const stack = options.dev && error instanceof Error ? (error.stack ?? error.message) : null;
  return { kind: 'application', stack, reference: options.dev ? null : errorReference(error) };
}
