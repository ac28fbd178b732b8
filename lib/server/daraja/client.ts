import 'server-only';
import { z } from 'zod';
import { toDarajaMsisdn } from '@/lib/phone';
import { token } from '@/lib/schemas/text';
import { mpesaResultMessage } from '@/lib/messages/mpesa';
import { callbackUrl, forbiddenUrlWord } from './callback-url';
import type { DarajaConfig } from './config';
import type { C2bRegisterResult, C2bRegistration, PaymentGateway, StkPushRequest, StkPushResult, StkQueryOptions, StkQueryResult } from './gateway';
import { darajaError, field, httpJson, type FetchLike, type HttpOutcome } from './http';
import { darajaPassword, darajaTimestamp } from './nairobi-time';
import { createTokenCache, type TokenFetchResult } from './token-cache';
import { integerLike } from './wire';

export interface DarajaClientDeps {
  fetch?: FetchLike;
  clock?: { now(): Date };
  sleep?: (ms: number) => Promise<void>;
  /** Pauses between STK query attempts after a network failure; its length is the number of retries. */
  queryRetryDelaysMs?: readonly number[];
}

/** Per-transaction cap: Safaricom says 150,000, the CBK 250,000 (reference a.1); the lower one is safe. */
export const MAX_STK_AMOUNT = 150_000;
const DEFAULT_TRANSACTION_DESC = 'Miche order';
// A 2029 this soon after the push is Safaricom not knowing yet, not a failure (reference a.5).
const EARLY_2029_WINDOW_MS = 15_000;
// Codes for a token Daraja no longer honours; the request was refused at the gate, so resending is safe.
const STALE_TOKEN_CODES = new Set(['404.001.03', '401.002.01', '400.003.01']);
const RATE_LIMIT_CODES = new Set(['500.003.02', '500.003.03']);

const tokenBody = z.object({
  access_token: token(4096),
  // A string on the wire ("3599"); a number is accepted too.
  expires_in: integerLike.pipe(z.number().positive()),
});

type AuthedOutcome =
  HttpOutcome | { kind: 'auth'; httpStatus: number; errorCode: string; errorMessage: string } | { kind: 'auth-network'; maybeSent: false; message: string };

