'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ownSeedApi } from '@/lib/api/client';
import { depositCents } from '@/lib/booking';
import { fieldMessages } from '@/lib/form-errors';
import { formatDate, formatKes } from '@/lib/format';
import { isIsoDate } from '@/lib/growing';
import { localePath } from '@/lib/i18n/locales';
import { lastDropOffDate, ownSeedPlantingBounds } from '@/lib/own-seed';
import { normalizeSpecPhone } from '@/lib/phone';
import { useApiErrorText } from '../i18n/use-api-error-text';
import { CareTipsChoice } from '../checkout/care-tips';
import { Field, FormMessage, formText, inputClass, PhoneField, primaryButton } from '../ui/field';
import { useHydrated } from '../ui/use-hydrated';

export interface OwnSeedCropOption {
  productId: string;
  name: string;
  feeCents: number;
  raisingDaysMin: number;
}

export interface OwnSeedPlace {
  id: number;
  name: string;
}

const radio = 'flex min-h-11 items-center gap-3 rounded-lg border border-line-strong px-3';

/**
 * The farmer's booking to have their own seed raised: crop, variety, seeds and seedlings,
 * the drop-off and planting days within their bounds, how they pay, and the rules, before paying.
 * The fields are the browser's own, read when the form is sent; the totals follow what is typed.
 */
