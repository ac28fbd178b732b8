'use client';

/** The cart's planting day for React: the stored day (lib/planting-store, which the islands script writes too) with its bounds. */
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { nairobiToday } from '@/lib/growing';
import { effectivePlantingDate, plantingBounds, type PlantingBounds } from '@/lib/planting';
import { getPlantingSnapshot, subscribePlanting, writePlanting } from '@/lib/planting-store';
import { useCart } from './cart-provider';

export { getPlantingSnapshot, subscribePlanting, writePlanting };

export interface CartPlanting {
  bounds: PlantingBounds;
  /** The day the checkout sends, null for today's order (a stored day that can no longer be met is dropped). */
  date: string | null;
  /** The stored day the cart can no longer meet (passed, or too soon for its lines), to say so once. */
  dropped: string | null;
  setDate(date: string | null): void;
}

/** The cart's planting day with its bounds, from today in Nairobi (read once, when the cart opens). */
export function useCartPlanting(): CartPlanting {
  const { items } = useCart();
  const stored = useSyncExternalStore(subscribePlanting, getPlantingSnapshot, () => null);
  const [today] = useState(() => nairobiToday(new Date()));
  const bounds = useMemo(() => plantingBounds(items, today), [items, today]);
  const date = effectivePlantingDate(stored, bounds);
  const setDate = useCallback((next: string | null) => writePlanting(next), []);
  return { bounds, date, dropped: stored !== null && date === null && stored > today ? stored : null, setDate };
}
