import 'server-only';

export {
  LOCAL_CALLBACK_SECRET,
  LOCAL_SANDBOX_BASE_URL,
  SAFARICOM_PRODUCTION_BASE_URL,
  SAFARICOM_SANDBOX_BASE_URL,
  SANDBOX_PASSKEY,
  SANDBOX_SHORTCODE,
  TRANSACTION_TYPES,
  darajaConfigFromEnv,
} from './config';
export { attemptIdFromRef, attemptRef, c2bUrls, callbackUrl, forbiddenUrlWord } from './callback-url';
export type { DarajaConfig, TransactionType } from './config';
export type {
  C2bRegisterResult,
  C2bRegistration,
  PaymentGateway,
  StkCallbackResult,
  StkFailed,
  StkPaid,
  StkPendingDetail,
  StkPushRequest,
  StkPushResult,
  StkQueryOptions,
  StkQueryResult,
} from './gateway';
export { MAX_STK_AMOUNT, createDarajaClient } from './client';
export type { DarajaClientDeps } from './client';
export type { FetchLike } from './http';
export { parseStkCallback } from './stk-callback';
export { parseC2bConfirmation } from './c2b-confirmation';
export type { C2bConfirmation } from './c2b-confirmation';
export type { ParseResult } from './wire';
export { darajaPassword, darajaTimestamp, parseDarajaTimestamp } from './nairobi-time';
