import 'server-only';
import { ServiceError } from './services/errors';

/**
 * The optional bot check (Cloudflare Turnstile): when TURNSTILE_SECRET_KEY is set, the token the
 * browser's widget produced is confirmed with Cloudflare before a registration or reset e-mail goes
 * out. Tokens are single-use and expire after 5 minutes; Cloudflare says which.
 */
export interface BotCheckConfig {
  secret: string;
  verifyUrl: string;
}

interface SiteverifyAnswer {
  success?: boolean;
  action?: string;
  'error-codes'?: string[];
}

export async function confirmHuman(config: BotCheckConfig | null, input: { token: string | undefined; action: string; ip: string | null }): Promise<void> {
  if (!config) return;
  if (!input.token) throw new ServiceError('bot_check_failed');
  const form = new URLSearchParams({ secret: config.secret, response: input.token });
  if (input.ip) form.set('remoteip', input.ip);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(config.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(8000) });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    // Fail closed: these e-mails can wait a minute; an open door for bots cannot.
    console.warn('[bot-check] Turnstile could not be reached', error);
    throw new ServiceError('bot_check_unavailable');
  }
  // A token made for another form (another action) does not count here.
  if (answer.success !== true || (answer.action !== undefined && answer.action !== input.action)) {
    throw new ServiceError('bot_check_failed');
  }
}
