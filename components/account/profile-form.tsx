'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import { KENYAN_COUNTIES, type KenyanCounty } from '@/lib/counties';
import { accountApi } from '@/lib/api/client';
import { fieldMessages } from '@/lib/form-errors';
import { formatPhone } from '@/lib/format';
import type { Profile } from '@/lib/profile';
import { useAuth } from '../auth/auth-provider';
import { useApiErrorText } from '../i18n/use-api-error-text';
import { Field, FormMessage, formText, inputClass, PhoneField, primaryButton, textareaClass } from '../ui/field';

/** The form's fields as the browser holds them. */
function valuesOf(form: HTMLFormElement) {
  const text = formText(form);
  // The county is one of the select's options; the server checks it, as it checks everything.
  const deliveryCounty = text('deliveryCounty') as KenyanCounty | '';
  return { name: text('name'), phone: text('phone'), address: text('address'), deliveryCounty, smsUpdates: text('smsUpdates') === 'on' };
}

/**
 * The profile's editable part; checkout prefills its delivery step from these. The fields are the
 * browser's own, read when the form is sent: what a farmer types the moment the dashboard opens,
 * before React has hydrated it, is what is saved.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useTranslations('account.profile');
  const m = useTranslations('mpesa');
  const { user, setUser } = useAuth();
  const apiError = useApiErrorText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Sent before React runs, the form would go as a browser sends it, without its fields.
  const hydrated = useHydrated();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setMessage(null);
    const values = valuesOf(e.currentTarget);
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
    // A new phone lets the confirmed one go: the farmer is told, and the USSD part below shows it.
    const before = user ?? profile;
    const unlinked = before.phoneConfirmed && !answer.data.phoneConfirmed ? before.phone : null;
    setMessage({ kind: 'success', text: unlinked ? t('savedUnlinked', { phone: formatPhone(unlinked) }) : t('saved') });
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <Field label={t('name')} error={errors.name}>
        {(p) => <input {...p} name="name" autoComplete="name" defaultValue={profile.name} className={inputClass} />}
      </Field>
      <PhoneField label={t('phone')} error={errors.phone} name="phone" defaultValue={profile.phone ?? ''} />
      <Field label={t('address')} error={errors.address} hint={t('addressHint')}>
        {(p) => <textarea {...p} name="address" rows={3} autoComplete="street-address" defaultValue={profile.address} className={textareaClass} />}
      </Field>
      <Field label={t('county')} error={errors.deliveryCounty}>
        {(p) => (
          <select {...p} name="deliveryCounty" defaultValue={profile.deliveryCounty ?? ''} className={inputClass}>
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
        <input type="checkbox" name="smsUpdates" defaultChecked={profile.smsUpdates} className="h-5 w-5" />
        {t('smsUpdates')}
      </label>
      <button type="submit" disabled={busy || !hydrated} className={primaryButton}>
        {busy ? t('saving') : t('save')}
      </button>
    </form>
  );
}
