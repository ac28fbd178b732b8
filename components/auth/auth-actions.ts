/**
 * Signing in, up and out: loaded on demand with the Firebase SDK (sign-in pages, the header's Sign
 * In button, checkout, account pages), never as part of a public page's first load.
 */
import { NO_CONNECTION_CODE, accountApi, type ApiResult } from '@/lib/api/client';
import type { FirebasePublicConfig } from '@/lib/auth/firebase-config';
import { safeReturnPath } from '@/lib/auth/return-path';
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
  /** Back from a Google redirect: where to go now, or null. */
  completeGoogleRedirect(): Promise<string | null>;
  /** Ends the server session (every device), then Firebase's; throws, still signed in, if the server did not. */
  signOut(): Promise<void>;
}

/** A refused call as the sign-in forms explain it: no signal reads as a network error (lib/auth/error-messages.ts). */
function refused(answer: Extract<ApiResult<unknown>, { ok: false }>, fallback: string): Error {
  return answer.code === NO_CONNECTION_CODE ? new TypeError('Failed to fetch') : new Error(answer.message || fallback);
}

async function postSession(idToken: string, signup?: SignupDetails): Promise<SessionResult> {
  const answer = await accountApi.startSession(signup ? { idToken, signup } : { idToken });
  if (!answer.ok) throw refused(answer, text.sessionFailed);
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
      throw refused(answer, 'Too many e-mails. Please try again later.');
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
    async completeGoogleRedirect() {
      const pending = readPendingRedirect(sessionStorage.getItem(REDIRECT_RETURN_KEY));
      sessionStorage.removeItem(REDIRECT_RETURN_KEY);
      const user = await fb.redirectResult();
      if (!user) return null;
      await startSession(user, googleSignup(pending.referralCode));
      return safeReturnPath(pending.returnPath, '/');
    },
    async signOut() {
      // Until the server clears __session the person is still signed in there: say so, change nothing.
      if (!(await accountApi.endSession()).ok) throw new Error(text.signOutFailed);
      // The server session is gone: whatever Firebase says, the person is signed out.
      await fb.signOut().catch((error: unknown) => console.error('[auth] Firebase sign-out failed', error));
      onSession(null);
    },
  };
}
