'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { secondsUntilAllowed } from '@/lib/auth/cooldown';
import { loginUrl, verifyEmailUrl } from '@/lib/auth/return-path';
import { AppLink } from '../ui/app-link';
import { FormMessage, primaryButton, secondaryButton } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { useAuth } from './auth-provider';
import { landAfterSignIn } from './land-after-sign-in';
import type { FirebaseUser } from './firebase-auth';
import { useAuthErrorText } from './use-auth-error-text';
import { lastVerificationSentAt, markVerificationSent } from './verification-sent';

type State = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'signed-out' } | { kind: 'waiting'; user: FirebaseUser };

/** How often the page asks whether the link was opened meanwhile (on another tab or device). */
const AUTO_CHECK_MS = 5_000;

/**
 * /verify-email: says what to do, re-sends the link (once a minute), and notices by itself when the
 * link was opened: at once, whenever the page comes back into view, and every few seconds while it
 * is open; the button still checks on demand. A verified e-mail gets a fresh session that
 * says so, then the page they wanted (`next`, a path in the page's language).
 */
export function VerifyEmailPanel({ next, unknownReferral }: { next: string; unknownReferral: string | null }) {
  const t = useTranslations('auth.verify');
  const locale = useLocale();
  const { errorText } = useAuthErrorText();
  const { actions } = useAuth();
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [message, setMessage] = useState<{ kind: 'error' | 'info' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [sentAt, setSentAt] = useState<number | null>(null);
  // Bumped by "Try again" after the sign-in code failed to load.
  const [attempt, setAttempt] = useState(0);
  const checking = useRef(false);

  /** True when the e-mail is verified and the farmer is on their way; false when not yet. */
  const continueIfVerified = useCallback(
    async (user: FirebaseUser): Promise<boolean> => {
      const a = await actions();
      if (!(await a.firebase.reloadVerified())) return false;
      await a.firebase.idToken(true);
      const session = await a.startSession(user);
      landAfterSignIn(router, next, session.user.locale, locale);
      return true;
    },
    [actions, router, next, locale],
  );

  const waitingUser = state.kind === 'waiting' ? state.user : null;
  useEffect(() => {
    if (!waitingUser) return;
    const check = () => {
      if (checking.current || document.visibilityState === 'hidden') return;
      checking.current = true;
      // A failed check here says nothing: the farmer has not asked, and the next one comes soon.
      void continueIfVerified(waitingUser)
        .catch(() => false)
        .finally(() => {
          checking.current = false;
        });
    };
    check();
    const timer = window.setInterval(check, AUTO_CHECK_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [waitingUser, continueIfVerified]);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const user = await (await actions()).firebase.ready();
        if (!live) return;
        setSentAt(lastVerificationSentAt());
        setState(user ? { kind: 'waiting', user } : { kind: 'signed-out' });
      } catch (error) {
        if (live) setState({ kind: 'failed', error });
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
        <FormMessage kind="error">{errorText(state.error)}</FormMessage>
        <button
          type="button"
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
          className={`${primaryButton} w-full`}
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (state.kind === 'signed-out') {
    return (
      <FormMessage kind="info">
        {t('signInFirst')}{' '}
        <AppLink href={loginUrl(next)} className="underline">
          {t('signIn')}
        </AppLink>
      </FormMessage>
    );
  }

  const wait = secondsUntilAllowed(sentAt, now);

  const onCheck = async () => {
    setBusy(true);
    setMessage(null);
    try {
      if (!(await continueIfVerified(state.user))) setMessage({ kind: 'info', text: t('notVerifiedYet') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setMessage(null);
    try {
      const a = await actions();
      await a.mayEmail('verify', state.user.email ?? '');
      await a.firebase.sendVerification(`${window.location.origin}${verifyEmailUrl(next, locale)}`, locale);
      markVerificationSent();
      setSentAt(Date.now());
      setMessage({ kind: 'success', text: t('resent') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <div className="space-y-5">
      {unknownReferral && <FormMessage kind="info">{t('unknownReferral', { code: unknownReferral })}</FormMessage>}
      <p>
        {t('sent', { email: state.user.email ?? t('yourAddress') })} {t('instructions')}
      </p>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="button" onClick={() => void onCheck()} disabled={busy} className={`${primaryButton} w-full`}>
        {busy ? t('checking') : t('verified')}
      </button>
      <button type="button" onClick={() => void onResend()} disabled={wait > 0} className={`${secondaryButton} w-full`}>
        {t('resend')}
      </button>
      {wait > 0 && <p className="text-sm text-subtle">{t('resendWait', { seconds: wait })}</p>}
    </div>
  );
}
