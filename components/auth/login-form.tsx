'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import { firebaseErrorCode } from '@/lib/auth/error-messages';
import { registerUrl, verifyEmailUrl } from '@/lib/auth/return-path';
import { fieldMessages } from '@/lib/form-errors';
import { localePath } from '@/lib/i18n/locales';
import { AppLink } from '../ui/app-link';
import { Field, FormMessage, formText, inputClass, primaryButton, secondaryButton } from '../ui/field';
import { useAuth } from './auth-provider';
import { landAfterSignIn } from './land-after-sign-in';
import { useBotCheck } from './bot-check';
import { GoogleButton } from './google-button';
import { useAuthErrorText } from './use-auth-error-text';
import { loadAuthSchemas, useWarmSignIn } from './warm-sign-in';

/** Who the server found signed in when it drew the page, and where their way on leads. */
export interface SignedInVisit {
  /** Their name, or their e-mail when they gave no name. */
  who: string;
  /** `next`, or verification first when their e-mail is not verified yet. */
  continueTo: string;
  /** `next` is the dashboard (none was asked for): the link says so. */
  toDashboard: boolean;
}

/**
 * `next` is where to go after signing in (a path in the page's language), already checked by
 * safeReturnPath on the server. `signedIn`: the farmer is signed in already, so the page says so and
 * offers the way on, or signing out to use another account, instead of the form.
 */
export function LoginForm({ next, signedIn }: { next: string; signedIn?: SignedInVisit | null }) {
  const [signedOut, setSignedOut] = useState(false);
  if (signedIn && !signedOut) return <SignedInPanel visit={signedIn} onSignedOut={() => setSignedOut(true)} />;
  return <SignInForm next={next} focusEmail={signedOut} />;
}

function SignedInPanel({ visit, onSignedOut }: { visit: SignedInVisit; onSignedOut: () => void }) {
  const t = useTranslations('auth.login.signedIn');
  const signInText = useTranslations('signIn');
  const { actions } = useAuth();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const onSignOut = async () => {
    setBusy(true);
    setError('');
    try {
      await (await actions()).signOut();
      onSignedOut();
    } catch (e) {
      // The session still stands (or the sign-out code did not load): say so, stay signed in.
      console.error('[auth] sign-out failed', e);
      setError(signInText('signOutFailed'));
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4" data-testid="signed-in-panel">
      <p>{t('as', { who: visit.who })}</p>
      {/* `continueTo` is already in the page's language: a plain link, not AppLink, which would prefix it again. */}
      <a href={visit.continueTo} className={`${primaryButton} w-full`}>
        {visit.toDashboard ? t('toDashboard') : t('continue')}
      </a>
      <button type="button" className={`${secondaryButton} w-full`} disabled={busy || !hydrated} onClick={() => void onSignOut()}>
        {busy ? signInText('signingOut') : t('useAnother')}
      </button>
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </div>
  );
}

function SignInForm({ next, focusEmail }: { next: string; focusEmail: boolean }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const { errorText, fieldText, fieldErrors } = useAuthErrorText();
  const { actions } = useAuth();
  const router = useRouter();
  // The fields are the browser's own, read when used: typed the moment the page opens, before React
  // has hydrated it, they are what is sent.
  const form = useRef<HTMLFormElement>(null);
  const field = (name: 'email' | 'password') => (form.current ? formText(form.current)(name) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Sent before React runs, the form would go as a browser sends it, without its fields.
  const hydrated = useHydrated();
  // Loaded only when a farmer asks for a reset link.
  const botCheck = useBotCheck('reset');

  // Firebase and the form's rules download while the farmer types, not with the page.
  const warm = useWarmSignIn();
  // Just signed out to use another account: the form opens at its first field.
  useEffect(() => {
    if (focusEmail) form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [focusEmail]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const rules = await loadAuthSchemas().catch(() => null);
    if (!rules) return setMessage({ kind: 'error', text: t('errors.network') });
    const parsed = rules.signInSchema.safeParse({ email: field('email'), password: field('password') });
    if (!parsed.success) return setErrors(fieldErrors(fieldMessages(parsed.error, 'top')));
    setErrors({});
    setBusy(true);
    try {
      const a = await actions();
      const fbUser = await a.firebase.signInWithEmail(parsed.data.email, parsed.data.password);
      const session = await a.startSession(fbUser);
      landAfterSignIn(router, fbUser.emailVerified ? next : verifyEmailUrl(next, locale), session.user.locale, locale);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
      setBusy(false);
    }
  };

  const onForgot = async () => {
    setMessage(null);
    const rules = await loadAuthSchemas().catch(() => null);
    if (!rules) return setMessage({ kind: 'error', text: t('errors.network') });
    const parsed = rules.emailSchema.safeParse(field('email'));
    if (!parsed.success) {
      setErrors({ email: fieldText(parsed.error.issues[0]?.message ?? '') });
      return setMessage({ kind: 'info', text: t('login.enterEmailForReset') });
    }
    try {
      const a = await actions();
      await a.mayEmail('reset', parsed.data, await botCheck.token());
      // The link in the e-mail leads back to this page in the farmer's language, and says so in it.
      await a.firebase.sendPasswordReset(parsed.data, `${window.location.origin}${localePath(locale, '/login')}`, locale);
      setMessage({ kind: 'info', text: t('login.resetSent', { email: parsed.data }) });
    } catch (error) {
      // Saying "no such account" here would tell anyone which e-mails have accounts.
      if (firebaseErrorCode(error) === 'auth/user-not-found') setMessage({ kind: 'info', text: t('login.resetSent', { email: parsed.data }) });
      else setMessage({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <div className="space-y-5" onFocusCapture={warm} onPointerDownCapture={warm} onPointerOverCapture={warm}>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <Field label={t('login.email')} error={errors.email}>
          {(p) => <input {...p} name="email" type="email" autoComplete="email" inputMode="email" className={inputClass} />}
        </Field>
        <Field label={t('login.password')} error={errors.password}>
          {(p) => <input {...p} type="password" name="password" autoComplete="current-password" className={inputClass} />}
        </Field>
        <button type="submit" disabled={busy || !hydrated} className={`${primaryButton} w-full`}>
          {busy ? t('signingIn') : t('login.submit')}
        </button>
        <button type="button" onClick={() => void onForgot()} className="inline-flex min-h-11 items-center text-brand underline">
          {t('login.forgotPassword')}
        </button>
        {botCheck.widget}
      </form>
      <p className="text-center text-sm text-subtle">{t('or')}</p>
      <GoogleButton
        returnPath={next}
        onSignedIn={(session) => landAfterSignIn(router, next, session.user.locale, locale)}
        onError={(m) => setMessage(m ? { kind: 'error', text: m } : null)}
      />
      <p className="text-center">
        {t('login.newToMiche')}{' '}
        <AppLink href={registerUrl(next)} className="inline-flex min-h-11 items-center text-brand underline">
          {t('login.createAccount')}
        </AppLink>
      </p>
    </div>
  );
}
