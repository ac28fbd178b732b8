import 'server-only';

/**
 * Where Daraja calls the shop back, and how the shop knows which payment a callback is about: the
 * callback path carries the attempt's id without dashes (short, and free of words Daraja refuses).
 */

/** What the addresses are built from (the Daraja config, which checks its own values with forbiddenUrlWord). */
interface CallbackAddress {
  callbackBaseUrl: string;
  callbackSecret: string;
}

// Daraja refuses callback URLs containing these words (reference a.3), so neither the secret nor the
// reference that go into the path may contain them.
const FORBIDDEN_URL_WORDS = ['mpesa', 'm-pesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'] as const;

export function forbiddenUrlWord(text: string): string | null {
  const lower = text.toLowerCase();
  return FORBIDDEN_URL_WORDS.find((word) => lower.includes(word)) ?? null;
}

/** An attempt's id as its callback path names it. */
export const attemptRef = (id: string) => id.replace(/-/g, '');

/** The attempt a callback path names, or null for a path the shop never gave out. */
export function attemptIdFromRef(ref: string): string | null {
  if (!/^[0-9a-f]{32}$/.test(ref)) return null;
  return `${ref.slice(0, 8)}-${ref.slice(8, 12)}-${ref.slice(12, 16)}-${ref.slice(16, 20)}-${ref.slice(20)}`;
}

const ATTEMPT_REF = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The STK CallBackURL for one payment attempt: `<base>/api/payments/callback/<secret>/<attemptRef>`.
 * The secret makes a forged callback unlikely (Daraja signs nothing); the attempt reference makes the
 * callback attributable because Daraja delivers the path intact. Throws on a reference that Daraja would
 * reject, which is a programming error, not a farmer's.
 */
export function callbackUrl(config: CallbackAddress, attemptRef: string): string {
  if (!ATTEMPT_REF.test(attemptRef)) throw new Error(`callbackUrl: attemptRef must match ${ATTEMPT_REF.source}`);
  const word = forbiddenUrlWord(attemptRef);
  if (word !== null) throw new Error(`callbackUrl: attemptRef must not contain "${word}"`);
  return `${config.callbackBaseUrl}/api/payments/callback/${config.callbackSecret}/${attemptRef}`;
}

/** Confirmation and validation URLs for C2B (the Paybill fallback), secret in the path for the same reason. */
export function c2bUrls(config: CallbackAddress): { confirmationUrl: string; validationUrl: string } {
  const base = `${config.callbackBaseUrl}/api/payments/c2b/${config.callbackSecret}`;
  return { confirmationUrl: `${base}/confirmation`, validationUrl: `${base}/validation` };
}
