'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { actionErrorMessage, firebaseErrorCode } from '@/lib/auth/error-messages';
import { verifyEmailUrl } from '@/lib/auth/return-path';
import { fieldMessages } from '@/lib/form-errors';
import { auth as text } from '@/lib/messages';
import { AppLink } from '../ui/app-link';
import { Field, FormMessage, inputClass, primaryButton } from '../ui/field';
import { useAuth } from './auth-provider';
import { useBotCheck } from './bot-check';
import { GoogleButton } from './google-button';
import { loadAuthSchemas, useWarmSignIn } from './warm-sign-in';

/** `next` is where to go after signing in, already checked by safeReturnPath on the server. */
export function LoginForm({ next }: { next: string }) {
  const { actions, status, user } = useAuth();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Loaded only when a farmer asks for a reset link.
  const botCheck = useBotCheck('reset');

  // Firebase and the form's rules download while the farmer types, not with the page.
  const warm = useWarmSignIn();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const rules = await loadAuthSchemas().catch(() => null);
    if (!rules) return setMessage({ kind: 'error', text: text.network });
    const parsed = rules.signInSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors(fieldMessages(parsed.error, 'top'));
    setErrors({});
    setBusy(true);
    try {
      const a = await actions();
      const fbUser = await a.firebase.signInWithEmail(parsed.data.email, parsed.data.password);
      await a.startSession(fbUser);
      router.replace(fbUser.emailVerified ? next : verifyEmailUrl(next));
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: actionErrorMessage(error) });
      setBusy(false);
    }
  };

  const onForgot = async () => {
    setMessage(null);
    const rules = await loadAuthSchemas().catch(() => null);
    if (!rules) return setMessage({ kind: 'error', text: text.network });
    const parsed = rules.emailSchema.safeParse(email);
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message ?? '' });
      return setMessage({ kind: 'info', text: text.enterEmailForReset });
    }
    try {
      const a = await actions();
      await a.mayEmail('reset', parsed.data, await botCheck.token());
      await a.firebase.sendPasswordReset(parsed.data, `${window.location.origin}/login`);
      setMessage({ kind: 'info', text: text.resetSent(parsed.data) });
    } catch (error) {
      // Saying "no such account" here would tell anyone which e-mails have accounts.
      if (firebaseErrorCode(error) === 'auth/user-not-found') setMessage({ kind: 'info', text: text.resetSent(parsed.data) });
      else setMessage({ kind: 'error', text: actionErrorMessage(error) });
    }
  };

  return (
    <div className="space-y-5" onFocusCapture={warm} onPointerDownCapture={warm} onPointerOverCapture={warm}>
      {status === 'signed-in' && user && (
        <FormMessage kind="info">
          You are signed in as {user.email}.{' '}
          <AppLink href={next} className="underline">
            Continue
          </AppLink>
        </FormMessage>
      )}
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <Field label="E-mail" error={errors.email}>
          {(p) => (
            <input {...p} type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
          )}
        </Field>
        <Field label="Password" error={errors.password}>
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy ? text.signingIn : text.signIn}
        </button>
        <button
          type="button"
          onClick={() => void onForgot()}
          className="inline-flex min-h-11 items-center font-medium text-leaf-700 underline dark:text-leaf-100"
        >
          {text.forgotPassword}
        </button>
        {botCheck.widget}
      </form>
      <p className="text-center text-sm text-neutral-600 dark:text-neutral-300">or</p>
      <GoogleButton
        returnPath={next}
        onSignedIn={() => {
          router.replace(next);
          router.refresh();
        }}
        onError={(m) => setMessage(m ? { kind: 'error', text: m } : null)}
      />
      <p className="text-center">
        New to Miche?{' '}
        <AppLink
          href={`/register?next=${encodeURIComponent(next)}`}
          className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline dark:text-leaf-100"
        >
          Create an account
        </AppLink>
      </p>
    </div>
  );
}
