import { isChunkLoadError } from '../errors';
import { AUTH_ERROR_MESSAGES, AUTH_GENERAL_ERROR, auth } from '../messages/auth';

/** The Firebase error code of anything Firebase threw (`auth/...`), else null. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** Our own failures, worded under the catalogue's `auth.errors`. */
export type AuthErrorKey =
  'network' | 'general' | 'googleFailed' | 'sessionFailed' | 'signOutFailed' | 'tooManyEmails' | 'botCheckFailed' | 'botCheckUnavailable';

/** A failure of ours: `message` is the English (lib/messages/auth.ts), `key` its words in the catalogue's `auth.errors`. */
export class AuthTextError extends Error {
  constructor(
    readonly key: AuthErrorKey,
    message: string,
  ) {
    super(message);
    this.name = 'AuthTextError';
  }
}

/** What the shop's API refused: the code and params word it in the reader's language, the message is the server's English. */
export interface AuthApiFailure {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** A refusal of the shop's API during sign-in (a session, an e-mail allowance); its message is the server's English. */
export class AuthApiError extends Error {
  constructor(readonly failure: AuthApiFailure) {
    super(failure.message);
    this.name = 'AuthApiError';
  }
}

/** A plain message for a failed auth call; unknown codes get the general one, never Firebase's text. */
export function authErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  return (code && AUTH_ERROR_MESSAGES[code]) ?? AUTH_GENERAL_ERROR;
}

/**
 * The catalogue key (under `auth`) of a failed Firebase call: `firebaseErrors.<code without auth/>`
 * for the codes a farmer can meet, else `errors.<fallback>`. The same choice as authErrorMessage.
 */
export function authErrorKey(error: unknown, fallback: 'general' | 'googleFailed' = 'general'): string {
  const code = firebaseErrorCode(error);
  return code && AUTH_ERROR_MESSAGES[code] !== undefined ? `firebaseErrors.${code.replace(/^auth\//, '')}` : `errors.${fallback}`;
}

/**
 * A dropped connection: Firebase's own code, fetch() failing to reach the shop (a TypeError: "Failed
 * to fetch", "NetworkError when attempting to fetch resource.", "Load failed"), or the sign-in code
 * failing to download.
 */
export function isNetworkError(error: unknown): boolean {
  if (firebaseErrorCode(error) === 'auth/network-request-failed' || isChunkLoadError(error)) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** Our server's messages (and our own) are plain Errors without a code; a TypeError is a browser's. */
const isOwnError = (error: unknown): error is Error => error instanceof Error && !(error instanceof TypeError) && !firebaseErrorCode(error);

/**
 * A plain message for a failed sign-in, sign-up or e-mail request: no connection, Firebase's codes
 * mapped, our server's own messages kept; never a browser's or Firebase's raw text.
 */
export function actionErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return auth.network;
  if (isOwnError(error)) return error.message;
  return authErrorMessage(error);
}

/**
 * What a failed sign-in, sign-up or e-mail request says, for the page's language (the forms word it:
 * components/auth/use-auth-error-text.ts): a catalogue key under `auth`, a refusal of the API to word
 * from its code, or, for an error of no known kind, its own text. The same choices as
 * actionErrorMessage.
 */
export type AuthErrorText = { key: string } | { failure: AuthApiFailure } | { text: string };

export function authErrorText(error: unknown, { google = false }: { google?: boolean } = {}): AuthErrorText {
  if (isNetworkError(error)) return { key: 'errors.network' };
  if (google) return { key: authErrorKey(error, 'googleFailed') };
  if (error instanceof AuthApiError) return { failure: error.failure };
  if (error instanceof AuthTextError) return { key: `errors.${error.key}` };
  if (isOwnError(error)) return { text: error.message };
  return { key: authErrorKey(error) };
}

/** Popups can be blocked by the browser; then Google sign-in falls back to a full-page redirect. */
export function isPopupBlocked(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  return code === 'auth/popup-blocked' || code === 'auth/operation-not-supported-in-this-environment';
}

/** Why the header's Google sign-in failed, as a key of the catalogue's `signIn.googleErrors` (the header carries only these). */
export type GoogleErrorKey = 'network' | 'windowClosed' | 'accountExists' | 'disabled' | 'tooMany' | 'session' | 'failed';

const GOOGLE_ERROR_KEYS: Readonly<Record<string, GoogleErrorKey>> = {
  'auth/popup-closed-by-user': 'windowClosed',
  'auth/cancelled-popup-request': 'windowClosed',
  'auth/account-exists-with-different-credential': 'accountExists',
  'auth/user-disabled': 'disabled',
  'auth/too-many-requests': 'tooMany',
};

/** Google sign-in's own fallback says what else the farmer can do; anything unforeseen is `failed`. */
export function googleErrorKey(error: unknown): GoogleErrorKey {
  if (isNetworkError(error)) return 'network';
  if (error instanceof AuthApiError) return 'session';
  return GOOGLE_ERROR_KEYS[firebaseErrorCode(error) ?? ''] ?? 'failed';
}
