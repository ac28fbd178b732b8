/**
 * The cart's planting day in local storage, beside the cart and like it (React's cart and the islands
 * script read and write it here): other tabs' changes arrive through the `storage` event, and a
 * blocked storage keeps the day in memory.
 */
import { parseStoredPlanting, PLANTING_STORAGE_KEY, storedPlanting } from './planting';

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
