'use client';

/**
 * The cart's planting day (issue 30) in local storage, beside the cart and like it: other tabs'
 * changes arrive through the `storage` event, and a blocked storage keeps the day in memory.
 */
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { nairobiToday } from '@/lib/growing';
import { effectivePlantingDate, parseStoredPlanting, plantingBounds, PLANTING_STORAGE_KEY, storedPlanting, type PlantingBounds } from '@/lib/planting';
import { useCart } from './cart-provider';

const listeners = new Set<() => void>();
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(PLANTING_STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

export function getPlantingSnapshot(): string | null {
  return parseStoredPlanting(readRaw());
}

/** Stores the planting day; null forgets it (today's order). */
export function writePlanting(date: string | null): void {
  memory = storedPlanting(date);
  try {
    if (memory === null) window.localStorage.removeItem(PLANTING_STORAGE_KEY);
    else window.localStorage.setItem(PLANTING_STORAGE_KEY, memory);
  } catch {
    // Kept in memory.
  }
  listeners.forEach((l) => l());
}

/** Calls `listener` when the planting day changes, here or in another tab. */
export function subscribePlanting(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === PLANTING_STORAGE_KEY || e.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

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
