import { z } from 'zod';
import { emailSchema } from '@/lib/schemas/auth';
import { token } from '@/lib/schemas/text';
import { assertSameOrigin } from '@/lib/server/auth/request-identity';
import { confirmHuman } from '@/lib/server/bot-check';
import { getDb } from '@/lib/server/db/client';
import { clientAddress } from '@/lib/server/http/client-address';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { env } from '@/lib/server/env';
import { LIMITS, consume } from '@/lib/server/rate-limit';
import { appClock } from '@/lib/server/services/deps';

export const dynamic = 'force-dynamic';

const allowanceSchema = z.strictObject({
  // register: the first verification e-mail of a new account; verify: the same e-mail sent again.
  kind: z.enum(['register', 'verify', 'reset']),
  email: emailSchema,
  // Turnstile's token, when the bot check is on.
  botCheckToken: token(4096).optional(),
});

/**
 * POST /api/auth/email-allowance {kind, email}: the browser asks before it has Firebase send a
 * verification or password-reset e-mail. Counted per address and per network address in PostgreSQL,
 * so the limit holds across serverless instances; Firebase's own throttle stays behind it. With the
 * bot check on, registration and reset first prove a person is asking, so bots cannot use up an
 * address's allowance either.
 */
export const POST = apiHandler('auth.emailAllowance', async (request) => {
  assertSameOrigin(request);
  const { kind, email, botCheckToken } = await readJson(request, allowanceSchema);
  const ip = clientAddress(request);
  if (kind !== 'verify') await confirmHuman(env().botCheck, { token: botCheckToken, action: kind, ip });
  const db = getDb();
  const clock = appClock();
  await consume(db, LIMITS.emailsPerAddress, `${kind === 'reset' ? 'reset' : 'verify'}:${email.toLowerCase()}`, clock);
  await consume(db, LIMITS.emailsPerIp, ip ?? 'unknown', clock);
  return ok({ allowed: true });
});
