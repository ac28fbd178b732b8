'use client';

import { kesToCents } from '@/lib/money';
import { formatKes } from '@/lib/format';
import { productImageAtWidth } from '@/lib/product-images';
import type { CartItem } from '@/lib/cart';
import { cart as text } from '@/lib/messages';
import { AppLink } from '../ui/app-link';
import { SeedlingIcon } from '../ui/seedling-icon';
import { useCart } from './cart-provider';

const iconButton =
  'grid h-11 w-11 shrink-0 place-items-center rounded-full border border-neutral-300 text-lg font-semibold hover:bg-neutral-100 disabled:opacity-40 dark:border-neutral-600 dark:hover:bg-neutral-800';

function CartLine({ item }: { item: CartItem }) {
  const { increment, decrement, remove, busy } = useCart();
  const { product, quantity } = item;
  const atStockLimit = product.stock !== undefined && quantity >= product.stock;
  const name = product.slug ? (
    <AppLink href={`/products/${product.slug}`} className="hover:underline">
      {product.name}
    </AppLink>
  ) : (
    product.name
  );
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      <div className="grid h-16 w-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-leaf-50 text-leaf-700 dark:bg-neutral-800 dark:text-leaf-100">
        {product.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- tiny local SVGs need no optimiser
          <img src={productImageAtWidth(product.image, 160)} alt="" width={64} height={64} className="h-16 w-16 object-cover" loading="lazy" />
        ) : (
          <SeedlingIcon className="h-8 w-8" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="leading-snug font-medium">{name}</p>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{formatKes(kesToCents(product.price))}</p>
        <div className="mt-2 flex items-center gap-2">
          <button
            type="button"
            className={iconButton}
            onClick={() => decrement(product.id)}
            disabled={busy}
            aria-label={`Decrease quantity of ${product.name}`}
          >
            −
          </button>
          <span className="min-w-8 text-center tabular-nums" aria-label={`Quantity of ${product.name}`}>
            {quantity}
          </span>
          <button
            type="button"
            className={iconButton}
            onClick={() => increment(product.id)}
            disabled={busy || atStockLimit}
            aria-label={`Increase quantity of ${product.name}`}
          >
            +
          </button>
          <button
            type="button"
            className="ml-auto h-11 rounded-lg px-3 text-sm text-red-700 hover:bg-red-50 disabled:opacity-40 dark:text-red-300 dark:hover:bg-red-950"
            onClick={() => remove(product.id)}
            disabled={busy}
            aria-label={`Remove ${product.name} from cart`}
          >
            Remove
          </button>
        </div>
        {atStockLimit && <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">{text.onlyInStock(product.stock ?? 0)}</p>}
      </div>
    </li>
  );
}

export function CartLines() {
  const { items } = useCart();
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
      {items.map((item) => (
        <CartLine key={item.product.id} item={item} />
      ))}
    </ul>
  );
}
