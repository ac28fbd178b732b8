'use client';

import { roomInCart, type CartProduct } from '@/lib/cart';
import { useCart } from './cart-provider';

/**
 * A card's quick add: one of the product into the cart, as "Add to cart" on its page adds
 * it (the same cart, rules and announcement in the cart's live region); no notice in the card, which
 * would grow it and its row. Before a light page's framework boots, the islands script answers it
 * (components/islands/add-to-cart.ts, from `data-add-to-cart` and `data-added`, as for the page's).
 * Without JavaScript it is not shown (`js-only`): the card's link leads to the product's page.
 */
export function QuickAdd({ product, added, text, label }: { product: CartProduct; added: string; text: string; label: string }) {
  const { add, items } = useCart();
  const room = roomInCart(items, product);
  return (
    <div className="px-3 pb-3" data-add-to-cart={JSON.stringify(product)} data-added={added}>
      <button
        type="button"
        data-add
        onClick={() => add(product, 1)}
        disabled={room <= 0}
        aria-label={label}
        className="js-only h-11 w-full rounded-lg border border-leaf-600 font-medium text-brand hover:bg-wash disabled:border-line disabled:text-subtle"
      >
        {text}
      </button>
    </div>
  );
}
