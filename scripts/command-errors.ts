/**
 * What a command (`npm run ledger:check`, `db:*`, `reconcile`, `npm start`) prints when the database
 * stops it: what is wrong and what to run, in a sentence, instead of a driver's "Failed query" dump.
 */
import { pgError } from '@/lib/server/db/errors';

function networkCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return e.code;
    e = typeof e === 'object' && 'cause' in e ? e.cause : null;
  }
  return null;
}

export function describeCommandError(error: unknown, databaseUrl?: string): string {
  let where = '';
  try {
    if (databaseUrl) where = ` (${new URL(databaseUrl).host}${new URL(databaseUrl).pathname})`;
  } catch {
    // An unreadable DATABASE_URL: the message below says enough.
  }
  const network = networkCode(error);
  if (network === 'ECONNREFUSED' || network === 'ENOTFOUND' || network === 'ETIMEDOUT') {
    return `Cannot reach the database${where}. Start PostgreSQL, or fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.`;
  }
  const code: string = pgError(error)?.code ?? '';
  switch (code) {
    case '42P01':
      return `The database${where} has no Miche tables yet. Run \`npm run db:migrate\` (or \`npm run db:seed\`, or \`npm start\`, which do it too).`;
    case '3D000':
      return `The database${where} does not exist. Create it (\`createdb <name>\`) or fix DATABASE_URL.`;
    case '28P01':
    case '28000':
      return `The database${where} refused the user or password in DATABASE_URL.`;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
