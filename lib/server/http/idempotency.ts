import 'server-only';
import { IDEMPOTENCY_HEADER, idempotencyHeaderSchema } from '@/lib/schemas/idempotency';
import { parseWith } from './api';

/**
 * The request's Idempotency-Key header: null when the page sent none, the key when it is
 * well formed, else a 400 naming the header. Headers are case-blind, so any spelling is read.
 */
export function idempotencyKeyOf(request: Request): string | null {
  const value = request.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return null;
  return parseWith(idempotencyHeaderSchema, { [IDEMPOTENCY_HEADER]: value })[IDEMPOTENCY_HEADER];
}
