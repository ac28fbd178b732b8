'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';

/**
 * "Send me 3 care tips by SMS": the three care SMS after pickup go only to a farmer who
 * ticks this, off by default (their airtime, their phone). Controlled by the checkout, or a named
 * field read on submit by the own-seed form.
 */
export function CareTipsChoice(input: Pick<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'name'>) {
  const t = useTranslations('checkout');
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3">
      <input type="checkbox" className="mt-1 h-5 w-5 shrink-0" value="yes" {...input} />
      <span>
        {t('careTips')}
        <span className="block text-sm text-subtle">{t('careTipsHint')}</span>
      </span>
    </label>
  );
}
