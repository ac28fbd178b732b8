import 'server-only';
import { auth as text } from '@/lib/messages/auth';
import { ApiError } from './http/api';

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
  if (!input.token) throw new ApiError(400, text.botCheckFailed);
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
    throw new ApiError(503, text.botCheckUnavailable);
  }
  // A token made for another form (another action) does not count here.
  if (answer.success !== true || (answer.action !== undefined && answer.action !== input.action)) {
    throw new ApiError(400, text.botCheckFailed);
  }
}
