'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '../ui/app-link';
import { SeedlingIcon } from '../ui/seedling-icon';
import { useCart } from './cart-provider';

export function CartEmpty({ onBrowse }: { onBrowse?: () => void }) {
  const t = useTranslations('cart');
  const { cleared, undoClear } = useCart();
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      {cleared && (
        <p className="flex items-center gap-3 rounded-lg bg-tint px-4 py-1">
          {t('clearedUndo')}
          <button type="button" className="h-11 px-2 font-bold text-brand underline" onClick={undoClear}>
            {t('undo')}
          </button>
        </p>
      )}
      <SeedlingIcon className="h-12 w-12 text-leaf-600" />
      <p>{t('empty')}</p>
      <AppLink href="/products" onClick={onBrowse} className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-bold text-white hover:bg-leaf-700">
        {t('browseProducts')}
      </AppLink>
    </div>
  );
}
