'use client';

import { kesToCents } from '@/lib/money';
import { formatKes } from '@/lib/format';
import { productImageAtWidth } from '@/lib/product-images';
import { lineLimit, lineStockNote, lineTotalCents, type CartItem } from '@/lib/cart';
import { useTranslations } from 'next-intl';
import { useProductText } from '../products/catalogue-text';
import { CartLineList, CartLineView } from './cart-views';
import { useCart } from './cart-provider';

function CartLine({ item }: { item: CartItem }) {
  const { increment, decrement, remove, busy } = useCart();
  const { product, quantity } = item;
  const t = useTranslations('cart');
  const { storedUnit } = useProductText();
  const atLimit = quantity >= lineLimit(product);
  const note = lineStockNote(item);
  return (
    <CartLineView
      line={{
        name: product.name,
        href: product.slug ? `/products/${product.slug}` : null,
        image: product.image ? productImageAtWidth(product.image, 160) : null,
        price: `${formatKes(kesToCents(product.price))} ${product.unit ? storedUnit(product.unit) : ''}`,
        total: formatKes(lineTotalCents(item)),
        quantity,
        stockNote: note && t(note.key, { count: note.count }),
      }}
      actions={{ busy, atLimit, onDecrement: () => decrement(product.id), onIncrement: () => increment(product.id), onRemove: () => remove(product.id) }}
    />
  );
}

export function CartLines() {
  const { items } = useCart();
  return (
    <CartLineList>
      {items.map((item) => (
        <CartLine key={item.product.id} item={item} />
      ))}
    </CartLineList>
  );
}
