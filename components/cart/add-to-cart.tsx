'use client';

import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@/lib/cart';
import { useTranslations } from 'next-intl';
import { centsToKes } from '@/lib/money';
import { useCart } from './cart-provider';
import { AddedNotice } from './cart-views';

export interface AddToCartProduct {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  image: string | null;
  stock: number;
  /** "per seedling", "per tray of 50". */
  unit: string;
}

const stepButton = 'grid h-11 w-11 place-items-center rounded-lg border border-line-strong text-xl font-bold hover:bg-tint disabled:opacity-40';

export function AddToCart({ product }: { product: AddToCartProduct }) {
  const { add, items, open, notice } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const t = useTranslations('cart');
  const inCart = items.find((i) => i.product.id === product.id)?.quantity ?? 0;
  const room = Math.min(product.stock, MAX_LINE_QUANTITY) - inCart;
  const soldOut = product.stock <= 0;
  const clamp = (n: number) => Math.max(1, Math.min(Number.isFinite(n) ? Math.floor(n) : 1, Math.max(room, 1)));

  if (soldOut) {
    return <p className="rounded-lg bg-tint p-3">{t('outOfStock')}</p>;
  }

  const line = { id: product.id, slug: product.slug, name: product.name, price: centsToKes(product.priceCents), stock: product.stock, unit: product.unit };
  const cartProduct = product.image ? { ...line, image: product.image } : line;
  // For the islands script (components/islands/add-to-cart.ts), which adds to the same cart before React runs.
  const light = { 'data-add-to-cart': JSON.stringify(cartProduct), 'data-added': t('added', { name: product.name, quantity: '{quantity}' }) };

  const onAdd = () => {
    add(cartProduct, quantity);
    setAdded(true);
    setQuantity(1);
  };

  return (
    <div className="space-y-3" {...light}>
      <div className="flex items-end gap-2">
        <button
          type="button"
          className={stepButton}
          data-step="-1"
          onClick={() => setQuantity((q) => clamp(q - 1))}
          disabled={quantity <= 1}
          aria-label={t('decreaseQuantity')}
        >
          −
        </button>
        <label className="block">
          <span className="mb-1 block text-sm">{t('quantity')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(room, 1)}
            value={quantity}
            onChange={(e) => setQuantity(clamp(e.target.valueAsNumber))}
            className="h-11 w-20 rounded-lg border border-line-strong bg-surface px-2 text-center tabular-nums"
          />
        </label>
        <button
          type="button"
          className={stepButton}
          data-step="1"
          onClick={() => setQuantity((q) => clamp(q + 1))}
          disabled={quantity >= room}
          aria-label={t('increaseQuantity')}
        >
          +
        </button>
      </div>
      <button
        type="button"
        data-add
        onClick={onAdd}
        disabled={room <= 0}
        className="h-12 w-full rounded-lg bg-leaf-600 px-6 font-bold text-white hover:bg-leaf-700 disabled:bg-disabled sm:w-auto"
      >
        {t('addToCart')}
      </button>
      {room <= 0 && (
        <p className="text-sm text-warn">
          {t('onlyInStock', { count: product.stock })} {t('allInCart')}
        </p>
      )}
      {added && notice && <AddedNotice text={notice} onViewCart={open} />}
      <noscript>
        <p className="text-sm">{t('needsJavaScript')}</p>
      </noscript>
    </div>
  );
}
