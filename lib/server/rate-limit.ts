import 'server-only';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from './clock';
import type { DbOrTx } from './db/client';
import { rateLimits } from './db/schema';
import { env } from './env';
import { ServiceError } from './services/errors';

export interface Limit {
  /** What is counted, for the message and the key. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * The limits (docs/security.md). Generous enough for a farmer who mistypes a PIN twice; tight
 * enough that nobody can flood a phone with prompts or the shop with orders or e-mails.
 */
export const LIMITS = {
  stkPerPhone: { name: 'stk-phone', max: 5, windowSeconds: 600 },
  stkPerUser: { name: 'stk-user', max: 10, windowSeconds: 600 },
  ordersPerUser: { name: 'orders-user', max: 20, windowSeconds: 3_600 },
  emailsPerAddress: { name: 'email-address', max: 3, windowSeconds: 3_600 },
  emailsPerIp: { name: 'email-ip', max: 20, windowSeconds: 3_600 },
  callbacksPerIp: { name: 'callback-ip', max: 6_000, windowSeconds: 60 },
  phoneCodesPerUser: { name: 'phone-code-user', max: 3, windowSeconds: 3_600 },
  phoneCodesPerPhone: { name: 'phone-code-phone', max: 3, windowSeconds: 3_600 },
  // Texts to the shortcode answered per number: each answer is a paid SMS. Over it the text
  // is still kept (and a STOP still honoured), with no answer.
  inboundSmsPerPhone: { name: 'inbound-sms-phone', max: 5, windowSeconds: 600 },
} as const satisfies Record<string, Limit>;

export class RateLimited extends ServiceError<'rate_limited'> {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', { retryAfter: retryAfterSeconds });
    this.name = 'RateLimited';
  }
}

/**
 * Counts one request against a limit for `subject` (a phone, a uid, an address, an IP) in the
 * current fixed window; over the limit it throws RateLimited with the seconds until the window ends.
 * One statement, so concurrent requests on any instance count correctly.
 */
export async function consume(db: DbOrTx, limit: Limit, subject: string, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${limit.name}:${subject}`, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const max = Math.ceil(limit.max * env().RATE_LIMIT_MULTIPLIER);
  if ((row?.count ?? 0) > max) throw new RateLimited(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)));
}

/** Drops windows that ended over a day ago. */
export async function sweepRateLimits(db: DbOrTx, clock: Clock): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(clock.now().getTime() - 86_400_000)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
