'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState, type FormEvent } from 'react';
import { useTypedFieldsBeforeHydration } from '../ui/use-typed-before-hydration';
import { useHydrated } from '../ui/use-hydrated';
import { loginUrl, verifyEmailUrl } from '@/lib/auth/return-path';
import { fieldMessages } from '@/lib/form-errors';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password';
import { AppLink } from '../ui/app-link';
import { Field, FormMessage, inputClass, PhoneField, primaryButton } from '../ui/field';
import { useAuth } from './auth-provider';
import { landAfterSignIn } from './land-after-sign-in';
import { useBotCheck } from './bot-check';
import { GoogleButton } from './google-button';
import { useAuthErrorText } from './use-auth-error-text';
import { loadAuthSchemas, useWarmSignIn } from './warm-sign-in';
import { markVerificationSent } from './verification-sent';

type Values = Record<'name' | 'email' | 'password' | 'phone' | 'referralCode', string>;
/** The fields a farmer may type in before React has hydrated the page. */
const TYPED = ['name', 'email', 'password'] as const;
type TypedKey = (typeof TYPED)[number];

/** `referralCode` comes from a share link (/register?ref=CODE); `next` is a path in the page's language. */
export function RegisterForm({ next, referralCode }: { next: string; referralCode: string }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const { errorText, fieldErrors } = useAuthErrorText();
  const { actions } = useAuth();
  const router = useRouter();
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '', phone: '', referralCode });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // Sent before React runs, the form would go as a browser sends it, without its fields.
  const hydrated = useHydrated();
  const botCheck = useBotCheck('register', { eager: true });

  // Firebase and the form's rules download while the farmer types, not with the page.
  const warm = useWarmSignIn();

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  // Typed at once on a freshly opened page: the value sent is the value typed.
  const typed = useTypedFieldsBeforeHydration(
    TYPED,
    useCallback((key: TypedKey, value: string) => setValues((v) => ({ ...v, [key]: value })), []),
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
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
          {(p) => <input {...p} ref={typed.name} autoComplete="name" value={values.name} onChange={set('name')} className={inputClass} />}
        </Field>
        <Field label={t('register.email')} error={errors.email} hint={t('register.emailHint')}>
          {(p) => (
            <input
              {...p}
              ref={typed.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={set('email')}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('register.password')} error={errors.password} hint={t('register.passwordHint', { min: MIN_PASSWORD_LENGTH })}>
          {(p) => (
            <input
              {...p}
              ref={typed.password}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              className={inputClass}
            />
          )}
        </Field>
        <PhoneField
          label={t('register.phone')}
          error={errors.phone}
          hint={t('register.phoneHint')}
          value={values.phone}
          onChange={(phone) => setValues((v) => ({ ...v, phone }))}
        />
        <Field label={t('register.referralCode')} error={errors.referralCode}>
          {(p) => <input {...p} autoCapitalize="characters" value={values.referralCode} onChange={set('referralCode')} className={inputClass} />}
        </Field>
        {botCheck.widget}
        <button type="submit" disabled={busy || !hydrated} className={`${primaryButton} w-full`}>
          {busy ? t('register.creatingAccount') : t('register.submit')}
        </button>
      </form>
      <p className="text-center text-sm text-subtle">{t('or')}</p>
      <GoogleButton
        returnPath={next}
        referralCode={values.referralCode}
        onSignedIn={(session) => landAfterSignIn(router, next, session.user.locale, locale)}
        onError={setMessage}
      />
      <p className="text-center">
        {t('register.haveAccount')}{' '}
        <AppLink href={loginUrl(next)} className="inline-flex min-h-11 items-center font-bold text-brand underline">
          {t('register.signIn')}
        </AppLink>
      </p>
    </div>
  );
}
