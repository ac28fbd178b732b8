'use client';

import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@/lib/cart';
import { cart as text } from '@/lib/messages';
import { centsToKes } from '@/lib/money';
import { useCart } from './cart-provider';

export interface AddToCartProduct {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  image: string | null;
  stock: number;
}

const stepButton =
  'grid h-11 w-11 place-items-center rounded-lg border border-neutral-300 text-lg font-semibold hover:bg-neutral-100 disabled:opacity-40 dark:border-neutral-600 dark:hover:bg-neutral-800';

export function AddToCart({ product }: { product: AddToCartProduct }) {
  const { add, items, open, notice } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const inCart = items.find((i) => i.product.id === product.id)?.quantity ?? 0;
  const room = Math.min(product.stock, MAX_LINE_QUANTITY) - inCart;
  const soldOut = product.stock <= 0;
  const clamp = (n: number) => Math.max(1, Math.min(Number.isFinite(n) ? Math.floor(n) : 1, Math.max(room, 1)));

  if (soldOut) {
    return <p className="rounded-lg bg-neutral-100 p-3 font-medium dark:bg-neutral-800">{text.onlyInStock(0)}</p>;
  }

  const onAdd = () => {
    const line = { id: product.id, slug: product.slug, name: product.name, price: centsToKes(product.priceCents), stock: product.stock };
    add(product.image ? { ...line, image: product.image } : line, quantity);
    setAdded(true);
    setQuantity(1);
  };

  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <button type="button" className={stepButton} onClick={() => setQuantity((q) => clamp(q - 1))} disabled={quantity <= 1} aria-label="Decrease quantity">
          −
        </button>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Quantity</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(room, 1)}
            value={quantity}
            onChange={(e) => setQuantity(clamp(e.target.valueAsNumber))}
            className="h-11 w-20 rounded-lg border border-neutral-300 bg-white px-2 text-center tabular-nums dark:border-neutral-600 dark:bg-neutral-900"
          />
        </label>
        <button
          type="button"
          className={stepButton}
          onClick={() => setQuantity((q) => clamp(q + 1))}
          disabled={quantity >= room}
          aria-label="Increase quantity"
        >
          +
        </button>
      </div>
      <button
        type="button"
        onClick={onAdd}
        disabled={room <= 0}
        className="h-12 w-full rounded-lg bg-leaf-600 px-6 font-semibold text-white hover:bg-leaf-700 disabled:bg-neutral-400 sm:w-auto dark:disabled:bg-neutral-600"
      >
        Add to cart
      </button>
      {room <= 0 && <p className="text-sm text-amber-800 dark:text-amber-200">{text.onlyInStock(product.stock)} All of them are in your cart.</p>}
      {added && notice && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{notice}</span>
          <button type="button" className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline dark:text-leaf-100" onClick={open}>
            View cart
          </button>
        </p>
      )}
      <noscript>
        <p className="text-sm">Your browser has JavaScript turned off: you can browse, but the cart needs JavaScript.</p>
      </noscript>
    </div>
  );
}
