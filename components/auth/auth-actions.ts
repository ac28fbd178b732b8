/**
 * Signing in, up and out: loaded on demand with the Firebase SDK (sign-in pages, the header's Sign
 * In button, checkout, account pages), never as part of a public page's first load.
 */
import { NO_CONNECTION_CODE, accountApi, type ApiResult } from '@/lib/api/client';
import { AuthApiError, AuthTextError } from '@/lib/auth/error-messages';
import type { FirebasePublicConfig } from '@/lib/auth/firebase-config';
import { safeReturnPath } from '@/lib/auth/return-path';
import { inLanguage, isLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { auth as text } from '@/lib/messages/auth';
import type { Profile } from '@/lib/profile';
import { firebaseAuth, type FirebaseAuthApi, type FirebaseUser } from './firebase-auth';
import { REDIRECT_RETURN_KEY } from './session-hint';

/** What the registration form typed; the server normalises it with the same schema. */
export interface SignupDetails {
  /** None from Google sign-up: the Google account's name is used. */
  name?: string;
  phone: string;
  referralCode: string;
}

export interface SessionResult {
  user: Profile;
  created: boolean;
  referral: 'none' | 'linked' | 'unknown';
}

export interface AuthActions {
  firebase: FirebaseAuthApi;
  /** Asks the server (rate limit, bot check) before an e-mail goes out; throws its message when refused. */
  mayEmail(kind: 'register' | 'verify' | 'reset', email: string, botCheckToken?: string): Promise<void>;
  /** Exchanges a Firebase user for the server session; `signup` only counts for a new profile. */
  startSession(user: FirebaseUser, signup?: SignupDetails): Promise<SessionResult>;
  /**
   * Google sign-in; null when the browser is being sent to Google (popups blocked). A referral code
   * from /register?ref= counts when the Google account is new here, after a redirect too.
   */
  signInWithGoogle(returnPath: string, referralCode?: string): Promise<SessionResult | null>;
  /**
   * Back from a Google redirect: where to go now (the home page in `locale` if it was not kept), in the
   * profile's language, or null.
   */
  completeGoogleRedirect(locale: Locale): Promise<string | null>;
  /** Ends the server session (every device), then Firebase's; throws, still signed in, if the server did not. */
  signOut(): Promise<void>;
}

/**
 * A refused call as the sign-in forms explain it (lib/auth/error-messages.ts): no signal reads as a
 * network error; the server's refusal keeps its code and params, to be worded in the farmer's language.
 */
function refused(answer: Extract<ApiResult<unknown>, { ok: false }>, fallback: AuthTextError): Error {
  if (answer.code === NO_CONNECTION_CODE) return new TypeError('Failed to fetch');
  return answer.message ? new AuthApiError({ code: answer.code, message: answer.message, params: answer.params }) : fallback;
}

async function postSession(idToken: string, signup?: SignupDetails): Promise<SessionResult> {
  // The page's language: a new profile starts in it (the server keeps a language chosen before).
  const page = document.documentElement.lang;
  const locale = isLocale(page) ? page : undefined;
  const answer = await accountApi.startSession({ idToken, ...(signup ? { signup } : {}), ...(locale ? { locale } : {}) });
  if (!answer.ok) throw refused(answer, new AuthTextError('sessionFailed', text.sessionFailed));
  return answer.data;
}

const googleSignup = (referralCode: string): SignupDetails | undefined => (referralCode.trim() ? { phone: '', referralCode } : undefined);

/** What signInWithGoogle left for the page Google redirects back to. */
function readPendingRedirect(stored: string | null): { returnPath: string | null; referralCode: string } {
  try {
    const value = JSON.parse(stored ?? 'null') as { returnPath?: unknown; referralCode?: unknown } | null;
    return {
      returnPath: typeof value?.returnPath === 'string' ? value.returnPath : null,
      referralCode: typeof value?.referralCode === 'string' ? value.referralCode : '',
    };
  } catch {
    return { returnPath: null, referralCode: '' };
  }
}

export function authActions(config: FirebasePublicConfig, onSession: (user: Profile | null) => void): AuthActions {
  const fb = firebaseAuth(config);
  const startSession = async (user: FirebaseUser, signup?: SignupDetails) => {
    const result = await postSession(await user.getIdToken(), signup);
    onSession(result.user);
    return result;
  };
  return {
    firebase: fb,
    async mayEmail(kind, email, botCheckToken) {
      const answer = await accountApi.emailAllowance({ kind, email, botCheckToken });
      if (answer.ok) return;
      throw refused(answer, new AuthTextError('tooManyEmails', 'Too many e-mails. Please try again later.'));
    },
    startSession,
    async signInWithGoogle(returnPath, referralCode = '') {
      sessionStorage.setItem(REDIRECT_RETURN_KEY, JSON.stringify({ returnPath, referralCode }));
      try {
        const user = await fb.signInWithGoogle();
        if (!user) return null;
        sessionStorage.removeItem(REDIRECT_RETURN_KEY);
        return await startSession(user, googleSignup(referralCode));
      } catch (error) {
        sessionStorage.removeItem(REDIRECT_RETURN_KEY);
        throw error;
      }
    },
    async completeGoogleRedirect(locale) {
      const pending = readPendingRedirect(sessionStorage.getItem(REDIRECT_RETURN_KEY));
      sessionStorage.removeItem(REDIRECT_RETURN_KEY);
      const user = await fb.redirectResult();
      if (!user) return null;
      const session = await startSession(user, googleSignup(pending.referralCode));
      return inLanguage(safeReturnPath(pending.returnPath, localePath(locale, '/')), session.user.locale);
    },
    async signOut() {
      // Until the server clears __session the person is still signed in there: say so, change nothing.
      if (!(await accountApi.endSession()).ok) throw new AuthTextError('signOutFailed', text.signOutFailed);
      // The server session is gone: whatever Firebase says, the person is signed out.
      await fb.signOut().catch((error: unknown) => console.error('[auth] Firebase sign-out failed', error));
      onSession(null);
    },
  };
}
