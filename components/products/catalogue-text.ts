import { useTranslations } from 'next-intl';
import { stockState, storedUnitIn, type Product } from '@/lib/catalogue';

/** The `common` words a unit needs: from useTranslations('common') or getTranslations('common'). */
type UnitWords = (key: 'perSeedling' | 'perTray', values?: { size: number | string }) => string;

/** "per seedling" or "per tray of 50" in the page's language (lib/catalogue unitLabel is the English). */
export function unitWords(t: UnitWords, p: Pick<Product, 'unitKind' | 'traySize'>): string {
  return p.unitKind === 'tray' && p.traySize ? t('perTray', { size: p.traySize }) : t('perSeedling');
}

/**
 * A product's unit and stock in the page's language (lib/catalogue's unitLabel and stockLabel are the
 * English the API and the orders store). Hooks, so client and non-async server components share them.
 */
export function useProductText() {
  const t = useTranslations('common');
  return {
    unit: (p: Pick<Product, 'unitKind' | 'traySize'>) => unitWords(t, p),
    /** A unit as a cart line or an order stored it ("per tray of 50": unitLabel's English), in the page's language. */
    storedUnit: (stored: string) => storedUnitIn(stored, { perSeedling: () => t('perSeedling'), perTray: (size) => t('perTray', { size }) }),
    stock: (stock: number) => {
      const state = stockState(stock);
      return state === 'out-of-stock' ? t('stockOut') : state === 'low-stock' ? t('stockLow', { count: stock }) : t('stockIn');
    },
  };
}
