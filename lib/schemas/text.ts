import { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, isCleanText } from '../text';

/** The rule itself lives in lib/text.ts (no zod), so client code can use it for free. */
export { UNSAFE_TEXT_MESSAGE, cleanedText, isCleanText } from '../text';

const normaliseLineEnds = (value: string) => value.replace(/\r\n?/g, '\n');

/**
 * A zod string held to the rule, trimmed, at most `max` characters; chain `.min()` or `.regex()`
 * for more. Every string a route handler, server action or callback parser accepts starts here
 * (ESLint refuses a bare `z.string()` elsewhere).
 */
export function text(options: { max: number; multiline?: boolean; tooLong?: string; invalid?: string }) {
  const multiline = options.multiline ?? false;
  const base = z.string({ error: options.invalid });
  return (multiline ? base.overwrite(normaliseLineEnds) : base)
    .refine((v) => isCleanText(v, { multiline }), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .max(options.max, options.tooLong ?? `Please keep this under ${options.max.toLocaleString('en-KE')} characters`);
}

/** A password: held to the rule but never trimmed, since it must be exactly what was typed. */
export function secretText(options: { min: number; max: number; tooShort: string; tooLong?: string }) {
  return z
    .string()
    .refine((v) => isCleanText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .min(options.min, options.tooShort)
    .max(options.max, options.tooLong);
}

/** An identifier from a path or a body (an M-Pesa id, a Firebase uid): short, no spaces, held to the rule. */
export function token(max: number) {
  return text({ max }).min(1).regex(/^\S+$/);
}
