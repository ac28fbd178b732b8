'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import { loginUrl, verifyEmailUrl } from '@/lib/auth/return-path';
import { fieldMessages } from '@/lib/form-errors';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password';
import { AppLink } from '../ui/app-link';
import { Field, FormMessage, formText, inputClass, PhoneField, primaryButton } from '../ui/field';
import { useAuth } from './auth-provider';
import { landAfterSignIn } from './land-after-sign-in';
import { useBotCheck } from './bot-check';
import { GoogleButton } from './google-button';
import { useAuthErrorText } from './use-auth-error-text';
import { loadAuthSchemas, useWarmSignIn } from './warm-sign-in';
import { markVerificationSent } from './verification-sent';

/** `referralCode` comes from a share link (/register?ref=CODE); `next` is a path in the page's language. */
export function RegisterForm({ next, referralCode }: { next: string; referralCode: string }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const { errorText, fieldErrors } = useAuthErrorText();
  const { actions } = useAuth();
  const router = useRouter();
  // The referral code follows the Google button too; the other fields are the browser's own, read when
  // the form is sent: typed the moment the page opens, before React has hydrated it, they are sent.
  const [code, setCode] = useState(referralCode);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // Sent before React runs, the form would go as a browser sends it, without its fields.
  const hydrated = useHydrated();
  const botCheck = useBotCheck('register', { eager: true });

  // Firebase and the form's rules download while the farmer types, not with the page.
  const warm = useWarmSignIn();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = formText(e.currentTarget);
    const values = { name: text('name'), email: text('email'), password: text('password'), phone: text('phone'), referralCode: code };
    setMessage('');
    const rules = await loadAuthSchemas().catch(() => null);
    if (!rules) return setMessage(t('errors.network'));
    const parsed = rules.registerSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(fieldMessages(parsed.error, 'top')));
    setErrors({});
    setBusy(true);
    const { name, email, password } = parsed.data;
    try {
      const a = await actions();
      await a.mayEmail('register', email, await botCheck.token());
      // The verification e-mail is written in the page's language and leads back to it.
      const user = await a.firebase.register({ name, email, password, continueUrl: `${window.location.origin}${verifyEmailUrl(next, locale)}`, locale });
      markVerificationSent();
      const session = await a.startSession(user, { name, phone: values.phone, referralCode: values.referralCode });
      const unknownReferral = session.referral === 'unknown' ? `&referral=${encodeURIComponent(parsed.data.referralCode ?? '')}` : '';
      router.replace(`${verifyEmailUrl(next, locale)}${unknownReferral}`);
    } catch (error) {
      setMessage(errorText(error));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5" onFocusCapture={warm} onPointerDownCapture={warm} onPointerOverCapture={warm}>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <Field label={t('register.name')} error={errors.name}>
          {(p) => <input {...p} name="name" autoComplete="name" className={inputClass} />}
        </Field>
        <Field label={t('register.email')} error={errors.email} hint={t('register.emailHint')}>
          {(p) => <input {...p} name="email" type="email" autoComplete="email" inputMode="email" className={inputClass} />}
        </Field>
        <Field label={t('register.password')} error={errors.password} hint={t('register.passwordHint', { min: MIN_PASSWORD_LENGTH })}>
          {(p) => <input {...p} name="password" type="password" autoComplete="new-password" className={inputClass} />}
        </Field>
        <PhoneField label={t('register.phone')} error={errors.phone} hint={t('register.phoneHint')} name="phone" defaultValue="" />
        <Field label={t('register.referralCode')} error={errors.referralCode}>
          {(p) => <input {...p} autoCapitalize="characters" value={code} onChange={(e) => setCode(e.target.value)} className={inputClass} />}
        </Field>
        {botCheck.widget}
        <button type="submit" disabled={busy || !hydrated} className={`${primaryButton} w-full`}>
          {busy ? t('register.creatingAccount') : t('register.submit')}
        </button>
      </form>
      <p className="text-center text-sm text-subtle">{t('or')}</p>
      <GoogleButton
        returnPath={next}
        referralCode={code}
        onSignedIn={(session) => landAfterSignIn(router, next, session.user.locale, locale)}
        onError={setMessage}
      />
      <p className="text-center">
        {t('register.haveAccount')}{' '}
        <AppLink href={loginUrl(next)} className="inline-flex min-h-11 items-center text-brand underline">
          {t('register.signIn')}
        </AppLink>
      </p>
    </div>
  );
}
