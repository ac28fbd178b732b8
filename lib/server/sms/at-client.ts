import 'server-only';
import type { SmsSender, SmsSendResult } from './outbox';

export interface AtConfig {
  /** `https://api.africastalking.com`, the sandbox's, or the local stand-in's. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** An approved sender id or short code; none uses AT's default. */
  from?: string;
}

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
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return { ok: false, permanent: false, error: `AT could not be reached: ${error instanceof Error ? error.message : String(error)}` };
      }
      if (response.status !== 201 && response.status !== 200) {
        return { ok: false, permanent: false, error: `AT answered HTTP ${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)}` };
      }
      const recipient = ((await response.json().catch(() => ({}))) as AtAnswer).SMSMessageData?.Recipients?.[0];
      const code = recipient?.statusCode ?? 0;
      if (code >= 100 && code <= 102 && recipient?.messageId) return { ok: true, messageId: recipient.messageId };
      const status = recipient?.status ?? 'no recipient in the answer';
      return { ok: false, permanent: PERMANENT.has(status), error: `AT refused it: ${code} ${status}` };
    },
  };
}
