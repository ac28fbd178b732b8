/**
 * The cart lives in local storage under the spec's key `cart`; this is the React-facing store over
 * it (for useSyncExternalStore). Other tabs' changes arrive through the `storage` event, so two
 * tabs stay in step. When storage is blocked (some private modes) or full, the cart lives in memory
 * from then on: reading the old stored cart after a failed write would undo every change silently.
 */
import { CART_STORAGE_KEY, parseStoredCart, type CartItem } from '@/lib/cart';

const listeners = new Set<() => void>();
let memory: string | null = null;
let inMemory = false;
let lastRaw: string | null | undefined;
let lastItems: CartItem[] = [];
const NO_ITEMS: CartItem[] = [];

function readRaw(): string | null {
  if (inMemory) return memory;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** The same array for the same stored text, as useSyncExternalStore requires. */
export function getCartSnapshot(): CartItem[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = parseStoredCart(raw);
  }
  return lastItems;
}

export function getServerCartSnapshot(): CartItem[] {
  return NO_ITEMS;
}

export function writeCart(items: CartItem[]): void {
  const raw = JSON.stringify(items);
  memory = raw;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
    inMemory = false;
  } catch {
    inMemory = true;
  }
  listeners.forEach((l) => l());
}

export function subscribeCart(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
