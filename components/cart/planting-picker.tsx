'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { plantingDayPossible, type PlantingBounds } from '@/lib/planting';
import { isCleanText } from '@/lib/text';
import { formatPlantingDay } from './planting-day';

const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line-strong px-3 py-2 has-[:checked]:border-leaf-600 has-[:checked]:bg-wash has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/**
 * "When will you plant?": today's seedlings, a quick choice of 2, 4 or 6 weeks (each off
 * before the earliest day the cart's seedlings can be raised), or a day of the farmer's own between
 * the earliest and 120 days ahead. A radio group, so a screen reader hears the choices and which one
 * is taken; a refused day is said in a polite live region and the stored day is left as it was.
 * `value`: the chosen day, null for now.
 */
export function PlantingPicker({ bounds, value, onChange }: { bounds: PlantingBounds; value: string | null; onChange(date: string | null): void }) {
  const t = useTranslations('booking.picker');
  const locale = useLocale();
  const id = useId();
  const quickDate = value !== null && bounds.quick.some((q) => q.possible && q.date === value);
  const [otherPicked, setOther] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  // A day that is no quick choice (stored earlier, or the nearest day the nursery offered) is "Another day".
  const other = otherPicked || (value !== null && !quickDate);
  const shown = problem !== '' || value === null || quickDate ? draft : value;
  const day = (date: string) => formatPlantingDay(date, locale);
  // No day yet and "Now" not possible (lines above the ready stock): nothing is chosen, the farmer must pick a later day.
  const selected = other ? 'other' : value === null ? (bounds.nowPossible ? 'now' : null) : value;
  // A day of one's own is a later day the cart can be met on: from the first such day to the last.
  const firstOther = bounds.windows[0]?.from ?? bounds.latest;
  const lastOther = bounds.windows[bounds.windows.length - 1]?.to ?? bounds.latest;
  const ranges = bounds.windows.map((w) => t('range', { from: day(w.from), to: day(w.to) })).join(t('orFrom'));

  const choose = (date: string | null) => {
    setOther(false);
    setDraft('');
    setProblem('');
    onChange(date);
  };
  const chooseOther = (text: string) => {
    setDraft(text);
    if (text === '') return setProblem('');
    if (isCleanText(text) && plantingDayPossible(text, bounds)) {
      setProblem('');
      onChange(text);
      return;
    }
    setProblem(bounds.windows.length > 0 ? t('outOfBounds', { ranges }) : t('noLaterDay'));
  };

  return (
    <div id="planting" className="scroll-mt-20 space-y-2" data-testid="planting-picker">
      <p id={`${id}-legend`} className="font-bold">
        {t('legend')}
      </p>
      <p id={`${id}-hint`} className="text-sm text-subtle">
        {bounds.nowPossible ? t('hintNow') : t('hintFrom', { date: day(bounds.earliest) })}
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={`${id}-hint`} className="grid gap-2 sm:grid-cols-2">
        <label className={choice}>
          <input type="radio" name={`${id}-day`} value="now" checked={selected === 'now'} disabled={!bounds.nowPossible} onChange={() => choose(null)} />
          <span>{t('now')}</span>
        </label>
        {bounds.quick.map((q) => (
          <label key={q.weeks} className={choice}>
            <input type="radio" name={`${id}-day`} value={q.date} checked={selected === q.date} disabled={!q.possible} onChange={() => choose(q.date)} />
            <span>
              {t('inWeeks', { weeks: q.weeks })}
              <span className="block text-sm text-subtle">{day(q.date)}</span>
            </span>
          </label>
        ))}
        <label className={`${choice} sm:col-span-2`}>
          <input
            type="radio"
            name={`${id}-day`}
            value="other"
            checked={selected === 'other'}
            onChange={() => {
              setOther(true);
              if (shown) chooseOther(shown);
            }}
          />
          <span>{t('other')}</span>
        </label>
      </div>
      {other && (
        <div>
          <label htmlFor={`${id}-date`} className="mb-1 block">
            {t('dateLabel')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="h-11 w-full rounded-lg border border-line-strong bg-surface px-3 aria-[invalid=true]:border-red-600"
            min={firstOther}
            max={lastOther}
            value={shown}
            aria-invalid={problem !== ''}
            aria-describedby={`${id}-problem`}
            onChange={(e) => chooseOther(e.target.value)}
          />
        </div>
      )}
      <p id={`${id}-problem`} role="status" aria-live="polite" className="text-sm text-danger empty:hidden">
        {problem}
      </p>
    </div>
  );
}
