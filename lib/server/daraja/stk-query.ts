import 'server-only';
import { mpesaResultMessage } from '@/lib/messages/mpesa';
import type { DarajaSession } from './authed-post';
import { classifyQueryAnswer, type QueryAnswer } from './classify';
import type { DarajaConfig } from './config';
import type { StkPendingDetail, StkQueryOptions, StkQueryResult } from './gateway';
import { darajaCredentials } from './nairobi-time';

const STK_QUERY_PATH = '/mpesa/stkpushquery/v1/query';

export interface QueryRetry {
  sleep(ms: number): Promise<void>;
  /** Pauses between attempts after no answer; its length is the number of retries. */
  delaysMs: readonly number[];
}

function stkQueryBody(config: DarajaConfig, at: Date, checkoutRequestId: string) {
  return {
    BusinessShortCode: Number(config.shortcode),
    ...darajaCredentials(config.shortcode, config.passkey, at),
    CheckoutRequestID: checkoutRequestId,
  };
}

function queryResult(answer: QueryAnswer, checkoutRequestId: string): StkQueryResult {
  const pending = (detail: StkPendingDetail, message: string): StkQueryResult => ({ status: 'pending', checkoutRequestId, detail, message });
  switch (answer.kind) {
    case 'final': {
      const { merchantRequestId, resultCode, resultDesc } = answer;
      const ids = { merchantRequestId, checkoutRequestId: answer.checkoutRequestId };
      if (resultCode === 0) return { status: 'paid', ...ids, resultCode: 0, resultDesc };
      return { status: 'failed', ...ids, resultCode, resultDesc, message: mpesaResultMessage(resultCode) };
    }
    case 'later':
      return pending(answer.detail, answer.message);
    case 'rate-limited':
      return pending('rate-limited', answer.errorMessage);
    // After the retries.
    case 'network':
      return pending('unreachable', answer.message);
    case 'refused':
    case 'auth':
      return { status: 'error', httpStatus: answer.httpStatus, errorCode: answer.errorCode, errorMessage: answer.errorMessage };
  }
}

/** Asks where a push stands; asks again after a pause while no answer comes, then reports it pending. */
export async function stkQuery(session: DarajaSession, retry: QueryRetry, checkoutRequestId: string, options: StkQueryOptions): Promise<StkQueryResult> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await session.post(STK_QUERY_PATH, () => stkQueryBody(session.config, session.now(), checkoutRequestId));
    const answer = classifyQueryAnswer(outcome, checkoutRequestId, options, session.now());
    const delay = retry.delaysMs[attempt];
    if (answer.kind !== 'network' || delay === undefined) return queryResult(answer, checkoutRequestId);
    await retry.sleep(delay);
  }
}
