'use client';

import { kesToCents } from '@/lib/money';
import { formatKes } from '@/lib/format';
import { productImageAtWidth } from '@/lib/product-images';
import { lineTotalCents, type CartItem } from '@/lib/cart';
import { useTranslations } from 'next-intl';
import { useProductText } from '../products/catalogue-text';
import { AppLink } from '../ui/app-link';
import { SeedlingIcon } from '../ui/seedling-icon';
import { useCart } from './cart-provider';

const iconButton = 'grid h-11 w-11 shrink-0 place-items-center rounded-full border border-line-strong text-xl font-bold hover:bg-tint disabled:opacity-40';

function CartLine({ item }: { item: CartItem }) {
  const { increment, decrement, remove, busy } = useCart();
  const { product, quantity } = item;
  const t = useTranslations('cart');
  const { storedUnit } = useProductText();
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
      <div className="grid h-16 w-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-wash text-brand">
        {product.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- tiny local SVGs need no optimiser
          <img src={productImageAtWidth(product.image, 160)} alt="" width={64} height={64} className="h-16 w-16 object-cover" loading="lazy" />
        ) : (
          <SeedlingIcon className="h-8 w-8" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="leading-snug">{name}</p>
        <p className="flex flex-wrap justify-between gap-x-2 text-sm">
          <span className="text-subtle">
            {formatKes(kesToCents(product.price))} {product.unit ? storedUnit(product.unit) : ''}
          </span>
          <span className="font-bold" data-testid="line-total">
            {formatKes(lineTotalCents(item))}
          </span>
        </p>
        <div className="mt-2 flex items-center gap-2">
          <button type="button" className={iconButton} onClick={() => decrement(product.id)} disabled={busy} aria-label={t('decrease', { name: product.name })}>
            −
          </button>
          <span className="min-w-8 text-center tabular-nums" aria-label={t('quantityOf', { name: product.name })}>
            {quantity}
          </span>
          <button
            type="button"
            className={iconButton}
            onClick={() => increment(product.id)}
            disabled={busy || atStockLimit}
            aria-label={t('increase', { name: product.name })}
          >
            +
          </button>
          <button
            type="button"
            className="ml-auto h-11 rounded-lg px-3 text-sm text-danger hover:bg-danger-soft disabled:opacity-40"
            onClick={() => remove(product.id)}
            disabled={busy}
            aria-label={t('remove', { name: product.name })}
          >
            {t('removeShort')}
          </button>
        </div>
        {atStockLimit && (
          <p className="mt-1 text-sm text-warn">{(product.stock ?? 0) <= 0 ? t('outOfStock') : t('onlyInStock', { count: product.stock ?? 0 })}</p>
        )}
      </div>
    </li>
  );
}

export function CartLines() {
  const { items } = useCart();
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <CartLine key={item.product.id} item={item} />
      ))}
    </ul>
  );
}
