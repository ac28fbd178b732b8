'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCart } from './cart-provider';
import { formatPlantingDay } from './planting-day';
import { PlantingPicker } from './planting-picker';
import { useCartPlanting } from './planting-store';

/** The cart's "When will you plant?", under its lines; nothing for an empty cart. */
export function CartPlanting() {
  const { items, busy } = useCart();
  const planting = useCartPlanting();
  const t = useTranslations('booking.picker');
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <div className="space-y-2 border-t border-line pt-3" inert={busy}>
      {planting.dropped && (
        <p className="rounded-lg bg-warn-soft p-3 text-sm text-warn" role="status">
          {t('dropped', { date: formatPlantingDay(planting.dropped, locale) })}
        </p>
      )}
      <PlantingPicker bounds={planting.bounds} value={planting.date} onChange={planting.setDate} />
    </div>
  );
}
