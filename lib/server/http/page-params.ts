import 'server-only';
import { notFound } from 'next/navigation';
import type { z } from 'zod';

/**
 * A dynamic page's path parameter in the shape the page expects (a uuid, a slug), or the not-found
 * page: a NUL or any other stranger never reaches the database, and the farmer sees a plain 404.
 */
export function pageParam<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}
