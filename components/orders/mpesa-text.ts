'use client';

import { useLocale, useTranslations } from 'next-intl';
import { NO_CONNECTION_CODE } from '@/lib/api/client';
import { MPESA_GENERAL_FAILURE_MESSAGE, MPESA_PUSH_MESSAGES } from '@/lib/messages/mpesa';
import type { PaymentAttemptView } from '@/lib/order-view';
import { useApiErrorText } from '../i18n/use-api-error-text';

/**
 * M-Pesa's answers in the page's language. The server stores and sends them in English
 * (lib/messages/mpesa.ts): they are recognised by Daraja's ResultCode, the API's error code or the
 * English words themselves. Anything else is Daraja's own English (a ResultDesc for a code we do not
 * know): an English page shows it as it came, any other shows its general words instead.
 * The API's other refusals are worded from their code (useApiErrorText).
 */

const RESULT_KEYS = {
  1: 'lowBalance',
  17: 'cannotTakeNow',
  26: 'busy',
  1001: 'otherRequestOpen',
  1019: 'expired',
  1032: 'cancelled',
  1036: 'simNotReached',
  1037: 'phoneUnreachable',
  2001: 'wrongPin',
} as const;

type PushKey =
  | 'notMpesaNumber'
  | 'orderPromptOpen'
  | 'phonePromptOpen'
  | 'alreadyPaid'
  | 'orderCancelled'
  | 'noAnswer'
  | 'unreachable'
  | 'refused'
  | 'cancelWhilePromptOpen';

const PUSH_KEYS: readonly PushKey[] = [
  'notMpesaNumber',
  'orderPromptOpen',
  'phonePromptOpen',
  'alreadyPaid',
  'orderCancelled',
  'noAnswer',
  'unreachable',
  'refused',
  'cancelWhilePromptOpen',
];

/** The API's error codes whose message is one of M-Pesa's words (lib/api/errors.ts). */
const CODE_KEYS: Readonly<Record<string, PushKey>> = {
  not_mpesa_number: 'notMpesaNumber',
  prompt_open_for_order: 'orderPromptOpen',
  prompt_open_for_phone: 'phonePromptOpen',
  order_already_paid: 'alreadyPaid',
  order_cancelled: 'orderCancelled',
  mpesa_unreachable: 'unreachable',
  mpesa_refused: 'refused',
  cancel_while_prompt_open: 'cancelWhilePromptOpen',
};

export function useMpesaText() {
  const t = useTranslations('mpesa');
  const english = useLocale() === 'en';
  const apiError = useApiErrorText();
  /** Stored English M-Pesa words → this language; Daraja's own words as they are in English only. */
  const known = (message: string, fallback: string): string => {
    if (message === MPESA_GENERAL_FAILURE_MESSAGE) return t('generalFailure');
    const key = PUSH_KEYS.find((k) => MPESA_PUSH_MESSAGES[k] === message);
    return key ? t(`push.${key}`) : english ? message : fallback;
  };
  return {
    noConnection: () => t('noConnection'),
    /** Why an attempt ended without a payment; `fallback` when it says nothing. */
    attemptMessage(attempt: Pick<PaymentAttemptView, 'resultCode' | 'message'>, fallback: string = t('generalFailure')): string {
      const key = attempt.resultCode === null ? undefined : RESULT_KEYS[attempt.resultCode as keyof typeof RESULT_KEYS];
      if (key) return t(`result.${key}`);
      return attempt.message === null ? fallback : known(attempt.message, fallback);
    },
    /** A refusal of the API in this language: M-Pesa's and the connection's here, any other by its code. */
    failure(error: { code: string; message: string; params?: Record<string, unknown> }): string {
      if (error.code === NO_CONNECTION_CODE) return t('noConnection');
      const key = CODE_KEYS[error.code];
      return key ? t(`push.${key}`) : known(error.message, apiError(error));
    },
  };
}
