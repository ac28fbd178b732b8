import { stockState } from '@/lib/catalogue';
import { useProductText } from './catalogue-text';

const tone = {
  'in-stock': 'bg-brand-soft text-brand',
  'low-stock': 'bg-warn-soft text-warn',
  'out-of-stock': 'bg-tint-strong text-ink',
} as const;

export function StockBadge({ stock }: { stock: number }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-sm ${tone[stockState(stock)]}`}>{useProductText().stock(stock)}</span>;
}
