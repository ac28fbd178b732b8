import 'server-only';
import { z } from 'zod';
import { text, token } from '@/lib/schemas/text';

// Daraja mixes JSON numbers and numeric strings for the same field (ResultCode is a number in the
// callback and a string in the query; Amount may be 1 or 1.0), so every number is read leniently.
export const numberLike = z
  .union([
    z.number(),
    text({ max: 40 })
      .regex(/^-?\d+(\.\d+)?$/, 'not a number')
      .transform(Number),
  ])
  .pipe(z.number().finite());

export const integerLike = numberLike.pipe(z.number().int());

/**
 * A text field that Safaricom sometimes sends as a number (MerchantRequestID, shortcodes, MSISDN).
 * Held to the shop's text rule like any input: a forged callback's NUL never reaches the database.
 */
export const textLike = z.union([text({ max: 1000 }), z.number().transform(String)]);

/** A text field Safaricom may leave out or send as null: read as ''. */
export const optionalText = textLike.nullish().transform((value) => value ?? '');

/** A code sent as a string or a number: ResponseCode "0" or 0, errorCode "500.001.1001". Never empty. */
export const codeLike = z.union([token(40), z.number().transform(String)]);

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
