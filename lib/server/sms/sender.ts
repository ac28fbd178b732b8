import 'server-only';

/**
 * What a gateway said about one message: its id, or why not (and whether trying again could help).
 * `unknown`: no answer came in time, or it was lost, so the message may have left.
 */
export type SmsSendResult = { ok: true; messageId: string } | { ok: false; permanent: boolean; unknown?: boolean; error: string };

/** A way to send one SMS: Africa's Talking (at-client.ts), its local stand-in, or a test's. */
export interface SmsSender {
  send(to: string, message: string): Promise<SmsSendResult>;
}
