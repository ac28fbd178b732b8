import { isChunkLoadError } from '../errors';
import { AUTH_ERROR_MESSAGES, AUTH_GENERAL_ERROR, auth } from '../messages/auth';

/** The Firebase error code of anything Firebase threw (`auth/...`), else null. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** A plain message for a failed auth call; unknown codes get the general one, never Firebase's text. */
export function authErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  return (code && AUTH_ERROR_MESSAGES[code]) ?? AUTH_GENERAL_ERROR;
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

/**
 * A plain message for a failed sign-in, sign-up or e-mail request: no connection, Firebase's codes
 * mapped, our server's own messages kept; never a browser's or Firebase's raw text.
 */
export function actionErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return auth.network;
  // Our server's messages (and our own) are plain Errors without a code; a TypeError is a browser's.
  if (error instanceof Error && !(error instanceof TypeError) && !firebaseErrorCode(error)) return error.message;
  return authErrorMessage(error);
}

/** Popups can be blocked by the browser; then Google sign-in falls back to a full-page redirect. */
export function isPopupBlocked(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  return code === 'auth/popup-blocked' || code === 'auth/operation-not-supported-in-this-environment';
}

/** Google sign-in's own fallback says what else the farmer can do. */
export function googleErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return auth.network;
  const code = firebaseErrorCode(error);
  return (code && AUTH_ERROR_MESSAGES[code]) ?? auth.googleFailed;
}
