import 'server-only';
import { darajaError } from './answers';
import type { DarajaConfig } from './config';
import { darajaUrl, httpJson, type FetchLike, type HttpOutcome } from './http';
import type { TokenResult } from './token-cache';

// Codes for a token Daraja no longer honours; the request was refused at the gate, so resending is safe.
const STALE_TOKEN_CODES = new Set(['404.001.03', '401.002.01', '400.003.01']);

/** An HTTP exchange, or the OAuth step's failure before anything was sent. */
export type AuthedOutcome =
  HttpOutcome | { kind: 'auth'; httpStatus: number; errorCode: string; errorMessage: string } | { kind: 'auth-network'; maybeSent: false; message: string };

export type AuthedPost = (path: string, makeBody: () => unknown) => Promise<AuthedOutcome>;

/** What each request (push, query, C2B registration) works with. */
export interface DarajaSession {
  config: DarajaConfig;
  now(): Date;
  post: AuthedPost;
}

interface Tokens {
  get(): Promise<TokenResult>;
  invalidate(token: string): void;
}

function tokenFailure(token: Exclude<TokenResult, { ok: true }>): AuthedOutcome {
  return token.reason === 'auth'
    ? { kind: 'auth', httpStatus: token.httpStatus, errorCode: token.errorCode, errorMessage: token.errorMessage }
    : { kind: 'auth-network', maybeSent: false, message: `OAuth: ${token.message}` };
}

function isStaleToken(outcome: HttpOutcome): boolean {
  const envelope = outcome.kind === 'response' ? darajaError(outcome.body) : null;
  return envelope !== null && STALE_TOKEN_CODES.has(envelope.errorCode);
}

/**
 * POST with a bearer token; one resend with a fresh token if Daraja calls the cached one invalid.
 * `makeBody` runs per send, so a resend carries a fresh Timestamp and Password.
 */
export function createAuthedPost(config: DarajaConfig, fetchImpl: FetchLike, tokens: Tokens): AuthedPost {
  return async function authedPost(path, makeBody) {
    for (let attempt = 0; ; attempt += 1) {
      const token = await tokens.get();
      if (!token.ok) return tokenFailure(token);
      const headers = { Authorization: `Bearer ${token.token}` };
      const outcome = await httpJson(fetchImpl, darajaUrl(config.baseUrl, path), { method: 'POST', headers, body: makeBody() }, config.timeoutMs);
      if (attempt > 0 || !isStaleToken(outcome)) return outcome;
      tokens.invalidate(token.token);
    }
  };
}
