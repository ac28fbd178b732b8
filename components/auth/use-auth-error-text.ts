'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { authErrorText } from '@/lib/auth/error-messages';
import { checkout } from '@/lib/messages/checkout';
import { UNSAFE_TEXT_MESSAGE } from '@/lib/text';
import { useApiErrorText } from '../i18n/use-api-error-text';

type AuthKey = Parameters<ReturnType<typeof useTranslations<'auth'>>>[0];
type ValidationKey =
  `validation.${'invalidEmail' | 'enterPassword' | 'passwordTooLong' | 'enterName' | 'nameTooLong' | 'invalidReferral' | 'invalidPhone' | 'unsafeText'}`;

/** The sign-in rules' messages (lib/schemas/auth.ts, profile.ts, text.ts): English → the catalogue's `auth.validation`. */
const FIELD_KEYS: Readonly<Record<string, ValidationKey>> = {
  'Please enter a valid e-mail address': 'validation.invalidEmail',
  'Please enter your password': 'validation.enterPassword',
  'Please use at most 128 characters': 'validation.passwordTooLong',
  'Please enter your name': 'validation.enterName',
  'Please keep your name under 100 characters': 'validation.nameTooLong',
  'That referral code is not valid': 'validation.invalidReferral',
  [checkout.invalidPhone]: 'validation.invalidPhone',
  [UNSAFE_TEXT_MESSAGE]: 'validation.unsafeText',
};

/**
 * The sign-in forms' failures in the page's language: Firebase's codes and our own
 * failures from the `auth` catalogue, the API's refusals by their code (useApiErrorText), and the
 * form rules' field messages. Anything unknown keeps its English rather than showing nothing.
 */
export function useAuthErrorText() {
  const t = useTranslations('auth');
  const apiText = useApiErrorText();
  return useMemo(() => {
    const errorText = (error: unknown, options?: { google?: boolean }): string => {
      const said = authErrorText(error, options);
      if ('failure' in said) return apiText(said.failure);
      if ('text' in said) return said.text;
      const key = said.key as AuthKey;
      return t.has(key) ? t(key) : t('errors.general');
    };
    const fieldText = (message: string): string => {
      const key = FIELD_KEYS[message];
      if (key) return t(key);
      const short = /^Please use at least (\d+) characters$/.exec(message);
      if (short) return t('validation.passwordTooShort', { min: Number(short[1]) });
      const long = /^Please keep this under ([\d,]+) characters$/.exec(message);
      if (long) return t('validation.tooLong', { max: long[1] ?? '' });
      return message;
    };
    const fieldErrors = (errors: Record<string, string>): Record<string, string> =>
      Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, fieldText(message)]));
    return { errorText, fieldText, fieldErrors };
  }, [t, apiText]);
}
