import 'server-only';
import type { SmsSender, SmsSendResult } from './sender';

export interface AtConfig {
  /** `https://api.africastalking.com`, the sandbox's, or the local stand-in's. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** An approved sender id or short code; none uses AT's default. */
  from?: string;
  /** How long a send waits for AT's answer; 15 s unless a test makes the gateway slow. */
  timeoutMs?: number;
}

/** Connection errors that mean the request never reached AT, so sending again cannot send twice. */
const NEVER_LEFT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * The code of a fetch error's cause (undici wraps the socket's error), if any. Read by shape, not
 * `instanceof`: the error may come from another realm (Node's own fetch under a test runner).
 */
const causeCode = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

/** Refusals that another attempt cannot change. */
const PERMANENT = new Set(['InvalidPhoneNumber', 'UserInBlacklist', 'InvalidSenderId', 'UserInactive']);

interface AtAnswer {
  SMSMessageData?: { Recipients?: Array<{ statusCode?: number; status?: string; messageId?: string }> };
}

/**
 * A small typed client of AT's SMS API (`POST /version1/messaging`). Not the official `africastalking`
 * package: it builds its URLs from fixed hosts, so it cannot be pointed at the local stand-in.
 */
export function createAtClient(config: AtConfig): SmsSender {
  return {
    async send(to: string, message: string): Promise<SmsSendResult> {
      let response: Response;
      try {
        response = await fetch(new URL('/version1/messaging', config.baseUrl), {
          method: 'POST',
          headers: { apiKey: config.apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: config.username, to, message, ...(config.from ? { from: config.from } : {}) }).toString(),
          signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
        });
      } catch (error) {
        const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
        const why = typeof message === 'string' ? message : String(error);
        const code = causeCode(error);
        if (code && NEVER_LEFT.has(code)) return { ok: false, permanent: false, error: `AT could not be reached: ${why}` };
        // Timed out, or the connection broke once the request was written: AT may have taken it, and
        // sending again would text the farmer twice. The drain keeps it as `unknown`.
        return { ok: false, permanent: false, unknown: true, error: `AT did not answer (${code ?? (typeof name === 'string' ? name : 'error')}): ${why}` };
      }
      if (response.status !== 201 && response.status !== 200) {
        return { ok: false, permanent: false, error: `AT answered HTTP ${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)}` };
      }
      const answer = (await response.json().catch(() => null)) as AtAnswer | null;
      // A 201 whose body never arrived whole: AT took the message, its id is lost with the answer.
      if (answer === null) return { ok: false, permanent: false, unknown: true, error: `AT answered HTTP ${response.status} but its answer was lost` };
      const recipient = answer.SMSMessageData?.Recipients?.[0];
      const code = recipient?.statusCode ?? 0;
      if (code >= 100 && code <= 102 && recipient?.messageId) return { ok: true, messageId: recipient.messageId };
      const status = recipient?.status ?? 'no recipient in the answer';
      return { ok: false, permanent: PERMANENT.has(status), error: `AT refused it: ${code} ${status}` };
    },
  };
}
