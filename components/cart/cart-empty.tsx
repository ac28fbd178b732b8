'use client';

import { CartEmptyView } from './cart-views';
import { useCart } from './cart-provider';

export function CartEmpty({ onBrowse }: { onBrowse?: () => void }) {
  const { cleared, undoClear } = useCart();
  return <CartEmptyView cleared={cleared !== null} onUndo={undoClear} onBrowse={onBrowse} />;
}
