'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, useSyncExternalStore } from 'react';
import { quickChoicePressed, quickChoiceSaid, quickPlantingDay } from '@/lib/planting';
import { getPlantingSnapshot, subscribePlanting, writePlanting } from '@/lib/planting-store';

const choiceButton =
  'min-h-11 rounded-lg border border-line-strong px-3 font-medium hover:bg-tint aria-pressed:border-leaf-600 aria-pressed:bg-wash disabled:cursor-not-allowed disabled:opacity-40';

/**
 * "When will you plant?" on a product's page: now, or in 2, 4 or 6 weeks, for a thumb; the
 * choice is the cart's planting day (lib/planting-store), which the cart's picker shows
 * and can change to any other day. `choices` come from the server (lib/planting.ts
 * productPlantingChoices). Before the framework boots, the islands script answers these buttons
 * alike (components/islands/planting-quick.ts), from the data attributes, with the same rules (lib/planting).
 */
export function PlantingQuick({ choices }: { choices: Array<{ weeks: number; possible: boolean }> }) {
  const t = useTranslations('booking');
  const locale = useLocale();
  const id = useId();
  const stored = useSyncExternalStore(subscribePlanting, getPlantingSnapshot, () => null);
  const [said, setSaid] = useState('');
  const chosenText = t('product.plantingChosen', { date: '{date}' });
  const nowText = t('product.plantingNow');
  const choose = (weeks: number) => {
    writePlanting(quickPlantingDay(weeks, new Date()));
    setSaid(quickChoiceSaid(weeks, new Date(), locale, { now: nowText, chosen: chosenText }));
  };
  return (
    <div className="space-y-2" data-planting-quick data-chosen-text={chosenText} data-now-text={nowText}>
      <p id={`${id}-legend`} className="font-medium">
        {t('picker.legend')}
      </p>
      <div role="group" aria-labelledby={`${id}-legend`} className="flex flex-wrap gap-2">
        {choices.map(({ weeks, possible }) => (
          <button
            key={weeks}
            type="button"
            className={choiceButton}
            data-weeks={weeks}
            disabled={!possible}
            aria-pressed={quickChoicePressed(weeks, possible, stored, new Date())}
            onClick={() => choose(weeks)}
          >
            {weeks === 0 ? t('picker.now') : t('picker.inWeeks', { weeks })}
          </button>
        ))}
      </div>
      <p aria-live="polite" data-planting-said className="empty:hidden">
        {said}
      </p>
    </div>
  );
}
