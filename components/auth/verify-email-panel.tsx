'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { secondsUntilAllowed } from '@/lib/auth/cooldown';
import { actionErrorMessage } from '@/lib/auth/error-messages';
import { loginUrl, verifyEmailUrl } from '@/lib/auth/return-path';
import { auth as text } from '@/lib/messages';
import { AppLink } from '../ui/app-link';
import { FormMessage, primaryButton, secondaryButton } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { useAuth } from './auth-provider';
import type { FirebaseUser } from './firebase-auth';
import { lastVerificationSentAt, markVerificationSent } from './verification-sent';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'signed-out' } | { kind: 'waiting'; user: FirebaseUser };

/**
 * /verify-email: says what to do, re-sends the link (once a minute), and re-checks when the farmer
 * says they have opened it. A verified e-mail gets a fresh session that says so, then the page they wanted.
 */
export function VerifyEmailPanel({ next, unknownReferral }: { next: string; unknownReferral: string | null }) {
  const { actions } = useAuth();
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [message, setMessage] = useState<{ kind: 'error' | 'info' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [sentAt, setSentAt] = useState<number | null>(null);
  // Bumped by "Try again" after the sign-in code failed to load.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const user = await (await actions()).firebase.ready();
        if (!live) return;
        setSentAt(lastVerificationSentAt());
        setState(user ? { kind: 'waiting', user } : { kind: 'signed-out' });
      } catch (error) {
        if (live) setState({ kind: 'failed', message: actionErrorMessage(error) });
      }
    })();
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      live = false;
      window.clearInterval(tick);
    };
  }, [actions, attempt]);

  if (state.kind === 'loading')
    return (
      <div className="grid min-h-64 place-items-center">
        <Spinner size="large" />
      </div>
    );
  if (state.kind === 'failed') {
    return (
      <div className="space-y-4">
        <FormMessage kind="error">{state.message}</FormMessage>
        <button
          type="button"
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
          className={`${primaryButton} w-full`}
        >
          Try again
        </button>
      </div>
    );
  }
  if (state.kind === 'signed-out') {
    return (
      <FormMessage kind="info">
        Please sign in first, then verify your e-mail.{' '}
        <AppLink href={loginUrl(next)} className="underline">
          Sign in
        </AppLink>
      </FormMessage>
    );
  }

  const wait = secondsUntilAllowed(sentAt, now);

  const onCheck = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const a = await actions();
      if (!(await a.firebase.reloadVerified())) {
        setMessage({ kind: 'info', text: text.notVerifiedYet });
        return;
      }
      await a.firebase.idToken(true);
      await a.startSession(state.user);
      router.replace(next);
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: actionErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setMessage(null);
    try {
      const a = await actions();
      await a.mayEmail('verify', state.user.email ?? '');
      await a.firebase.sendVerification(`${window.location.origin}${verifyEmailUrl(next)}`);
      markVerificationSent();
      setSentAt(Date.now());
      setMessage({ kind: 'success', text: text.verificationResent });
    } catch (error) {
      setMessage({ kind: 'error', text: actionErrorMessage(error) });
    }
  };

  return (
    <div className="space-y-5">
      {unknownReferral && <FormMessage kind="info">We could not find the referral code {unknownReferral}. Your account was created without it.</FormMessage>}
      <p>
        {text.verificationSent(state.user.email ?? 'your e-mail address')} Open the link in that e-mail, then come back here and press the button below. Check
        your spam folder if it has not arrived within a few minutes.
      </p>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="button" onClick={() => void onCheck()} disabled={busy} className={`${primaryButton} w-full`}>
        {busy ? 'Checking...' : 'I have verified my e-mail'}
      </button>
      <button type="button" onClick={() => void onResend()} disabled={wait > 0} className={`${secondaryButton} w-full`}>
        Send the e-mail again
      </button>
      {wait > 0 && <p className="text-sm text-neutral-600 dark:text-neutral-300">{text.resendWait(wait)}</p>}
    </div>
  );
}
