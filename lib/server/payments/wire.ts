import 'server-only';
import { z } from 'zod';

// Daraja mixes JSON numbers and numeric strings for the same field (ResultCode is a number in the
// callback and a string in the query; Amount may be 1 or 1.0), so every number is read leniently.
export const numberLike = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'not a number').transform(Number)])
  .pipe(z.number().finite());

export const integerLike = numberLike.pipe(z.number().int());

/** A text field that Safaricom sometimes sends as a number (MerchantRequestID, shortcodes, MSISDN). */
export const textLike = z.union([z.string(), z.number().transform(String)]);

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Route handlers may hand over the raw text; anything else is taken as already-parsed JSON. */
export function jsonInput(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export function describeZodError(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
}
