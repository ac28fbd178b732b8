/**
 * The optional bot check (Cloudflare Turnstile) before registration and reset e-mails, with the
 * siteverify stand-in in place of Cloudflare. Requires: PGlite (the e-mail allowance counts there).
 */
import { POST as emailAllowance } from '@/app/api/auth/email-allowance/route';
import { auth as text } from '@/lib/messages/auth';
import { confirmHuman } from '@/lib/server/bot-check';
import { useDatabase } from '@/lib/server/db/client';
import { startTurnstileStandIn, type TurnstileStandIn } from '@/tools/turnstile-stand-in';
import { bodyOf, jsonRequest } from '../support/requests';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const SECRET = 'test-turnstile-secret';
const KEYS = ['NEXT_PUBLIC_TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY', 'TURNSTILE_VERIFY_URL'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

let database: TestDatabase;
let standIn: TurnstileStandIn;

beforeAll(async () => {
  standIn = await startTurnstileStandIn({ port: 0, secret: SECRET });
  // Read by env() on the first request of this file's module registry.
  Object.assign(process.env, { NEXT_PUBLIC_TURNSTILE_SITE_KEY: 'test-site-key', TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_VERIFY_URL: standIn.url });
  database = await openTestDatabase('pglite');
  useDatabase(database.db);
});

afterAll(async () => {
  // The suites after this one share the process: the bot check goes back off.
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await standIn.close();
  await database.close();
});

let n = 0;
const ask = (body: Record<string, unknown>) =>
  emailAllowance(jsonRequest('/api/auth/email-allowance', { body: { email: `bot-check-${++n}@miche.test`, ...body } }), undefined);

describe('the bot check before registration and reset e-mails', () => {
  it('refuses a registration or reset without a token, in plain words', async () => {
    for (const kind of ['register', 'reset']) {
      const response = await ask({ kind });
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).message).toBe(text.botCheckFailed);
    }
  });

  it('allows one with a good token, once: the same token again is refused', async () => {
    const token = `pass-register-${Date.now()}`;
    expect((await ask({ kind: 'register', botCheckToken: token })).status).toBe(200);
    expect((await ask({ kind: 'register', botCheckToken: token })).status).toBe(400);
  });

  it('refuses a failed check, and a token made for the other form', async () => {
    expect((await ask({ kind: 'reset', botCheckToken: `fail-reset-${Date.now()}` })).status).toBe(400);
    expect((await ask({ kind: 'reset', botCheckToken: `pass-register-${Date.now()}` })).status).toBe(400);
    expect((await ask({ kind: 'reset', botCheckToken: `pass-reset-${Date.now()}` })).status).toBe(200);
  });

  it('lets a signed-up farmer ask for the verification e-mail again without a new check', async () => {
    expect((await ask({ kind: 'verify' })).status).toBe(200);
  });

  it('answers 503 with a plain message when Cloudflare cannot be reached, letting nothing through', async () => {
    const closed = await startTurnstileStandIn({ port: 0, secret: SECRET });
    await closed.close();
    const unreachable = { secret: SECRET, verifyUrl: closed.url };
    await expect(confirmHuman(unreachable, { token: 'pass-reset-1', action: 'reset', ip: null })).rejects.toMatchObject({
      code: 'bot_check_unavailable',
      message: text.botCheckUnavailable,
    });
    await expect(confirmHuman(null, { token: undefined, action: 'reset', ip: null })).resolves.toBeUndefined();
  });
});
