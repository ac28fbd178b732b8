'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState, type FormEvent } from 'react';
import { useTypedFieldsBeforeHydration } from '../ui/use-typed-before-hydration';
import { useHydrated } from '../ui/use-hydrated';
import { KENYAN_COUNTIES } from '@/lib/counties';
import { accountApi } from '@/lib/api/client';
import type { KenyanCounty } from '@/lib/counties';
import { fieldMessages } from '@/lib/form-errors';
import { formatPhone } from '@/lib/format';
import type { Profile } from '@/lib/profile';
import { useAuth } from '../auth/auth-provider';
import { useApiErrorText } from '../i18n/use-api-error-text';
import { Field, FormMessage, inputClass, PhoneField, primaryButton, textareaClass } from '../ui/field';

type Values = Record<'name' | 'phone' | 'address', string> & { deliveryCounty: KenyanCounty | ''; smsUpdates: boolean };
/** The fields a farmer may type in before React has hydrated the page. */
const TYPED = ['name', 'address'] as const;
type TypedKey = (typeof TYPED)[number];

/** The profile's editable part; checkout prefills its delivery step from these. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useTranslations('account.profile');
  const m = useTranslations('mpesa');
  const { user, setUser } = useAuth();
  const apiError = useApiErrorText();
  const [values, setValues] = useState<Values>({
    name: profile.name,
    phone: profile.phone ?? '',
    address: profile.address,
    deliveryCounty: profile.deliveryCounty ?? '',
    smsUpdates: profile.smsUpdates,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Sent before React runs, the form would go as a browser sends it, without its fields.
  const hydrated = useHydrated();
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  // Typed at once on a freshly opened page: the value sent is the value typed.
  const typed = useTypedFieldsBeforeHydration(
    TYPED,
    useCallback((key: TypedKey, value: string) => setValues((v) => ({ ...v, [key]: value })), []),
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    // The rules (zod) come with the first save, not with the dashboard: most visits save nothing.
    const rules = await import('@/lib/schemas/profile').catch(() => null);
    if (!rules) return setMessage({ kind: 'error', text: m('noConnection') });
    const parsed = rules.profilePatchSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error, 'top'));
    setErrors({});
    setBusy(true);
    const answer = await accountApi.updateProfile(values);
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.errors ?? {});
      setMessage({ kind: 'error', text: apiError(answer) });
      return;
    }
    setUser(answer.data);
    // A new phone lets the confirmed one go (issue 25): the farmer is told, and the USSD part below shows it.
    const before = user ?? profile;
    const unlinked = before.phoneConfirmed && !answer.data.phoneConfirmed ? before.phone : null;
    setMessage({ kind: 'success', text: unlinked ? t('savedUnlinked', { phone: formatPhone(unlinked) }) : t('saved') });
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <Field label={t('name')} error={errors.name}>
        {(p) => <input {...p} ref={typed.name} autoComplete="name" value={values.name} onChange={set('name')} className={inputClass} />}
      </Field>
      <PhoneField label={t('phone')} error={errors.phone} value={values.phone} onChange={(phone) => setValues((v) => ({ ...v, phone }))} />
      <Field label={t('address')} error={errors.address} hint={t('addressHint')}>
        {(p) => (
          <textarea
            {...p}
            ref={typed.address}
            rows={3}
            autoComplete="street-address"
            value={values.address}
            onChange={set('address')}
            className={textareaClass}
          />
        )}
      </Field>
      <Field label={t('county')} error={errors.deliveryCounty}>
        {(p) => (
          <select {...p} value={values.deliveryCounty} onChange={set('deliveryCounty')} className={inputClass}>
            <option value="">{t('chooseCounty')}</option>
            {KENYAN_COUNTIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" checked={values.smsUpdates} onChange={(e) => setValues((v) => ({ ...v, smsUpdates: e.target.checked }))} className="h-5 w-5" />
        {t('smsUpdates')}
      </label>
      <button type="submit" disabled={busy || !hydrated} className={primaryButton}>
        {busy ? t('saving') : t('save')}
      </button>
    </form>
  );
}
