import 'server-only';
import {
  c2bRegisterAccepted,
  darajaError,
  refusalOf,
  stkPushAccepted,
  stkPushRefused,
  stkQueryAnswer,
  type DarajaErrorEnvelope,
  type Refusal,
} from './answers';
import type { AuthedOutcome } from './authed-post';
import type { StkPushResult, StkQueryOptions } from './gateway';
import type { HttpResponse } from './http';

// What each Daraja answer means, in a few kinds the push, the query and the C2B registration share; each
// request turns its kinds into the gateway's result (stk-push.ts, stk-query.ts, c2b-register.ts).

const RATE_LIMIT_CODES = new Set(['500.003.02', '500.003.03']);
// The query's "no answer yet": while processing, for a dismissed prompt, even for an unknown ID (reference a.5).
const NO_ANSWER_YET = '500.001.1001';
// The query's "the prompt is still open".
const STILL_PROCESSING = 4999;
// A 2029 this soon after the push is Safaricom not knowing yet, not a failure (reference a.5).
const UNRESOLVED = 2029;
const EARLY_2029_WINDOW_MS = 15_000;

/** Nothing usable came back: OAuth refused the consumer key (nothing sent), or no Daraja answer arrived. */
export type Unanswered = ({ kind: 'auth' } & Refusal) | { kind: 'network'; maybeSent: boolean; message: string };

/** Daraja answered no: with its error envelope or a ResponseCode; spike arrest and quota are told apart. */
export type Refused = { kind: 'refused' | 'rate-limited' } & Refusal;

export type PushAnswer = { kind: 'accepted'; merchantRequestId: string; checkoutRequestId: string; customerMessage: string } | Refused | Unanswered;

export type QueryAnswer =
  | { kind: 'final'; merchantRequestId: string; checkoutRequestId: string; resultCode: number; resultDesc: string }
  /** Ask again later: the prompt is open (4999), Safaricom has no answer (500.001.1001), or a 2029 came too soon. */
  | { kind: 'later'; detail: 'processing' | 'no-answer' | 'too-early'; message: string }
  | Refused
  | Unanswered;

export type C2bRegisterAnswer = { kind: 'accepted'; originatorConversationId: string; responseDescription: string } | Refused | Unanswered;

function unanswered(outcome: Exclude<AuthedOutcome, HttpResponse>): Unanswered {
  switch (outcome.kind) {
    case 'auth':
      return outcome;
    case 'auth-network':
    case 'network':
      return { kind: 'network', maybeSent: outcome.maybeSent, message: outcome.message };
  }
}

function refused(status: number, envelope: DarajaErrorEnvelope): Refused {
  const kind = RATE_LIMIT_CODES.has(envelope.errorCode) ? 'rate-limited' : 'refused';
  return { kind, httpStatus: status, errorCode: envelope.errorCode, errorMessage: envelope.errorMessage };
}

const noDarajaAnswer = (response: HttpResponse): Unanswered => ({
  kind: 'network',
  maybeSent: true,
  message: `HTTP ${response.status} without a Daraja answer`,
});

/** The push's answer. Anything but a clear refusal may have put a prompt on the phone (`maybeSent`). */
export function classifyPushAnswer(outcome: AuthedOutcome): PushAnswer {
  if (outcome.kind !== 'response') return unanswered(outcome);
  const envelope = darajaError(outcome.body);
  if (envelope !== null) return refused(outcome.status, envelope);
  const accepted = stkPushAccepted.safeParse(outcome.body);
  if (outcome.status === 200 && accepted.success) {
    const { MerchantRequestID, CheckoutRequestID, CustomerMessage } = accepted.data;
    return { kind: 'accepted', merchantRequestId: MerchantRequestID, checkoutRequestId: CheckoutRequestID, customerMessage: CustomerMessage };
  }
  const refusal = stkPushRefused.safeParse(outcome.body);
  if (refusal.success) {
    return { kind: 'refused', httpStatus: outcome.status, errorCode: refusal.data.ResponseCode, errorMessage: refusal.data.ResponseDescription };
  }
  // A proxy's 502, an HTML page, or a "0" without a usable CheckoutRequestID: the push may have gone out.
  return noDarajaAnswer(outcome);
}

const isSoonAfterPush = ({ submittedAt }: StkQueryOptions, now: Date) =>
  submittedAt !== undefined && now.getTime() - submittedAt.getTime() < EARLY_2029_WINDOW_MS;

/** The query's answer. A 5xx without Daraja's envelope is read as no answer, so the query may ask again. */
export function classifyQueryAnswer(outcome: AuthedOutcome, checkoutRequestId: string, options: StkQueryOptions, now: Date): QueryAnswer {
  if (outcome.kind !== 'response') return unanswered(outcome);
  const envelope = darajaError(outcome.body);
  if (envelope?.errorCode === NO_ANSWER_YET) return { kind: 'later', detail: 'no-answer', message: envelope.errorMessage };
  if (envelope !== null) return refused(outcome.status, envelope);
  if (outcome.status >= 500) return noDarajaAnswer(outcome);
  const answer = stkQueryAnswer.safeParse(outcome.body);
  if (outcome.status !== 200 || !answer.success) return { kind: 'refused', ...refusalOf(outcome) };
  const { ResultCode: code, ResultDesc: resultDesc, MerchantRequestID, CheckoutRequestID } = answer.data;
  if (code === STILL_PROCESSING) return { kind: 'later', detail: 'processing', message: resultDesc };
  if (code === UNRESOLVED && isSoonAfterPush(options, now)) return { kind: 'later', detail: 'too-early', message: resultDesc };
  return { kind: 'final', merchantRequestId: MerchantRequestID, checkoutRequestId: CheckoutRequestID ?? checkoutRequestId, resultCode: code, resultDesc };
}

/** The C2B registration's answer: anything but a clean "0" is Daraja's refusal, told as well as it can be. */
export function classifyC2bRegisterAnswer(outcome: AuthedOutcome): C2bRegisterAnswer {
  if (outcome.kind !== 'response') return unanswered(outcome);
  const envelope = darajaError(outcome.body);
  if (envelope !== null) return refused(outcome.status, envelope);
  const accepted = c2bRegisterAccepted.safeParse(outcome.body);
  if (outcome.status !== 200 || !accepted.success) return { kind: 'refused', ...refusalOf(outcome) };
  const { OriginatorCoversationID, OriginatorConversationID, ResponseDescription } = accepted.data;
  return { kind: 'accepted', originatorConversationId: OriginatorCoversationID ?? OriginatorConversationID ?? '', responseDescription: ResponseDescription };
}

/** The gateway result for a request that got no usable answer; push and C2B registration word it alike. */
export function unansweredResult(answer: Unanswered): Extract<StkPushResult, { reason: 'auth' | 'network' }> {
  if (answer.kind === 'network') return { ok: false, reason: 'network', maybeSent: answer.maybeSent, message: answer.message };
  return { ok: false, reason: 'auth', httpStatus: answer.httpStatus, errorCode: answer.errorCode, errorMessage: answer.errorMessage };
}
