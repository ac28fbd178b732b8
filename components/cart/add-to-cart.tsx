'use client';

import { useState } from 'react';
import { clampQuantity, roomInCart, stepperState } from '@/lib/cart';
import { useTranslations } from 'next-intl';
import { useCart } from './cart-provider';
import { AddedNotice } from './cart-views';
import { toCartProduct, type AddToCartProduct } from './cart-product';

const stepButton = 'grid h-11 w-11 place-items-center rounded-lg border border-line-strong text-xl font-bold hover:bg-tint disabled:opacity-40';
const addButton = 'h-12 rounded-lg bg-leaf-600 px-3 font-medium whitespace-nowrap text-white hover:bg-leaf-700 disabled:bg-disabled';

/** The product page's sticky buy bar: what it shows beside its Add to cart. */
export interface BuyBarText {
  /** "KES 5.00" */
  price: string;
  /** "per seedling", in the page's language. */
  unit: string;
}

/**
 * The quantity stepper and "Add to cart"; with `bar`, also the buy bar fixed at the foot of the screen,
 * which the stylesheet shows only once this Add to cart has scrolled up out of view (app/globals.css,
 * `.buy-bar`: a scroll-driven animation, so no script decides it, before React boots or after). Its
 * button is this one's twin: the same handler, the same quantity field, the same notice and announcement.
 */
export function AddToCart({ product, bar }: { product: AddToCartProduct; bar?: BuyBarText }) {
  const { add, items, open, notice } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const t = useTranslations('cart');
  const cartProduct = toCartProduct(product);
  const room = roomInCart(items, cartProduct);
  const clamp = (n: number) => clampQuantity(n, room);
  const stepper = stepperState(quantity, room);
  const outOfStock = product.stock <= 0 && <p className="rounded-lg bg-tint p-3">{t('outOfStock')}</p>;

  // Out of stock and not grown to order: nothing to add (one grown to order is booked for later instead).
  if (outOfStock && !product.growing) return outOfStock;
  const addText = outOfStock ? t('bookForLater') : t('addToCart');

  // For the islands script (components/islands/add-to-cart.ts), which adds to the same cart before React runs.
  const light = { 'data-add-to-cart': JSON.stringify(cartProduct), 'data-added': t('added', { name: product.name, quantity: '{quantity}' }) };

  const onAdd = () => {
    add(cartProduct, quantity);
    setAdded(true);
    setQuantity(1);
  };

  return (
    <div className={bar ? 'buy-scope space-y-3' : 'space-y-3'} {...light}>
      {outOfStock}
      {/* One row on a phone, so the buy box fits the first screen; at 320 px the button wraps under. */}
      <div className="flex flex-wrap items-end gap-2" data-buy-row>
        <div className="flex items-end gap-1 sm:gap-2">
          <button
            type="button"
            className={stepButton}
            data-step="-1"
            onClick={() => setQuantity((q) => clamp(q - 1))}
            disabled={stepper.lessOff}
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
              max={stepper.max}
              value={quantity}
              onChange={(e) => setQuantity(clamp(e.target.valueAsNumber))}
              className="h-11 w-14 rounded-lg border border-line-strong bg-surface px-1 text-center tabular-nums sm:w-20 sm:px-2"
            />
          </label>
          <button
            type="button"
            className={stepButton}
            data-step="1"
            onClick={() => setQuantity((q) => clamp(q + 1))}
            disabled={stepper.moreOff}
            aria-label={t('increaseQuantity')}
          >
            +
          </button>
        </div>
        <button type="button" data-add onClick={onAdd} disabled={room <= 0} className={`buy-button flex-1 sm:flex-none sm:px-6 ${addButton}`}>
          {addText}
        </button>
      </div>
      {room <= 0 && (
        <p className="text-sm text-warn">
          {t('onlyInStock', { count: product.stock })} {t('allInCart')}
        </p>
      )}
      {added && notice && <AddedNotice text={notice} onViewCart={open} />}
      <noscript>
        <p className="text-sm">{t('needsJavaScript')}</p>
      </noscript>
      {bar && (
        // js-only: without JavaScript its button could do nothing (as this one, which says so above).
        <div className="buy-bar js-only fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface py-2 shadow-lg" data-buy-bar>
          <div className="mx-auto flex max-w-6xl items-center gap-3 px-4">
            <p className="min-w-0 flex-1 leading-tight">
              <span className="block text-xl font-bold text-brand">{bar.price}</span>
              <span className="block truncate text-sm text-subtle">{bar.unit}</span>
            </p>
            <button type="button" data-add onClick={onAdd} disabled={room <= 0} className={addButton}>
              {addText}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
