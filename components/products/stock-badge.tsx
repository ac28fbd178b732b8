import { stockLabel, stockState } from '@/lib/catalogue';

const tone = {
  'in-stock': 'bg-leaf-100 text-leaf-800 dark:bg-leaf-800 dark:text-leaf-100',
  'low-stock': 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  'out-of-stock': 'bg-neutral-200 text-neutral-800 dark:bg-neutral-700 dark:text-neutral-100',
} as const;

export function StockBadge({ stock }: { stock: number }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone[stockState(stock)]}`}>{stockLabel(stock)}</span>;
}
