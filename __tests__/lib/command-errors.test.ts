/** What `npm run ledger:check`, `db:*`, `reconcile` and `npm start` print when the database stops them. */
import { describeCommandError } from '@/scripts/command-errors';

const url = 'postgresql://postgres@127.0.0.1:5432/miche';
const pg = (code: string) => Object.assign(new Error('Failed query: select ...'), { cause: Object.assign(new Error('driver'), { code }) });

describe('describeCommandError', () => {
  it.each([
    [
      pg('42P01'),
      'The database (127.0.0.1:5432/miche) has no Miche tables yet. Run `npm run db:migrate` (or `npm run db:seed`, or `npm start`, which do it too).',
    ],
    [pg('3D000'), 'The database (127.0.0.1:5432/miche) does not exist. Create it (`createdb <name>`) or fix DATABASE_URL.'],
    [pg('28P01'), 'The database (127.0.0.1:5432/miche) refused the user or password in DATABASE_URL.'],
    [
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'Cannot reach the database (127.0.0.1:5432/miche). Start PostgreSQL, or fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.',
    ],
  ])('says what is wrong and what to run (%#)', (error, message) => {
    expect(describeCommandError(error, url)).toBe(message);
  });

  it('passes anything else through as its message, and survives an unreadable DATABASE_URL', () => {
    expect(describeCommandError(new Error('Invalid M-Pesa configuration'), 'not a url')).toBe('Invalid M-Pesa configuration');
    expect(describeCommandError(pg('42P01'))).toMatch(/^The database has no Miche tables yet/);
  });
});
