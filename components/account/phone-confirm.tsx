'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { accountApi } from '@/lib/api/client';
import { formatKes, formatPhone } from '@/lib/format';
import { normalizeSpecPhone } from '@/lib/phone';
import { useAuth } from '../auth/auth-provider';
import { useApiErrorText } from '../i18n/use-api-error-text';
import { Field, FormMessage, inputClass, PhoneField, secondaryButton } from '../ui/field';
import { useHydrated } from '../ui/use-hydrated';

/**
 * Shopping from a feature phone: the USSD code to dial, and the confirmation of this
 * account's phone by a code sent to it by SMS. Once confirmed, USSD from that phone is this account,
 * and what the phone bought or holds over USSD moves here. A confirmed phone can be unlinked; a new
 * profile phone unlinks it too, and needs its own code. The profile the auth provider
 * holds is followed, so a phone changed in the profile form shows here at once.
 */
export function PhoneConfirm(props: { phone: string | null; confirmed: boolean; serviceCode: string }) {
  const t = useTranslations('account.phoneConfirm');
  const apiError = useApiErrorText();
  const hydrated = useHydrated();
  const { user, setUser } = useAuth();
  const phone = user ? user.phone : props.phone;
  const confirmed = user ? user.phoneConfirmed : props.confirmed;
  const { serviceCode } = props;
  const [number, setNumber] = useState(phone ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    confirmed && phone ? { kind: 'success', text: t('confirmed', { phone: formatPhone(phone), code: serviceCode }) } : null,
  );

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const normalised = normalizeSpecPhone(number);
    if (!normalised) return setMessage({ kind: 'error', text: t('invalidPhone') });
    setBusy(true);
    const answer = await accountApi.askPhoneCode(normalised);
    setBusy(false);
    if (!answer.ok) return setMessage({ kind: 'error', text: apiError(answer) });
    setSentTo(normalised);
    setMessage({ kind: 'success', text: t('sent', { phone: formatPhone(normalised) }) });
  };

  const unlink = async () => {
    setBusy(true);
    const answer = await accountApi.unlinkPhone();
    setBusy(false);
    if (!answer.ok) return setMessage({ kind: 'error', text: apiError(answer) });
    setUser(answer.data);
    setNumber(answer.data.phone ?? '');
    setMessage({ kind: 'success', text: t('unlinked', { phone: formatPhone(phone ?? '') }) });
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const answer = await accountApi.confirmPhone(code.trim());
    setBusy(false);
    if (!answer.ok) return setMessage({ kind: 'error', text: apiError(answer) });
    setSentTo(null);
    setCode('');
    if (user) setUser({ ...user, phone: answer.data.phone, phoneConfirmed: true });
    setMessage({
      kind: 'success',
      text: t('done', { phone: formatPhone(answer.data.phone), orders: answer.data.movedOrders, amount: formatKes(answer.data.movedCents) }),
    });
  };

  return (
    <div className="space-y-4">
      <p>{t('intro', { code: serviceCode })}</p>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {sentTo ? (
        <form onSubmit={(e) => void confirm(e)} noValidate className="space-y-3">
          <Field label={t('code')}>
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                className={inputClass}
              />
            )}
          </Field>
          <button type="submit" disabled={!hydrated || busy} className={secondaryButton}>
            {busy ? t('confirming') : t('confirm')}
          </button>
        </form>
      ) : confirmed ? (
        <button type="button" onClick={() => void unlink()} disabled={!hydrated || busy} className={secondaryButton}>
          {busy ? t('unlinking') : t('unlink')}
        </button>
      ) : (
        <form onSubmit={(e) => void send(e)} noValidate className="space-y-3">
          <PhoneField label={t('phone')} value={number} onChange={setNumber} />
          <button type="submit" disabled={!hydrated || busy} className={secondaryButton}>
            {busy ? t('sending') : t('send')}
          </button>
        </form>
      )}
    </div>
  );
}
