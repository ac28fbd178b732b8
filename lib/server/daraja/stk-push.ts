import 'server-only';
import { toDarajaMsisdn } from '@/lib/phone';
import type { DarajaSession } from './authed-post';
import { callbackUrl } from './callback-url';
import { classifyPushAnswer, unansweredResult, type PushAnswer } from './classify';
import type { DarajaConfig } from './config';
import type { StkPushRequest, StkPushResult } from './gateway';
import { darajaCredentials } from './nairobi-time';

/** Per-transaction cap: Safaricom says 150,000, the CBK 250,000 (reference a.1); the lower one is safe. */
export const MAX_STK_AMOUNT = 150_000;
const DEFAULT_TRANSACTION_DESC = 'Miche order';
const STK_PUSH_PATH = '/mpesa/stkpush/v1/processrequest';

type InvalidRequest = Extract<StkPushResult, { reason: 'invalid-request' }>;

/** A request that keeps Daraja's rules (reference a.3), ready to send. */
interface CheckedPush {
  ok: true;
  msisdn: string;
  amount: number;
  accountReference: string;
  transactionDesc: string;
  callbackUrl: string;
}

const invalid = (field: string, message: string): InvalidRequest => ({ ok: false, reason: 'invalid-request', field, message });

function checkedCallbackUrl(config: DarajaConfig, attemptRef: string): string | InvalidRequest {
  try {
    return callbackUrl(config, attemptRef);
  } catch (error) {
    return invalid('attemptRef', error instanceof Error ? error.message : 'invalid');
  }
}

/** Refuses, before anything is sent, what Daraja would refuse (or, for amounts, what the shop must not ask). */
function checkPushRequest(config: DarajaConfig, request: StkPushRequest): CheckedPush | InvalidRequest {
  const msisdn = toDarajaMsisdn(request.phone);
  if (msisdn === null) return invalid('phone', 'not a Kenyan mobile number (2547… or 2541…)');
  if (!Number.isSafeInteger(request.amount) || request.amount < 1 || request.amount > MAX_STK_AMOUNT) {
    return invalid('amount', `must be whole shillings from 1 to ${MAX_STK_AMOUNT}`);
  }
  if (!/^[A-Za-z0-9]{1,12}$/.test(request.accountReference)) return invalid('accountReference', 'must be 1 to 12 letters or digits');
  const transactionDesc = request.transactionDesc ?? DEFAULT_TRANSACTION_DESC;
  if (transactionDesc.trim() === '' || transactionDesc.length > 13) return invalid('transactionDesc', 'must be 1 to 13 characters');
  const url = checkedCallbackUrl(config, request.attemptRef);
  if (typeof url !== 'string') return url;
  return { ok: true, msisdn, amount: request.amount, accountReference: request.accountReference, transactionDesc, callbackUrl: url };
}

function stkPushBody(config: DarajaConfig, at: Date, push: CheckedPush) {
  return {
    BusinessShortCode: Number(config.shortcode),
    ...darajaCredentials(config.shortcode, config.passkey, at),
    TransactionType: config.transactionType,
    Amount: push.amount,
    // Numbers, not strings: string MSISDNs have been seen to time out silently with 1037 (reference a.3).
    PartyA: Number(push.msisdn),
    PartyB: Number(config.partyB),
    PhoneNumber: Number(push.msisdn),
    CallBackURL: push.callbackUrl,
    AccountReference: push.accountReference,
    TransactionDesc: push.transactionDesc,
  };
}

function pushResult(answer: PushAnswer, callbackUrl: string): StkPushResult {
  switch (answer.kind) {
    case 'accepted':
      return {
        ok: true,
        merchantRequestId: answer.merchantRequestId,
        checkoutRequestId: answer.checkoutRequestId,
        customerMessage: answer.customerMessage,
        callbackUrl,
      };
    case 'refused':
    case 'rate-limited':
      return { ok: false, reason: 'rejected', httpStatus: answer.httpStatus, errorCode: answer.errorCode, errorMessage: answer.errorMessage };
    case 'auth':
    case 'network':
      return unansweredResult(answer);
  }
}

/** Sends one STK push. Never resent after it may have reached Safaricom: a second push is a second prompt. */
export async function stkPush(session: DarajaSession, request: StkPushRequest): Promise<StkPushResult> {
  const push = checkPushRequest(session.config, request);
  if (!push.ok) return push;
  const outcome = await session.post(STK_PUSH_PATH, () => stkPushBody(session.config, session.now(), push));
  return pushResult(classifyPushAnswer(outcome), push.callbackUrl);
}
