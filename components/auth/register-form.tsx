'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { actionErrorMessage } from '@/lib/auth/error-messages';
import { verifyEmailUrl } from '@/lib/auth/return-path';
import { fieldMessages } from '@/lib/form-errors';
import { auth as text } from '@/lib/messages';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password';
import { AppLink } from '../ui/app-link';
import { Field, FormMessage, inputClass, PhoneField, primaryButton } from '../ui/field';
import { useAuth } from './auth-provider';
import { useBotCheck } from './bot-check';
import { GoogleButton } from './google-button';
import { loadAuthSchemas, useWarmSignIn } from './warm-sign-in';
import { markVerificationSent } from './verification-sent';

type Values = Record<'name' | 'email' | 'password' | 'phone' | 'referralCode', string>;

/** `referralCode` comes from a share link (/register?ref=CODE). */
export function RegisterForm({ next, referralCode }: { next: string; referralCode: string }) {
  const { actions } = useAuth();
  const router = useRouter();
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '', phone: '', referralCode });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const botCheck = useBotCheck('register', { eager: true });

  // Firebase and the form's rules download while the farmer types, not with the page.
  const warm = useWarmSignIn();

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage('');
    const rules = await loadAuthSchemas().catch(() => null);
    if (!rules) return setMessage(text.network);
    const parsed = rules.registerSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error, 'top'));
    setErrors({});
    setBusy(true);
    const { name, email, password } = parsed.data;
    try {
      const a = await actions();
      await a.mayEmail('register', email, await botCheck.token());
      const user = await a.firebase.register({ name, email, password, continueUrl: `${window.location.origin}${verifyEmailUrl(next)}` });
      markVerificationSent();
      const session = await a.startSession(user, { name, phone: values.phone, referralCode: values.referralCode });
      const unknownReferral = session.referral === 'unknown' ? `&referral=${encodeURIComponent(parsed.data.referralCode ?? '')}` : '';
      router.replace(`${verifyEmailUrl(next)}${unknownReferral}`);
    } catch (error) {
      setMessage(actionErrorMessage(error));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5" onFocusCapture={warm} onPointerDownCapture={warm} onPointerOverCapture={warm}>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <Field label="Your name" error={errors.name}>
          {(p) => <input {...p} autoComplete="name" value={values.name} onChange={set('name')} className={inputClass} />}
        </Field>
        <Field label="E-mail" error={errors.email} hint="We send a link to check it is yours.">
          {(p) => <input {...p} type="email" autoComplete="email" inputMode="email" value={values.email} onChange={set('email')} className={inputClass} />}
        </Field>
        <Field label="Password" error={errors.password} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
          {(p) => <input {...p} type="password" autoComplete="new-password" value={values.password} onChange={set('password')} className={inputClass} />}
        </Field>
        <PhoneField
          label="M-Pesa phone number (optional)"
          error={errors.phone}
          hint="Used to prefill checkout, e.g. 0712 345 678."
          value={values.phone}
          onChange={(phone) => setValues((v) => ({ ...v, phone }))}
        />
        <Field label="Referral code (optional)" error={errors.referralCode}>
          {(p) => <input {...p} autoCapitalize="characters" value={values.referralCode} onChange={set('referralCode')} className={inputClass} />}
        </Field>
        {botCheck.widget}
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy ? text.creatingAccount : 'Create account'}
        </button>
      </form>
      <p className="text-center text-sm text-neutral-600 dark:text-neutral-300">or</p>
      <GoogleButton returnPath={next} referralCode={values.referralCode} onSignedIn={() => router.replace(next)} onError={setMessage} />
      <p className="text-center">
        Already have an account?{' '}
        <AppLink
          href={`/login?next=${encodeURIComponent(next)}`}
          className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline dark:text-leaf-100"
        >
          Sign in
        </AppLink>
      </p>
    </div>
  );
}
