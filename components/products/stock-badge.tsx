import { stockState } from '@/lib/catalogue';
import { useProductText } from './catalogue-text';

const tone = {
  'low-stock': 'bg-warn-soft text-warn',
  'out-of-stock': 'bg-tint-strong text-ink',
} as const;

/**
 * Stock, said only when it matters: "Only 14 left" at LOW_STOCK_THRESHOLD or fewer (the
 * back office's low-stock mark, lib/catalogue.ts), "Out of stock" at none. A seedling in good supply
 * carries no pill: "In stock" on every card was noise.
 */
export function StockBadge({ stock, className = '' }: { stock: number; className?: string }) {
  const text = useProductText();
  const state = stockState(stock);
  if (state === 'in-stock') return null;
  return <span className={`inline-block rounded-full px-2 py-0.5 text-sm ${tone[state]} ${className}`}>{text.stock(stock)}</span>;
}
