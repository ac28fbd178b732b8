import 'server-only';
import type { DarajaSession } from './authed-post';
import { forbiddenUrlWord } from './callback-url';
import { classifyC2bRegisterAnswer, unansweredResult, type C2bRegisterAnswer } from './classify';
import type { C2bRegisterResult, C2bRegistration } from './gateway';

const C2B_REGISTER_PATH = '/mpesa/c2b/v1/registerurl';

/** Refuses URLs Daraja would refuse (reference a.3, "URL Requirements") before anything is sent. */
function invalidC2bUrl(registration: C2bRegistration): Extract<C2bRegisterResult, { reason: 'invalid-request' }> | null {
  const urls = [
    ['confirmationUrl', registration.confirmationUrl],
    ['validationUrl', registration.validationUrl],
  ] as const;
  for (const [field, value] of urls) {
    const word = forbiddenUrlWord(value);
    if (word !== null) return { ok: false, reason: 'invalid-request', field, message: `must not contain "${word}"` };
    if (!/^https?:\/\/\S+$/.test(value)) return { ok: false, reason: 'invalid-request', field, message: 'must be an http(s) URL' };
  }
  return null;
}

function c2bRegisterResult(answer: C2bRegisterAnswer): C2bRegisterResult {
  switch (answer.kind) {
    case 'accepted':
      return { ok: true, originatorConversationId: answer.originatorConversationId, responseDescription: answer.responseDescription };
    case 'refused':
    case 'rate-limited':
      return { ok: false, reason: 'rejected', httpStatus: answer.httpStatus, errorCode: answer.errorCode, errorMessage: answer.errorMessage };
    case 'auth':
    case 'network':
      return unansweredResult(answer);
  }
}

/** Registers the C2B (Paybill) confirmation and validation URLs (reference a.7). */
export async function registerC2bUrls(session: DarajaSession, registration: C2bRegistration): Promise<C2bRegisterResult> {
  const invalid = invalidC2bUrl(registration);
  if (invalid !== null) return invalid;
  const outcome = await session.post(C2B_REGISTER_PATH, () => ({
    ShortCode: registration.shortCode ?? session.config.shortcode,
    ResponseType: registration.responseType ?? 'Completed',
    ConfirmationURL: registration.confirmationUrl,
    ValidationURL: registration.validationUrl,
  }));
  return c2bRegisterResult(classifyC2bRegisterAnswer(outcome));
}
