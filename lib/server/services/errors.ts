import 'server-only';
import { errorMessage, type ApiErrorCode, type ErrorParams } from '@/lib/api/errors';
import type { RuleRefusal } from '@/lib/wallet-rules';

/** The arguments after the code: the message's blanks when it has any, then extra detail for the caller. */
type Details<C extends ApiErrorCode> = ErrorParams<C> extends undefined ? [params?: undefined, data?: unknown] : [params: ErrorParams<C>, data?: unknown];

/**
 * A refusal, named by its code (lib/api/errors.ts): the message is the code's, filled in from the
 * params; `data` carries detail for the caller (the cart as it is now, the order's allowed next
 * steps). Services and route handlers throw it; the handlers' wrapper answers it with the code's
 * status. Services know nothing of HTTP.
 */
export class ServiceError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  /** The message's blanks, for a browser that words the refusal in the farmer's language. */
  readonly params: object | undefined;
  readonly data: unknown;

  constructor(
    readonly code: C,
    ...[params, data]: Details<C>
  ) {
    super(errorMessage(code, params as ErrorParams<C>));
    this.name = 'ServiceError';
    this.params = params;
    this.data = data;
  }
}

/** A refusal of the wallet's pure rules (lib/wallet-rules.ts), thrown as the API's. */
export function refusalOf(rule: RuleRefusal): ServiceError {
  return new ServiceError(rule.code, rule.params);
}
