import type { z } from 'zod';

/**
 * The first message per field of a zod error, for showing next to each input: the one way forms,
 * server actions and route handlers turn a refusal into field messages. Keys are dotted paths
 * (`tips.0`) or, with `top`, the top-level field; `_` holds messages about the value as a whole.
 */
export function fieldMessages(error: z.ZodError, paths: 'full' | 'top' = 'full'): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = paths === 'top' ? issue.path.slice(0, 1) : issue.path;
    const key = path.length > 0 ? path.map(String).join('.') : '_';
    messages[key] ??= issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message;
  }
  return messages;
}
