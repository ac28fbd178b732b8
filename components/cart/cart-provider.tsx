'use client';

import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  cartCount,
  cartNotice,
  cartReducer,
  cartSubtotalCents,
  isGrowable,
  lineLimit,
  type CartAction,
  type CartItem,
  type CartProduct,
  type CartState,
} from '@/lib/cart';
import { useTranslations } from 'next-intl';
import { getCartSnapshot, getServerCartSnapshot, subscribeCart, writeCart } from './cart-store';
import { centsToKes } from '@/lib/money';
import type { RepricedCart } from '@/lib/order-view';

export interface CartContextValue {
  items: CartItem[];
  count: number;
  subtotalCents: number;
  /** False during server rendering and hydration, before the stored cart is read. */
  ready: boolean;
  add(product: CartProduct, quantity?: number): void;
  increment(productId: string): void;
  decrement(productId: string): void;
  setQuantity(productId: string, quantity: number): void;
  remove(productId: string): void;
  clear(): void;
  /** The lines Clear Cart took away, until the cart changes again: Undo puts them back. */
  cleared: CartItem[] | null;
  undoClear(): void;
  /** Takes the server's current prices and stock (a 409 at checkout); lines no longer sold go. */
  reprice(current: RepricedCart['items']): void;
  /** What the last action did, read out by the live region and shown where it matters. */
  notice: string;
  isOpen: boolean;
  /** Goes up each time the panel opens: the panel's content restarts from the list view then. */
  openCount: number;
  open(): void;
  /** Refused while a checkout is in progress (spec section 2). */
  close(): void;
  busy: boolean;
  setBusy(busy: boolean): void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}

type CartWords = ReturnType<typeof useTranslations<'cart'>>;

/** The cart's notice (lib/cart cartNotice, which the islands' cart says too), in the page's language. */
function noticeFor(t: CartWords, before: CartItem[], after: CartState, action: CartAction): string {
  const notice = cartNotice(before, after, action);
  return notice ? t(notice.key, notice) : '';
}

const noSubscription = () => () => {};

export function CartProvider({ children }: { children: ReactNode }) {
  const items = useSyncExternalStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [notice, setNotice] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [cleared, setCleared] = useState<CartItem[] | null>(null);
  const t = useTranslations('cart');

  const value = useMemo<CartContextValue>(() => {
    const dispatch = (action: CartAction) => {
      const before = getCartSnapshot();
      const after = cartReducer({ items: before, capped: null }, action);
      setNotice(noticeFor(t, before, after, action));
      setCleared(action.type === 'clear' && before.length > 0 ? before : null);
      if (after.items !== before) writeCart(after.items);
    };
    return {
      items,
      count: cartCount(items),
      subtotalCents: cartSubtotalCents(items),
      ready,
      add: (product, quantity = 1) => dispatch({ type: 'add', product, quantity }),
      increment: (productId) => dispatch({ type: 'increment', productId }),
      decrement: (productId) => dispatch({ type: 'decrement', productId }),
      setQuantity: (productId, quantity) => dispatch({ type: 'setQuantity', productId, quantity }),
      remove: (productId) => dispatch({ type: 'remove', productId }),
      clear: () => dispatch({ type: 'clear' }),
      cleared,
      undoClear: () => {
        if (!cleared) return;
        writeCart(cleared);
        setCleared(null);
        setNotice(t('restored'));
      },
      reprice: (current) => {
        const byId = new Map(current.map((c) => [c.id, c]));
        const updated = getCartSnapshot().flatMap((line) => {
          const c = byId.get(line.product.id);
          if (!c) return [line];
          // The cart keeps the spec's KES in local storage.
          const product = { ...line.product, price: centsToKes(c.priceCents), stock: c.stock };
          // A product grown to order stays, its quantity with it: what the shelf lacks is booked for the planting day.
          if (!c.available || (c.stock <= 0 && !isGrowable(product))) return [];
          return [{ product, quantity: Math.min(line.quantity, lineLimit(product)) }];
        });
        dispatch({ type: 'replace', items: updated });
      },
      notice,
      isOpen,
      openCount,
      open: () => {
        setOpen(true);
        setOpenCount((n) => n + 1);
      },
      close: () => {
        if (!busy) setOpen(false);
      },
      busy,
      setBusy,
    };
  }, [items, ready, notice, isOpen, openCount, busy, cleared, t]);

  return (
    <CartContext.Provider value={value}>
      {children}
      {/* The islands script says its notices here too, before the framework boots. */}
      <p className="sr-only" role="status" aria-live="polite" data-cart-notice>
        {notice}
      </p>
    </CartContext.Provider>
  );
}
