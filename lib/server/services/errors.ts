import 'server-only';

/**
 * A refusal by a service, in the service's own words: route handlers map the code to an HTTP status,
 * pages show the message. Services know nothing of HTTP.
 */
export type ServiceErrorCode = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'insufficient_funds' | 'rate_limited' | 'unavailable';

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    /** Extra detail for the caller, e.g. the current prices after a price change. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const STATUS_OF: Readonly<Record<ServiceErrorCode, number>> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  insufficient_funds: 409,
  rate_limited: 429,
  unavailable: 503,
};
