'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/locales';
import type { KeyboardEvent, ReactNode } from 'react';
import { useCart } from './cart-provider';
import { isPlainClick } from '../ui/plain-click';
import { CartBadge } from './cart-views';
import { badgeCount } from '@/lib/cart';

/**
 * The header's cart button with its item-count badge; the badge never shifts the layout. In the HTML it
 * is a link to /cart, so it works without JavaScript (Opera Mini, data savers); with JavaScript it opens
 * the cart panel, acting as the button it is announced as. The icon comes from the server as children
 * (CartIcon), so it costs the page's JavaScript nothing.
 */
export function CartButton({ children }: { children?: ReactNode }) {
  const { count, open, ready } = useCart();
  const shown = ready ? count : 0;
  const t = useTranslations('cart');
  const href = localePath(useLocale(), '/cart');
  return (
    <a
      href={href}
      role="button"
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        open();
      }}
      onKeyDown={(e: KeyboardEvent) => {
        // A button opens on Space as well as Enter (a link only on Enter).
        if (e.key !== ' ') return;
        e.preventDefault();
        open();
      }}
      className="relative grid h-11 w-11 place-items-center rounded-full hover:bg-tint"
      aria-label={t('openCart', { count: shown })}
      aria-haspopup="dialog"
      // Before the framework boots, the islands script (components/islands) keeps the count and its
      // label, and opens the cart panel from its template.
      data-cart-button
      data-label-one={t('openCart', { count: 1 })}
      data-label-many={t('openCart', { count: 2 })}
    >
      {children}
      {shown > 0 && <CartBadge count={badgeCount(shown)} />}
    </a>
  );
}
