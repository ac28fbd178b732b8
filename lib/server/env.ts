import 'server-only';
import { z } from 'zod';

/**
 * The one place that reads process.env (architecture doc section 2), validated once.
 * Locally every setting has an embedded default; a deployment (MICHE_DEPLOYMENT=production, or any
 * Netlify build or function) must set its secrets, and a missing one fails loudly at boot.
 */

export const EMBEDDED_DB_PORT_DEFAULT = 5488;

const schema = z.object({
  MICHE_DEPLOYMENT: z.enum(['local', 'production']).optional(),
  NETLIFY: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_PORT: z.coerce.number().int().min(1).max(65535).default(EMBEDDED_DB_PORT_DEFAULT),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
  SITE_URL: z.string().url().default('http://localhost:3000'),
});

export type ServerEnv = z.infer<typeof schema> & { deployed: boolean; databaseUrl: string };

export function readServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = schema.parse(source);
  const deployed = parsed.MICHE_DEPLOYMENT === 'production' || parsed.NETLIFY === 'true';
  if (deployed && !parsed.DATABASE_URL) {
    throw new Error('DATABASE_URL must be set in production (MICHE_DEPLOYMENT=production or on Netlify).');
  }
  const databaseUrl = parsed.DATABASE_URL ?? embeddedDatabaseUrl(parsed.PGLITE_PORT);
  return { ...parsed, deployed, databaseUrl };
}

/** The embedded PGlite served over the PostgreSQL wire protocol by scripts/embedded-db.ts. */
export function embeddedDatabaseUrl(port: number): string {
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

let cached: ServerEnv | undefined;

export function env(): ServerEnv {
  cached ??= readServerEnv(process.env);
  return cached;
}
