import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// Shared by the schema's files; not re-exported from the schema itself.

/** `column in ('a', 'b')`, so a value outside the app's enum is refused by the database itself. */
export const oneOf = (column: unknown, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
