/** The header a page sends with a request that creates an order or moves money. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A fresh key for one checkout or top-up the person means: sent again when the same tap is retried,
 * replaced when what is bought or paid changes. 32 hex digits, well inside the header's rule.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
