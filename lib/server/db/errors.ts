import 'server-only';

/** PostgreSQL's error code and constraint, also when wrapped by Drizzle (DrizzleQueryError.cause). */
export function pgError(error: unknown): { code: string; constraint: string | null } | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : null;
      return { code: e.code, constraint };
    }
    e = typeof e === 'object' && 'cause' in e ? e.cause : null;
  }
  return null;
}

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const pg = pgError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
};

/**
 * PostgreSQL refused a value as text (NUL, or bytes that are not UTF-8). The text rule
 * (lib/schemas/text.ts) keeps such values out; this names what slipped past it.
 */
export const isUnstorableText = (error: unknown) => {
  const code = pgError(error)?.code;
  return code === '22021' || code === '22P05';
};
