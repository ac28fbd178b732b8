import 'server-only';
import { createAuthedPost, type DarajaSession } from './authed-post';
import { registerC2bUrls } from './c2b-register';
import type { DarajaConfig } from './config';
import type { PaymentGateway } from './gateway';
import type { FetchLike } from './http';
import { fetchToken } from './oauth';
import { stkPush } from './stk-push';
import { stkQuery, type QueryRetry } from './stk-query';
import { createTokenCache } from './token-cache';

export { MAX_STK_AMOUNT } from './stk-push';

export interface DarajaClientDeps {
  fetch?: FetchLike;
  clock?: { now(): Date };
  sleep?: (ms: number) => Promise<void>;
  /** Pauses between STK query attempts after a network failure; its length is the number of retries. */
  queryRetryDelaysMs?: readonly number[];
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The PaymentGateway over Daraja: one cached OAuth token shared by the push, the query and C2B registration. */
export function createDarajaClient(config: DarajaConfig, deps: DarajaClientDeps = {}): PaymentGateway {
  const fetchImpl: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));
  const clock = deps.clock ?? { now: () => new Date() };
  const tokens = createTokenCache(
    () => fetchToken(config, fetchImpl),
    () => clock.now().getTime(),
  );
  const session: DarajaSession = { config, now: () => clock.now(), post: createAuthedPost(config, fetchImpl, tokens) };
  const retry: QueryRetry = { sleep: deps.sleep ?? wait, delaysMs: deps.queryRetryDelaysMs ?? [500, 1_500] };
  return {
    stkPush: (request) => stkPush(session, request),
    stkQuery: (checkoutRequestId, options = {}) => stkQuery(session, retry, checkoutRequestId, options),
    registerC2bUrls: (registration) => registerC2bUrls(session, registration),
  };
}
