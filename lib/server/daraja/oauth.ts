import 'server-only';
import { bodySnippet, darajaError, oauthAnswer } from './answers';
import type { DarajaConfig } from './config';
import { darajaUrl, httpJson, type FetchLike, type HttpResponse } from './http';
import type { TokenFetchResult } from './token-cache';

/** Asks Daraja for an access token with the consumer key and secret (reference a.2); never throws. */
export async function fetchToken(config: DarajaConfig, fetchImpl: FetchLike): Promise<TokenFetchResult> {
  const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`, 'utf8').toString('base64');
  const outcome = await httpJson(
    fetchImpl,
    darajaUrl(config.baseUrl, '/oauth/v1/generate?grant_type=client_credentials'),
    { method: 'GET', headers: { Authorization: `Basic ${basic}` } },
    config.timeoutMs,
  );
  if (outcome.kind === 'network') return { ok: false, reason: 'network', maybeSent: false, message: outcome.message };
  const parsed = oauthAnswer.safeParse(outcome.body);
  if (outcome.status === 200 && parsed.success) {
    return { ok: true, token: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in };
  }
  return oauthFailure(outcome);
}

/** Daraja's envelope if it sent one (wrong key or secret: 400.008.01), else the HTTP status and page. */
function oauthFailure(response: HttpResponse): TokenFetchResult {
  const envelope = darajaError(response.body);
  return {
    ok: false,
    reason: 'auth',
    httpStatus: response.status,
    errorCode: envelope?.errorCode ?? `HTTP_${response.status}`,
    errorMessage: envelope?.errorMessage ?? (bodySnippet(response.text) || 'OAuth answered without a token'),
  };
}