export function OwnSeedForm({
  crops,
  places,
  today,
  depositPercent,
  phone,
}: {
  crops: OwnSeedCropOption[];
  places: OwnSeedPlace[];
  today: string;
  depositPercent: number;
  phone: string;
}) {
  const t = useTranslations('ownSeed');
  const locale = useLocale();
  const router = useRouter();
  const apiError = useApiErrorText();
  const hydrated = useHydrated();
  const [productId, setProductId] = useState(crops[0]?.productId ?? '');
  const [seedlings, setSeedlings] = useState(0);
  const [dropOff, setDropOff] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const crop = crops.find((c) => c.productId === productId) ?? crops[0];
  if (!crop) return <p>{t('noCrops')}</p>;
  const day = (d: string) => formatDate(`${d}T12:00:00+03:00`, 'day', locale);
  const bounds = ownSeedPlantingBounds({ today, dropOffDate: isIsoDate(dropOff) && dropOff >= today ? dropOff : today, raisingDaysMin: crop.raisingDaysMin });
  const last = lastDropOffDate(today, crop.raisingDaysMin);
  const totalCents = crop.feeCents * seedlings;
  const deposit = totalCents > 0 ? depositCents(totalCents, depositPercent) : 0;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setMessage(null);
    const text = formText(e.currentTarget);
    const chosen = crops.find((c) => c.productId === text('productId')) ?? crop;
    const count = (name: string) => (text(name).trim() === '' ? '' : Number(text(name).trim()));
    const seedlingsWanted = count('seedlings');
    const body = {
      productId: chosen.productId,
      variety: text('variety'),
      seedCount: count('seedCount'),
      seedlings: seedlingsWanted,
      dropOffDate: text('dropOffDate'),
      plantingDate: text('plantingDate'),
      paymentPlan: text('paymentPlan') as 'full' | 'deposit',
      paymentMethod: text('paymentMethod') as 'wallet' | 'mpesa',
      total: typeof seedlingsWanted === 'number' ? (chosen.feeCents * seedlingsWanted) / 100 : 0,
      deliveryMethod: 'pickup' as const,
      pickupPointId: Number(text('pickupPointId')),
      phone: normalizeSpecPhone(text('phone')) ?? text('phone'),
      careTips: text('careTips') === 'yes',
    };
    // The rules (zod) come with the first booking, not with the page.
    const rules = await import('@/lib/schemas/own-seed').catch(() => null);
    if (!rules) return setMessage({ kind: 'error', text: apiError({ code: 'no_connection', message: '' }) });
    const parsed = rules.ownSeedBookingSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error, 'top'));
    setErrors({});
    setBusy(true);
    const answer = await ownSeedApi.book(parsed.data);
    if (!answer.ok) {
      setBusy(false);
      setErrors(answer.errors ?? {});
      setMessage({ kind: 'error', text: apiError(answer) });
      return;
    }
    setMessage({ kind: 'success', text: t('booked') });
    router.push(localePath(locale, `/order-confirmation/${answer.data.id}`));
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field label={t('crop')} error={errors.productId}>
        {(p) => (
          <select {...p} name="productId" value={productId} onChange={(e) => setProductId(e.target.value)} className={inputClass}>
            {crops.map((c) => (
              <option key={c.productId} value={c.productId}>
                {t('cropOption', { crop: c.name, fee: formatKes(c.feeCents) })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('variety')} hint={t('varietyHint')} error={errors.variety}>
        {(p) => <input {...p} name="variety" autoComplete="off" maxLength={80} className={inputClass} />}
      </Field>
      <Field label={t('seedCount')} error={errors.seedCount}>
        {(p) => <input {...p} name="seedCount" inputMode="numeric" pattern="[0-9]*" autoComplete="off" className={inputClass} />}
      </Field>
      <Field label={t('seedlings')} hint={t('seedlingsHint')} error={errors.seedlings}>
        {(p) => (
          <input
            {...p}
            name="seedlings"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            onChange={(e) => setSeedlings(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('pickupPoint')} error={errors.pickupPointId}>
        {(p) => (
          <select {...p} name="pickupPointId" defaultValue={places[0]?.id} className={inputClass}>
            {places.map((place) => (
              <option key={place.id} value={place.id}>
                {place.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('dropOffDate')} hint={t('dropOffHint', { place: places[0]?.name ?? '', last: day(last) })} error={errors.dropOffDate}>
        {(p) => (
          <input
            {...p}
            name="dropOffDate"
            type="date"
            min={today}
            max={last}
            value={dropOff}
            onChange={(e) => setDropOff(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={t('plantingDate')}
        hint={bounds ? t('plantingHint', { earliest: day(bounds.earliest), latest: day(bounds.latest), days: crop.raisingDaysMin }) : undefined}
        error={errors.plantingDate}
      >
        {(p) => (
          <input
            {...p}
            name="plantingDate"
            type="date"
            min={bounds?.earliest}
            max={bounds?.latest}
            defaultValue={bounds?.earliest ?? ''}
            key={bounds?.earliest}
            className={inputClass}
          />
        )}
      </Field>
      <PhoneField label={t('phone')} error={errors.phone} name="phone" defaultValue={phone} />
      <CareTipsChoice name="careTips" />
      <fieldset className="space-y-2">
        <legend className="font-bold">{t('plan')}</legend>
        <label className={radio}>
          <input type="radio" name="paymentPlan" value="deposit" defaultChecked />
          {t('planDeposit', { deposit: formatKes(deposit), balance: formatKes(totalCents - deposit) })}
        </label>
        <label className={radio}>
          <input type="radio" name="paymentPlan" value="full" />
          {t('planFull', { amount: formatKes(totalCents) })}
        </label>
        {errors.paymentPlan && <p className="text-danger">{errors.paymentPlan}</p>}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-bold">{t('method')}</legend>
        <label className={radio}>
          <input type="radio" name="paymentMethod" value="mpesa" defaultChecked />
          {t('methodMpesa')}
        </label>
        <label className={radio}>
          <input type="radio" name="paymentMethod" value="wallet" />
          {t('methodWallet')}
        </label>
      </fieldset>
      <p className="font-bold" aria-live="polite">
        {t('total', { seedlings, fee: formatKes(crop.feeCents), total: formatKes(totalCents) })}
      </p>
      <section aria-labelledby="own-seed-rules" className="space-y-2 rounded-lg bg-tint p-3">
        <h2 id="own-seed-rules" className="font-bold">
          {t('rulesHeading')}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('rule1')}</li>
          <li>{t('rule2')}</li>
          <li>{t('rule3')}</li>
          <li>{t('rule4')}</li>
        </ul>
      </section>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="submit" disabled={busy || !hydrated} className={primaryButton}>
        {busy ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
