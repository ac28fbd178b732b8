// What a farmer reads while signing up, in and out. The spec gives none of these except 'Loading...';
// each says what happened and what to do, in plain words.
import { DASHBOARD, NO_CONNECTION, SIGN_IN } from './shop';

export const auth = {
  signIn: SIGN_IN,
  signOut: 'Sign Out',
  dashboard: DASHBOARD,
  continueWithGoogle: 'Continue with Google',
  // The header's Sign In menu: Google first, as the spec's Sign In button, then e-mail.
  signInWithEmail: 'Sign in with e-mail',
  createAccount: 'Create an account',
  signInChoices: 'Ways to sign in',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating your account...',
  forgotPassword: 'Forgot password?',
  resetSent: (email: string) => `If an account exists for ${email}, we have sent it a link to choose a new password.`,
  enterEmailForReset: 'Enter your e-mail address above, then press "Forgot password?" again.',
  verificationSent: (email: string) => `We have sent a verification link to ${email}.`,
  verificationResent: 'We have sent the verification link again. Check your inbox and spam folder.',
  resendWait: (seconds: number) => `You can ask for another e-mail in ${seconds} s.`,
  notVerifiedYet: 'Your e-mail is not verified yet. Open the link in the e-mail we sent, then press the button again.',
  sessionFailed: 'We could not sign you in just now. Please try again.',
  network: NO_CONNECTION,
  signOutFailed: 'We could not sign you out just now. Check your connection and try again.',
  signedOutNotice: 'Please sign in to continue.',
  // The optional bot check (Cloudflare Turnstile) on registration and password reset.
  botCheckLabel: 'Check that you are not a robot',
  botCheckFailed: 'Please complete the check that you are not a robot, then try again.',
  botCheckUnavailable: 'We could not check that you are not a robot just now. Please try again in a minute.',
} as const;

/** Firebase Auth error codes → plain messages (only codes a farmer can meet; the rest are general). */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'That e-mail and password do not match. Check them and try again.',
  'auth/wrong-password': 'That password is not right. Try again, or use "Forgot password?".',
  'auth/invalid-login-credentials': 'That e-mail and password do not match. Check them and try again.',
  'auth/user-not-found': 'There is no account with that e-mail. Check it, or create an account.',
  'auth/email-already-in-use': 'An account with that e-mail already exists. Sign in instead.',
  'auth/weak-password': 'That password is too weak. Use at least 8 characters.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes, then try again.',
  'auth/network-request-failed': auth.network,
  'auth/user-disabled': 'This account has been switched off. Please contact the nursery.',
  'auth/popup-closed-by-user': 'The Google window was closed before you signed in. Try again when you are ready.',
  'auth/cancelled-popup-request': 'The Google window was closed before you signed in. Try again when you are ready.',
  'auth/account-exists-with-different-credential': 'This e-mail already has an account. Sign in with your e-mail and password.',
  'auth/requires-recent-login': 'For your safety, please sign in again.',
};

export const AUTH_GENERAL_ERROR = 'Something went wrong while signing in. Please try again.';