export function createDarajaClient(config: DarajaConfig, deps: DarajaClientDeps = {}): PaymentGateway {
  const fetchImpl: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));
  const clock = deps.clock ?? { now: () => new Date() };
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const retryDelays = deps.queryRetryDelaysMs ?? [500, 1_500];
  const base = config.baseUrl.replace(/\/+$/, '');

  async function fetchToken(): Promise<TokenFetchResult> {
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`, 'utf8').toString('base64');
    const outcome = await httpJson(
      fetchImpl,
      `${base}/oauth/v1/generate?grant_type=client_credentials`,
      { method: 'GET', headers: { Authorization: `Basic ${basic}` } },
      config.timeoutMs,
    );
    if (outcome.kind === 'network') return { ok: false, reason: 'network', maybeSent: false, message: outcome.message };
    const parsed = tokenBody.safeParse(outcome.body);
    if (outcome.status === 200 && parsed.success) {
      return { ok: true, token: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in };
    }
    const envelope = darajaError(outcome.body);
    return {
      ok: false,
      reason: 'auth',
      httpStatus: outcome.status,
      errorCode: envelope?.errorCode ?? `HTTP_${outcome.status}`,
      errorMessage: envelope?.errorMessage ?? (outcome.text.slice(0, 200) || 'OAuth answered without a token'),
    };
  }

  const tokens = createTokenCache(fetchToken, () => clock.now().getTime());

  /** POST with a bearer token; one resend with a fresh token if Daraja calls the cached one invalid. */
  async function authedPost(path: string, makeBody: () => unknown): Promise<AuthedOutcome> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await tokens.get();
      if (!token.ok) {
        return token.reason === 'auth'
          ? { kind: 'auth', httpStatus: token.httpStatus, errorCode: token.errorCode, errorMessage: token.errorMessage }
          : { kind: 'auth-network', maybeSent: false, message: `OAuth: ${token.message}` };
      }
      const outcome = await httpJson(
        fetchImpl,
        `${base}${path}`,
        { method: 'POST', headers: { Authorization: `Bearer ${token.token}` }, body: makeBody() },
        config.timeoutMs,
      );
      const envelope = outcome.kind === 'response' ? darajaError(outcome.body) : null;
      if (envelope !== null && STALE_TOKEN_CODES.has(envelope.errorCode) && attempt === 0) {
        tokens.invalidate(token.token);
        continue;
      }
      return outcome;
    }
  }

  function credentials() {
    const timestamp = darajaTimestamp(clock.now());
    return { Password: darajaPassword(config.shortcode, config.passkey, timestamp), Timestamp: timestamp };
  }

  async function stkPush(request: StkPushRequest): Promise<StkPushResult> {
    const invalid = (fieldName: string, message: string): StkPushResult => ({
      ok: false,
      reason: 'invalid-request',
      field: fieldName,
      message,
    });
    const msisdn = toDarajaMsisdn(request.phone);
    if (msisdn === null) return invalid('phone', 'not a Kenyan mobile number (2547… or 2541…)');
    if (!Number.isSafeInteger(request.amount) || request.amount < 1 || request.amount > MAX_STK_AMOUNT) {
      return invalid('amount', `must be whole shillings from 1 to ${MAX_STK_AMOUNT}`);
    }
    if (!/^[A-Za-z0-9]{1,12}$/.test(request.accountReference)) {
      return invalid('accountReference', 'must be 1 to 12 letters or digits');
    }
    const transactionDesc = request.transactionDesc ?? DEFAULT_TRANSACTION_DESC;
    if (transactionDesc.trim() === '' || transactionDesc.length > 13) {
      return invalid('transactionDesc', 'must be 1 to 13 characters');
    }
    let url: string;
    try {
      url = callbackUrl(config, request.attemptRef);
    } catch (error) {
      return invalid('attemptRef', error instanceof Error ? error.message : 'invalid');
    }

    const outcome = await authedPost('/mpesa/stkpush/v1/processrequest', () => ({
      BusinessShortCode: Number(config.shortcode),
      ...credentials(),
      TransactionType: config.transactionType,
      Amount: request.amount,
      // Numbers, not strings: string MSISDNs have been seen to time out silently with 1037 (reference a.3).
      PartyA: Number(msisdn),
      PartyB: Number(config.partyB),
      PhoneNumber: Number(msisdn),
      CallBackURL: url,
      AccountReference: request.accountReference,
      TransactionDesc: transactionDesc,
    }));

    switch (outcome.kind) {
      case 'auth':
        return { ok: false, reason: 'auth', ...withoutKind(outcome) };
      case 'auth-network':
        return { ok: false, reason: 'network', maybeSent: false, message: outcome.message };
      case 'network':
        return { ok: false, reason: 'network', maybeSent: outcome.maybeSent, message: outcome.message };
      case 'response':
        break;
    }
    const envelope = darajaError(outcome.body);
    if (envelope !== null) {
      return { ok: false, reason: 'rejected', httpStatus: outcome.status, errorCode: envelope.errorCode, errorMessage: envelope.errorMessage };
    }
    const responseCode = field(outcome.body, 'ResponseCode');
    const checkoutRequestId = field(outcome.body, 'CheckoutRequestID');
    if (outcome.status === 200 && responseCode === '0' && checkoutRequestId !== undefined) {
      return {
        ok: true,
        merchantRequestId: field(outcome.body, 'MerchantRequestID') ?? '',
        checkoutRequestId,
        customerMessage: field(outcome.body, 'CustomerMessage') ?? '',
        callbackUrl: url,
      };
    }
    if (responseCode !== undefined) {
      return {
        ok: false,
        reason: 'rejected',
        httpStatus: outcome.status,
        errorCode: responseCode,
        errorMessage: field(outcome.body, 'ResponseDescription') ?? '',
      };
    }
    // No Daraja answer at all (a proxy's 502, an HTML page): the push may or may not have gone out.
    return { ok: false, reason: 'network', maybeSent: true, message: `HTTP ${outcome.status} without a Daraja answer` };
  }

  async function stkQuery(checkoutRequestId: string, options: StkQueryOptions = {}): Promise<StkQueryResult> {
    const pending = (detail: Extract<StkQueryResult, { status: 'pending' }>['detail'], message: string): StkQueryResult => ({
      status: 'pending',
      checkoutRequestId,
      detail,
      message,
    });
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await authedPost('/mpesa/stkpushquery/v1/query', () => ({
        BusinessShortCode: Number(config.shortcode),
        ...credentials(),
        CheckoutRequestID: checkoutRequestId,
      }));
      if (outcome.kind === 'auth') return { status: 'error', ...withoutKind(outcome) };
      const retryable = outcome.kind !== 'response' || (outcome.status >= 500 && darajaError(outcome.body) === null);
      if (retryable) {
        const delay = retryDelays[attempt];
        if (delay !== undefined) {
          await sleep(delay);
          continue;
        }
        const message = outcome.kind === 'response' ? `HTTP ${outcome.status} without a Daraja answer` : outcome.message;
        return pending('unreachable', message);
      }
      return classifyQuery(outcome, checkoutRequestId, options, clock.now(), pending);
    }
  }

  async function registerC2bUrls(registration: C2bRegistration): Promise<C2bRegisterResult> {
    for (const [name, value] of [
      ['confirmationUrl', registration.confirmationUrl],
      ['validationUrl', registration.validationUrl],
    ] as const) {
      const word = forbiddenUrlWord(value);
      if (word !== null) return { ok: false, reason: 'invalid-request', field: name, message: `must not contain "${word}"` };
      if (!/^https?:\/\/\S+$/.test(value)) return { ok: false, reason: 'invalid-request', field: name, message: 'must be an http(s) URL' };
    }
    const outcome = await authedPost('/mpesa/c2b/v1/registerurl', () => ({
      ShortCode: registration.shortCode ?? config.shortcode,
      ResponseType: registration.responseType ?? 'Completed',
      ConfirmationURL: registration.confirmationUrl,
      ValidationURL: registration.validationUrl,
    }));
    switch (outcome.kind) {
      case 'auth':
        return { ok: false, reason: 'auth', ...withoutKind(outcome) };
      case 'auth-network':
      case 'network':
        return { ok: false, reason: 'network', maybeSent: outcome.maybeSent, message: outcome.message };
      case 'response':
        break;
    }
    const envelope = darajaError(outcome.body);
    if (outcome.status === 200 && envelope === null && field(outcome.body, 'ResponseCode') === '0') {
      return {
        ok: true,
        // Safaricom spells it "OriginatorCoversationID".
        originatorConversationId: field(outcome.body, 'OriginatorCoversationID') ?? field(outcome.body, 'OriginatorConversationID') ?? '',
        responseDescription: field(outcome.body, 'ResponseDescription') ?? '',
      };
    }
    return {
      ok: false,
      reason: 'rejected',
      httpStatus: outcome.status,
      errorCode: envelope?.errorCode ?? field(outcome.body, 'ResponseCode') ?? `HTTP_${outcome.status}`,
      errorMessage: envelope?.errorMessage ?? field(outcome.body, 'ResponseDescription') ?? outcome.text.slice(0, 200),
    };
  }

  return { stkPush, stkQuery, registerC2bUrls };
}

function withoutKind<T extends { kind: string }>(outcome: T): Omit<T, 'kind'> {
  const { kind: _kind, ...rest } = outcome;
  return rest;
}

function classifyQuery(
  outcome: Extract<HttpOutcome, { kind: 'response' }>,
  checkoutRequestId: string,
  options: StkQueryOptions,
  now: Date,
  pending: (detail: Extract<StkQueryResult, { status: 'pending' }>['detail'], message: string) => StkQueryResult,
): StkQueryResult {
  const envelope = darajaError(outcome.body);
  if (envelope !== null) {
    // Safaricom's "no answer yet": while processing, for a dismissed prompt, even for an unknown ID.
    if (envelope.errorCode === '500.001.1001') return pending('no-answer', envelope.errorMessage);
    if (RATE_LIMIT_CODES.has(envelope.errorCode)) return pending('rate-limited', envelope.errorMessage);
    return { status: 'error', httpStatus: outcome.status, errorCode: envelope.errorCode, errorMessage: envelope.errorMessage };
  }
  const resultCode = integerLike.safeParse(field(outcome.body, 'ResultCode'));
  if (outcome.status !== 200 || !resultCode.success) {
    return {
      status: 'error',
      httpStatus: outcome.status,
      errorCode: field(outcome.body, 'ResponseCode') ?? `HTTP_${outcome.status}`,
      errorMessage: field(outcome.body, 'ResponseDescription') ?? outcome.text.slice(0, 200),
    };
  }
  const code = resultCode.data;
  const resultDesc = field(outcome.body, 'ResultDesc') ?? '';
  const ids = {
    merchantRequestId: field(outcome.body, 'MerchantRequestID') ?? '',
    checkoutRequestId: field(outcome.body, 'CheckoutRequestID') ?? checkoutRequestId,
  };
  if (code === 4999) return pending('processing', resultDesc);
  if (code === 2029 && options.submittedAt !== undefined && now.getTime() - options.submittedAt.getTime() < EARLY_2029_WINDOW_MS) {
    return pending('too-early', resultDesc);
  }
  if (code === 0) return { status: 'paid', ...ids, resultCode: 0, resultDesc };
  return { status: 'failed', ...ids, resultCode: code, resultDesc, message: mpesaResultMessage(code) };
}
