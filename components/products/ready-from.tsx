'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { readyFromDay } from '@/lib/planting';
import { fill } from '../islands/words';

const noSubscription = () => () => {};

/**
 * "For a later planting day: raised to order, ready from 24 Dec." The product page is
 * static, so the server writes the days (`fallback`, what a phone without JavaScript reads) and the
 * browser the date, from its today in Nairobi: React once hydrated, the islands script
 * (components/islands/ready-from.ts) on a light page before that, from the same data attributes.
 */
export function ReadyFrom({ days, fallback, template }: { days: number; fallback: string; template: string }) {
  const locale = useLocale();
  const day = useSyncExternalStore(
    noSubscription,
    () => readyFromDay(new Date(), days, locale),
    () => null,
  );
  return (
    <p className="text-subtle" data-ready-from={days} data-ready-text={template} data-testid="ready-from">
      {day === null ? fallback : fill(template, { date: day })}
    </p>
  );
}
